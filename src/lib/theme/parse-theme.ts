import {
  DEFAULT_THEME_COLORS,
  DEFAULT_THEME_GRAPHICS,
  PALETTE_KEYS,
  type ColorPair,
  type PaletteKey,
  type ThemeColors,
  type ThemeGraphics,
} from '../../../contract/theme-defaults.ts';
import { isHexColor } from './shades.ts';
import { isUuid } from '../ids.ts';

type Loose = Record<string, unknown>;

// Media ids end up in CSS url() and image paths, so only a plain uuid is let through.

/** A theme text as an object: empty or invalid JSON, or JSON that is not an object, gives `{}` (spec section 8). */
export function parseThemeText(text: string | null | undefined): Loose {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function member(object: Loose, key: string): Loose {
  const value = object[key];
  return isObject(value) ? value : {};
}

function hexOr(value: unknown, fallback: string): string {
  return isHexColor(value) ? value : fallback;
}

function mediaIdOr(value: unknown, fallback: string | null): string | null {
  if (value === null) return null;
  return isUuid(value) ? value : fallback;
}

function pair(raw: Loose, fallback: ColorPair): ColorPair {
  return { foreground: hexOr(raw.foreground, fallback.foreground), background: hexOr(raw.background, fallback.background) };
}

/** Theme_Colors merged over the default colours; a member of the wrong type keeps its default. */
export function parseThemeColors(text: string | null | undefined): ThemeColors {
  const raw = parseThemeText(text);
  const palette = member(raw, 'vuetify');
  const defaults = DEFAULT_THEME_COLORS;
  return {
    vuetify: Object.fromEntries(PALETTE_KEYS.map((key) => [key, hexOr(palette[key], defaults.vuetify[key])])) as Record<
      PaletteKey,
      string
    >,
    pageTitles: pair(member(raw, 'pageTitles'), defaults.pageTitles),
    tooltips: pair(member(raw, 'tooltips'), defaults.tooltips),
  };
}

/** Theme_Graphics merged over the default graphics; a member of the wrong type keeps its default. */
export function parseThemeGraphics(text: string | null | undefined): ThemeGraphics {
  const raw = parseThemeText(text);
  const logo = member(raw, 'logo');
  const background = member(member(raw, 'pages'), 'background');
  const defaults = DEFAULT_THEME_GRAPHICS;
  return {
    logo: { media_id: mediaIdOr(logo.media_id, defaults.logo.media_id) },
    pages: {
      background: {
        mode: background.mode === 'color' || background.mode === 'image' ? background.mode : defaults.pages.background.mode,
        color: hexOr(background.color, defaults.pages.background.color),
        media_id: mediaIdOr(background.media_id, defaults.pages.background.media_id),
      },
    },
  };
}
