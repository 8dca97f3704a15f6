import { PALETTE_KEYS, type ThemeColors } from '../../../contract/theme-defaults.ts';
import type { TranslationFunctions } from '../../../i18n/i18n-types';

/** Every colour of the theme by its path in the form. */
export const COLOR_PATHS = [...PALETTE_KEYS.map((key) => `vuetify.${key}` as const), 'pageTitles.foreground', 'pageTitles.background', 'tooltips.foreground', 'tooltips.background'] as const;

export type FormColorPath = (typeof COLOR_PATHS)[number];

/** The colour at a path of the colours. */
export function colorAt(colors: ThemeColors, path: FormColorPath): string {
  const [group, key] = path.split('.') as [keyof ThemeColors, string];
  return (colors[group] as Record<string, string>)[key]!;
}

/** A colour's name on the screen. */
export function colorLabel(LL: TranslationFunctions, path: FormColorPath): string {
  const [group, key] = path.split('.') as [string, string];
  if (group === 'vuetify') return LL.theme.palette[key as (typeof PALETTE_KEYS)[number]]();
  const side = key === 'foreground' ? LL.theme.colors.foreground() : LL.theme.colors.background();
  return `${group === 'pageTitles' ? LL.theme.colors.pageTitles() : LL.theme.colors.tooltips()}: ${side}`;
}

