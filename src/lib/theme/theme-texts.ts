import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS, PALETTE_KEYS, type ThemeColors, type ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { parseThemeText } from './parse-theme.ts';

type Loose = Record<string, unknown>;

const same = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b);

/**
 * The colours as a stored text holding only what differs from `base` (the defaults, or what a
 * level inherits): a level stores the members it sets, and a value equal to what it inherits is none.
 */
export function colorsText(colors: ThemeColors, base: ThemeColors = DEFAULT_THEME_COLORS): string {
  const vuetify = Object.fromEntries(PALETTE_KEYS.filter((key) => !same(colors.vuetify[key], base.vuetify[key])).map((key) => [key, colors.vuetify[key]]));
  const out: Loose = {};
  if (Object.keys(vuetify).length > 0) out.vuetify = vuetify;
  for (const group of ['pageTitles', 'tooltips'] as const) {
    const members = Object.fromEntries((['foreground', 'background'] as const).filter((side) => !same(colors[group][side], base[group][side])).map((side) => [side, colors[group][side]]));
    if (Object.keys(members).length > 0) out[group] = members;
  }
  return Object.keys(out).length > 0 ? JSON.stringify(out) : '';
}

/** The graphics as a stored text holding only what differs from `base`. */
export function graphicsText(graphics: ThemeGraphics, base: ThemeGraphics = DEFAULT_THEME_GRAPHICS): string {
  const out: Loose = {};
  if (graphics.logo.media_id !== base.logo.media_id) out.logo = { media_id: graphics.logo.media_id };
  const background: Loose = {};
  for (const key of ['mode', 'color', 'media_id'] as const) {
    if (!same(graphics.pages.background[key], base.pages.background[key])) background[key] = graphics.pages.background[key];
  }
  if (Object.keys(background).length > 0) out.pages = { background };
  return Object.keys(out).length > 0 ? JSON.stringify(out) : '';
}

/** A stored text with its members merged over another's, deep per member (the levels' merge). */
export function mergeTexts(...texts: Array<string | null | undefined>): string {
  const merged = texts.map(parseThemeText).reduce<Loose>(deepMerge, {});
  return Object.keys(merged).length > 0 ? JSON.stringify(merged) : '';
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepMerge(base: Loose, over: Loose): Loose {
  const out: Loose = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isObject(value) && isObject(out[key]) ? deepMerge(out[key], value) : value;
  return out;
}

/** The member at a dotted path of a stored text (`vuetify.primary`), or undefined when the text does not set it. */
export function memberAt(text: string | null | undefined, path: string): unknown {
  let value: unknown = parseThemeText(text);
  for (const key of path.split('.')) {
    if (!isObject(value)) return undefined;
    value = value[key];
  }
  return value;
}
