import { contrastRatio, luminance, mix, parseHex, readableOn, shadesOf, TEXT_CONTRAST } from '../lib/theme/shades.ts';
import { parseThemeColors, parseThemeGraphics } from '../lib/theme/parse-theme.ts';

/** The theme texts of the site call: serialised JSON, as theme/load answers them. */
export interface ThemeTexts {
  Theme_Colors: string;
  Theme_Graphics: string;
}

const WHITE = '#ffffff';
// WCAG's relative luminance where white and black text on a filled colour read equally (as the back office's theme).
const CONTRAST_THRESHOLD = 0.179;

/**
 * The title band's background made to hold its text at 4.5:1 (its links are small text): the
 * theme's colour, a little deeper (or lighter, under dark text) until the pair reads.
 */
export function bandBackground(foreground: string, background: string): string {
  const towards: [number, number, number] = luminance(foreground) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  const rgb = parseHex(background)!;
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = amount === 0 ? background : mix(rgb, towards, amount);
    if (contrastRatio(foreground, candidate) >= TEXT_CONTRAST) return candidate;
  }
  return towards[0] === 0 ? '#000000' : '#ffffff';
}

/** The logo's address, if the theme has one. */
export function logoUrl(texts: ThemeTexts): string | null {
  const id = parseThemeGraphics(texts.Theme_Graphics).logo.media_id;
  return id ? `/api/img/${encodeURIComponent(id)}` : null;
}

/**
 * The project's theme as the CSS variables the public page (and the shared field rendering) is
 * styled with: Mantine's names for the primary colour, error and secondary text, and the page
 * titles' pair for the header; every text colour made to read on its background.
 */
export function themeVariables(texts: ThemeTexts): Record<string, string> {
  const colors = parseThemeColors(texts.Theme_Colors);
  const graphics = parseThemeGraphics(texts.Theme_Graphics);
  const primary = colors.vuetify.primary;
  const shades = shadesOf(primary);
  const rgb = parseHex(primary)!;
  const contrast = luminance(primary) > CONTRAST_THRESHOLD ? '#000000' : WHITE;
  const background = graphics.pages.background;
  const image = background.mode === 'image' && background.media_id !== null;
  const page = image ? WHITE : background.color;
  return {
    '--mantine-primary-color-filled': primary,
    '--mantine-primary-color-filled-hover': shades[7],
    '--mantine-primary-color-contrast': contrast,
    '--mantine-primary-color-light': mix(rgb, [255, 255, 255], 0.9),
    '--mantine-color-anchor': readableOn(primary, page),
    '--mantine-color-error': readableOn(colors.vuetify.error, page),
    '--mantine-color-dimmed': readableOn('#868e96', page),
    '--mantine-color-body': page,
    '--pub-title-bg': bandBackground(colors.pageTitles.foreground, colors.pageTitles.background),
    '--pub-title-color': colors.pageTitles.foreground,
    '--pub-page-image': image ? `url("/api/img/${encodeURIComponent(background.media_id!)}")` : 'none',
  };
}

/** Paints the page with the theme. */
export function applyTheme(texts: ThemeTexts): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(texts))) style.setProperty(name, value);
  const meta = document.querySelector('meta[name="theme-color"]');
  const titles = parseThemeColors(texts.Theme_Colors).pageTitles;
  meta?.setAttribute('content', bandBackground(titles.foreground, titles.background));
}
