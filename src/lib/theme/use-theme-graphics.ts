import { DEFAULT_THEME_GRAPHICS, type ThemeGraphics } from '../../../contract/theme-defaults.ts';

/** The theme's graphics (logo, page background) merged over the defaults. */
export function useThemeGraphics(): ThemeGraphics {
  return DEFAULT_THEME_GRAPHICS;
}
