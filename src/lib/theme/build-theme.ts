import { mergeThemeOverrides, type CSSVariablesResolver, type MantineTheme, type MantineThemeOverride } from '@mantine/core';
import { PALETTE_KEYS, type ThemeColors, type ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { FILLED_SHADE, readableOn, shadesOf } from './shades.ts';

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

// Light badges, light buttons and alerts put coloured text (and links) on a colour's light tint:
// this grey is a little darker than the darkest of them (Mantine's violet, #e5dbff).
const TINT = '#dcdcdc';

// WCAG's relative luminance where white text on a filled colour and black text on it read equally (4.58:1).
const CONTRAST_THRESHOLD = 0.179;

/**
 * Text colours that read at 4.5:1 (WCAG AA) for every colour of the theme, stored ones
 * included: a colour too light for text (a palette's #4CAF50, Mantine's greens and yellows)
 * is darkened where it is text, and stays as it is where it is a filled background.
 */
export function readableVariables(theme: Pick<MantineTheme, 'colors' | 'primaryColor'>): Record<string, string> {
  // Text and outlines in a colour sit on white and on the greys of striped and hovered rows.
  const page = theme.colors.gray[1];
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (!Array.isArray(shades)) continue;
    const text = readableOn(shades[FILLED_SHADE]!, page);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-light-color`] = readableOn(readableOn(shades[9]!, shades[1]!), TINT);
  }
  // A link may stand in an alert, on a tint.
  variables['--mantine-color-anchor'] = readableOn(theme.colors[theme.primaryColor]![FILLED_SHADE], TINT);
  // Field errors and their outlines: the theme's error colour (the spec's #FF5252 reads at 3.1:1), deepened until it reads.
  const error = theme.colors.error ?? theme.colors.red;
  if (error) variables['--mantine-color-error'] = readableOn(error[FILLED_SHADE]!, page);
  // Secondary text stays lighter than the body's, but reads on the greys of table rows and cards.
  variables['--mantine-color-dimmed'] = readableOn(theme.colors.gray[FILLED_SHADE], page);
  return variables;
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
    // Text on a filled colour is black where white would not read (a light palette colour).
    autoContrast: true,
    luminanceThreshold: CONTRAST_THRESHOLD,
    components: TOOLTIP_VARS,
  };
  const variables = themeVariables(colors, graphics);
  // The resolver is asked again on every render of the provider: the theme it gets is the same object until the theme changes.
  const readable = new WeakMap<MantineTheme, Record<string, string>>();
  const resolver: CSSVariablesResolver = (theme) => {
    if (!readable.has(theme)) readable.set(theme, readableVariables(theme));
    return { ...variables, light: { ...variables.light, ...readable.get(theme) } };
  };
  return { theme: mergeThemeOverrides(look, own), cssVariablesResolver: resolver };
}
