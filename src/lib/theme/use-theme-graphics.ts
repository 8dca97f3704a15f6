import { useContext } from 'react';
import type { ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { ThemeGraphicsContext } from './theme-context.ts';

/** The theme's graphics (logo, page background) merged over the defaults. */
export function useThemeGraphics(): ThemeGraphics {
  return useContext(ThemeGraphicsContext);
}
