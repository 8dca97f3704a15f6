import type { MantineColorsTuple } from '@mantine/core';

/** The shade that filled components use; the stored colour sits there unchanged. */
export const FILLED_SHADE = 6;

// How much white goes into shades 0-5 and how much black into shades 7-9: light to dark.
const TINTS = [0.9, 0.78, 0.62, 0.46, 0.3, 0.15];
const SHADES = [0.15, 0.3, 0.45];

type Rgb = [number, number, number];

/** The red, green and blue of `#rgb` or `#rrggbb`, or null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

/** True for a `#rgb` or `#rrggbb` colour. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && parseHex(value) !== null;
}

function toHex(rgb: Rgb): string {
  return '#' + rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}

/** `color` moved towards `target` by `amount` (0 keeps it, 1 gives the target), channel by channel. */
export function mix(color: Rgb, target: Rgb, amount: number): string {
  return toHex(color.map((channel, i) => channel + (target[i]! - channel) * amount) as Rgb);
}

/** Ten shades from light to dark around a colour, with the colour itself as the filled shade. */
export function shadesOf(hex: string): MantineColorsTuple {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const lighter = TINTS.map((amount) => mix(rgb, [255, 255, 255], amount));
  const darker = SHADES.map((amount) => mix(rgb, [0, 0, 0], amount));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

// sRGB channel (0-255) to its linear light, as WCAG 2 defines relative luminance.
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a hex colour (WCAG 2): 0 for black, 1 for white. */
export function luminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** The contrast ratio of two hex colours (WCAG 2), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast WCAG AA asks of text of ordinary size. */
export const TEXT_CONTRAST = 4.5;

/**
 * `hex` as text on `background`: unchanged when it reads there at `ratio`, else darkened
 * step by step until it does (a palette's light colour keeps its hue, only deeper).
 */
export function readableOn(hex: string, background: string, ratio = TEXT_CONTRAST): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount === 0 ? hex : mix(rgb, [0, 0, 0], amount);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}
