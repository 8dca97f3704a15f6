import { PALETTE_KEYS, type PaletteKey, type ThemeColors, type ThemeGraphics } from '../../../contract/theme-defaults.ts';
import { contrastRatio, luminance, parseHex, readableOn, TEXT_CONTRAST } from './shades.ts';

/** What WCAG 2.1 AA asks of large text (24 px, or 18.66 px bold) and of controls' edges. */
export const LARGE_CONTRAST = 3;

/** The body text of the back office and of the public pages. */
export const BODY_TEXT = '#000000';

// The luminance above which Mantine puts black text on a filled colour instead of white (build-theme.ts).
const FILLED_TEXT_THRESHOLD = 0.179;

/** The text a filled button of `hex` carries: white, or black where white would not read. */
export function filledText(hex: string): string {
  return luminance(hex) > FILLED_TEXT_THRESHOLD ? '#000000' : '#ffffff';
}

/** The contrast ratio to two decimals, as it is shown (a pass is judged on the exact ratio). */
export function shownRatio(a: string, b: string): number {
  return Math.round(contrastRatio(a, b) * 100) / 100;
}

type Hsl = [number, number, number];

function toHsl(hex: string): Hsl {
  const [r, g, b] = parseHex(hex)!.map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Hsl): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return '#' + [f(0), f(8), f(4)].map((channel) => Math.round(channel * 255).toString(16).padStart(2, '0')).join('');
}

/** The hue of a colour in degrees (0 for a grey). */
export function hueOf(hex: string): number {
  return toHsl(hex)[0];
}

/**
 * `color` with the same hue and saturation and the nearest lightness at which it meets `ratio`
 * against `against`: darker or lighter, whichever needs the smaller move. Unchanged when it already
 * meets it; black or white when no tone of that hue does.
 */
export function repairTone(color: string, against: string, ratio: number): string {
  if (contrastRatio(color, against) >= ratio) return color;
  const [h, s, l] = toHsl(color);
  for (let step = 0.005; step <= 1; step += 0.005) {
    for (const lightness of [l - step, l + step]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = fromHsl([h, s, lightness]);
      if (contrastRatio(candidate, against) >= ratio) return candidate;
    }
  }
  return contrastRatio('#000000', against) >= contrastRatio('#ffffff', against) ? '#000000' : '#ffffff';
}

/** Where a pair of the theme is used; names the pair in the screen's words. */
export type PairKind = 'pageTitle' | 'tooltip' | 'filled' | 'control' | 'textOnPage' | 'bodyOnPage';

/** What a repair changes: a palette entry, one colour of a pair, or the page background's colour. */
export type ColorPath = `vuetify.${PaletteKey}` | 'pageTitles.foreground' | 'pageTitles.background' | 'tooltips.foreground' | 'tooltips.background' | 'background';

/** One text (or control) on one background, as the theme paints it, and how it reads. */
export interface ContrastPair {
  /** Unique in a check: the kind and the palette entry. */
  id: string;
  kind: PairKind;
  entry?: PaletteKey;
  foreground: string;
  background: string;
  ratio: number;
  /** The ratio WCAG 2.1 AA asks of this pair. */
  needed: number;
  passes: boolean;
  /** It reads as large text (3:1), though not as ordinary text. */
  passesLarge: boolean;
  /** The colour a repair moves, and what it becomes. */
  repair: { path: ColorPath; color: string } | null;
  /** What the back office paints instead where it draws this text itself (a darker shade), when it differs. */
  productUses?: string;
}

function pair(
  id: string,
  kind: PairKind,
  foreground: string,
  background: string,
  needed: number,
  repairs: { path: ColorPath; moving: 'foreground' | 'background' },
  entry?: PaletteKey,
): ContrastPair {
  const exact = contrastRatio(foreground, background);
  const ratio = shownRatio(foreground, background);
  const passes = exact >= needed;
  const moving = repairs.moving === 'foreground' ? foreground : background;
  const other = repairs.moving === 'foreground' ? background : foreground;
  return {
    id,
    kind,
    ...(entry ? { entry } : {}),
    foreground,
    background,
    ratio,
    needed,
    passes,
    passesLarge: exact >= LARGE_CONTRAST,
    repair: passes ? null : { path: repairs.path, color: repairTone(moving, other, needed) },
  };
}

/**
 * Every text and control on a background that the theme's colours make: page titles, tooltips,
 * each palette entry as a filled button's background, as a control's edge and as text on the page,
 * and the body text on the page. `pageSamples` are the colours an image background shows under the
 * text (its worst one is checked); without them the page is its colour.
 */
export function themePairs(colors: ThemeColors, graphics: ThemeGraphics, pageSamples: readonly string[] = []): ContrastPair[] {
  const imagePage = graphics.pages.background.mode === 'image' && graphics.pages.background.media_id !== null;
  // On an image, each text is checked on the sample it reads least on.
  const pageFor = (foreground: string) =>
    imagePage && pageSamples.length > 0 ? worstBackground(foreground, pageSamples) : imagePage ? '#ffffff' : graphics.pages.background.color;
  const page = pageFor(BODY_TEXT);
  const pairs: ContrastPair[] = [
    pair('pageTitle', 'pageTitle', colors.pageTitles.foreground, colors.pageTitles.background, TEXT_CONTRAST, { path: 'pageTitles.background', moving: 'background' }),
    pair('tooltip', 'tooltip', colors.tooltips.foreground, colors.tooltips.background, TEXT_CONTRAST, { path: 'tooltips.background', moving: 'background' }),
    pair('bodyOnPage', 'bodyOnPage', BODY_TEXT, page, TEXT_CONTRAST, { path: 'background', moving: 'background' }),
  ];
  for (const key of PALETTE_KEYS) {
    const color = colors.vuetify[key];
    const path: ColorPath = `vuetify.${key}`;
    pairs.push(pair(`filled.${key}`, 'filled', filledText(color), color, TEXT_CONTRAST, { path, moving: 'background' }, key));
    const under = pageFor(color);
    pairs.push(pair(`control.${key}`, 'control', color, under, LARGE_CONTRAST, { path, moving: 'foreground' }, key));
    const text = pair(`text.${key}`, 'textOnPage', color, under, TEXT_CONTRAST, { path, moving: 'foreground' }, key);
    const deeper = readableOn(color, under);
    pairs.push(deeper.toLowerCase() === color.toLowerCase() ? text : { ...text, productUses: deeper });
  }
  return pairs;
}

/** Of the colours under a text, the one it reads least on. */
export function worstBackground(foreground: string, samples: readonly string[]): string {
  return samples.reduce((worst, sample) => (contrastRatio(foreground, sample) < contrastRatio(foreground, worst) ? sample : worst));
}

/** The colours with `path` set to `color` (a repair). */
export function withColor(colors: ThemeColors, path: Exclude<ColorPath, 'background'>, color: string): ThemeColors {
  if (path.startsWith('vuetify.')) return { ...colors, vuetify: { ...colors.vuetify, [path.slice('vuetify.'.length)]: color } };
  const [group, side] = path.split('.') as ['pageTitles' | 'tooltips', 'foreground' | 'background'];
  return { ...colors, [group]: { ...colors[group], [side]: color } };
}
