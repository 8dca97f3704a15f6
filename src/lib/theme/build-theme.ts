import { mergeThemeOverrides, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { PALETTE_KEYS, type ThemeColors, type ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { FILLED_SHADE, shadesOf } from './shades.ts';

/** What MantineProvider needs to paint with a theme. */
export interface AppTheme {
  theme: MantineThemeOverride;
  cssVariablesResolver: CSSVariablesResolver;
}

/** The URL of a stored image (spec section 7). */
export function imageUrl(mediaId: string): string {
  return `/api/img/${encodeURIComponent(mediaId)}`;
}

// Tooltips take the theme's pair wherever they are used, without each caller passing colours.
const TOOLTIP_VARS = {
  Tooltip: {
    vars: () => ({ tooltip: { '--tooltip-bg': 'var(--bo-tooltip-bg)', '--tooltip-color': 'var(--bo-tooltip-color)' } }),
  },
};

/** The theme's own CSS variables: page titles, tooltips and the page background (spec sections 3 and 9). */
export function themeVariables(colors: ThemeColors, graphics: ThemeGraphics): ReturnType<CSSVariablesResolver> {
  const background = graphics.pages.background;
  const image = background.mode === 'image' && background.media_id !== null;
  return {
    variables: {
      '--bo-title-color': colors.pageTitles.foreground,
      '--bo-title-bg': colors.pageTitles.background,
      '--bo-tooltip-color': colors.tooltips.foreground,
      '--bo-tooltip-bg': colors.tooltips.background,
      '--bo-page-image': image ? `url("${imageUrl(background.media_id!)}")` : 'none',
    },
    // An image is drawn on a transparent base; a colour is the body's own.
    light: { '--mantine-color-body': image ? 'transparent' : background.color },
    dark: {},
  };
}

/**
 * The Mantine theme of the stored colours and graphics over the shell's look: each palette
 * entry becomes a ten-shade colour whose filled shade is exactly the stored hex.
 */
export function buildTheme(colors: ThemeColors, graphics: ThemeGraphics, look: MantineThemeOverride = {}): AppTheme {
  const palette = Object.fromEntries(PALETTE_KEYS.map((key) => [key, shadesOf(colors.vuetify[key])]));
  const own: MantineThemeOverride = {
    colors: palette,
    primaryColor: 'primary',
    primaryShade: FILLED_SHADE,
    components: TOOLTIP_VARS,
  };
  const variables = themeVariables(colors, graphics);
  return { theme: mergeThemeOverrides(look, own), cssVariablesResolver: () => variables };
}
