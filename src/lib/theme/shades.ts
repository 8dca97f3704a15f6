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
