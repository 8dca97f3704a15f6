// The one merge of theme texts: the spec's defaults, then the installation's, a company's and a
// project's overrides, member by member. Pure, so the server, the theme screens and the tests
// read a theme the same way.
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS } from './theme-defaults.ts';

/** A theme text read as an object: a member is an object of members or a value (a colour, an id, null). */
export type ThemeObject = { [member: string]: unknown };

/** The levels a theme is made of, from the bottom up. */
export const THEME_LEVELS = ['defaults', 'installation', 'company', 'project'] as const;

/** One level of a theme. */
export type ThemeLevel = (typeof THEME_LEVELS)[number];

/** The levels stored as override texts (the defaults are the spec's). */
export type ThemeOverrideLevel = Exclude<ThemeLevel, 'defaults'>;

/** The two texts of one level, as stored and as theme/load answers them. */
export interface ThemeTexts {
  Theme_Colors: string;
  Theme_Graphics: string;
}

/** The texts of the levels above the defaults; a level left out, or an empty text, sets nothing. */
export type ThemeLayers = Partial<Record<ThemeOverrideLevel, Partial<ThemeTexts>>>;

/** Each member's path (`vuetify.primary`, `pages.background.mode`) and the level its value comes from. */
export type ThemeSources = Record<string, ThemeLevel>;

/** A merged theme: both objects, and where each of their members comes from. */
export interface MergedTheme {
  colors: ThemeObject;
  graphics: ThemeObject;
  sources: { colors: ThemeSources; graphics: ThemeSources };
}

const isObject = (value: unknown): value is ThemeObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A theme text as an object: an empty text, text that is not JSON or JSON that is not an object reads as `{}` (spec section 5). */
export function parseThemeText(text: string | null | undefined): ThemeObject {
  if (!text || text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * `over` merged over `base`: objects member by member, a value of `over` in place of the one
 * below. A member whose kind differs from the one below (an object over a colour, a colour over
 * an object) is left out, so a stray text never takes a whole group of colours away. `sources`
 * is written with `level` for every member `over` sets.
 */
function mergeOver(base: ThemeObject, over: ThemeObject, level: ThemeLevel, sources: ThemeSources, prefix: string): ThemeObject {
  const out: ThemeObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const below = out[key];
    if (isObject(value)) {
      if (below !== undefined && !isObject(below)) continue;
      out[key] = mergeOver(isObject(below) ? below : {}, value, level, sources, path);
    } else {
      if (isObject(below)) continue;
      out[key] = value;
      sources[path] = level;
    }
  }
  return out;
}

function mergeText(defaults: ThemeObject, layers: ThemeLayers, text: keyof ThemeTexts): { merged: ThemeObject; sources: ThemeSources } {
  const sources: ThemeSources = {};
  let merged = mergeOver({}, defaults, 'defaults', sources, '');
  for (const level of THEME_LEVELS) {
    if (level === 'defaults') continue;
    merged = mergeOver(merged, parseThemeText(layers[level]?.[text]), level, sources, '');
  }
  return { merged, sources };
}

/** The theme of a scope: the spec's defaults, then the installation's, the company's and the project's texts over them. */
export function mergeTheme(layers: ThemeLayers): MergedTheme {
  const colors = mergeText(DEFAULT_THEME_COLORS as unknown as ThemeObject, layers, 'Theme_Colors');
  const graphics = mergeText(DEFAULT_THEME_GRAPHICS as unknown as ThemeObject, layers, 'Theme_Graphics');
  return { colors: colors.merged, graphics: graphics.merged, sources: { colors: colors.sources, graphics: graphics.sources } };
}

/** The merged theme of a scope as the two texts theme/load answers. */
export function mergeThemeTexts(layers: ThemeLayers): ThemeTexts {
  const { colors, graphics } = mergeTheme(layers);
  return { Theme_Colors: JSON.stringify(colors), Theme_Graphics: JSON.stringify(graphics) };
}

/** The spec's defaults as the two texts. */
export const DEFAULT_THEME_TEXTS: ThemeTexts = {
  Theme_Colors: JSON.stringify(DEFAULT_THEME_COLORS),
  Theme_Graphics: JSON.stringify(DEFAULT_THEME_GRAPHICS),
};
