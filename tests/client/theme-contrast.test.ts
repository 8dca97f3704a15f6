import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS } from '../../contract/theme-defaults.ts';
import { readableVariables } from '../../src/lib/theme/build-theme.ts';
import { contrastRatio, luminance, readableOn, shadesOf, TEXT_CONTRAST } from '../../src/lib/theme/shades.ts';

describe('contrast as WCAG 2 measures it', () => {
  it('runs from 1 (a colour on itself) to 21 (black on white)', () => {
    expect(luminance('#ffffff')).toBe(1);
    expect(luminance('#000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#1976D2', '#1976D2')).toBe(1);
    // Mantine's grey for secondary text on white.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('keeps a colour that reads, and darkens one that does not until it does, keeping its hue', () => {
    expect(readableOn('#8e24aa', '#ffffff')).toBe('#8e24aa');
    const green = readableOn('#4CAF50', '#ffffff');
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(green, '#ffffff')).toBeLessThan(5);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(green.slice(at, at + 2), 16));
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
  });
});

describe('the text colours of the theme', () => {
  const palette = Object.fromEntries(Object.entries(DEFAULT_THEME_COLORS.vuetify).map(([key, hex]) => [key, shadesOf(hex)]));
  const colors = { ...DEFAULT_THEME.colors, ...palette, primary: shadesOf('#FFC107') };
  const variables = readableVariables({ colors, primaryColor: 'primary' });

  it.each(Object.keys(colors))('read at 4.5:1 on white and the greys of rows, and on the light tint of %s', (name) => {
    const tint = colors[name as keyof typeof colors][1];
    for (const role of ['text', 'outline', 'light-color']) {
      const text = variables[`--mantine-color-${name}-${role}`]!;
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(text, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    expect(contrastRatio(variables[`--mantine-color-${name}-light-color`]!, tint)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('give field errors the theme’s error colour, deepened until it reads on white and on the greys of rows', () => {
    const error = variables['--mantine-color-error']!;
    expect(contrastRatio(error, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(error, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(error.slice(at, at + 2), 16));
    expect(r).toBeGreaterThan(g! + 60);
    expect(r).toBeGreaterThan(b! + 60);
  });

  it('keep a stored colour that reads as it is', () => {
    const green = readableVariables({ colors: { ...colors, primary: shadesOf('#2e7d32') }, primaryColor: 'primary' });
    expect(green['--mantine-color-primary-outline']).toBe('#2e7d32');
  });

  it('give links the primary colour, deepened until it reads on the light tint of an alert', () => {
    const anchor = variables['--mantine-color-anchor']!;
    expect(anchor).not.toBe('#FFC107');
    // Mantine's dark is a dark scheme's colour: its light tint is no light scheme's alert.
    const tints = Object.entries(DEFAULT_THEME.colors).filter(([name]) => name !== 'dark');
    for (const [, shades] of tints) expect(contrastRatio(anchor, shades[1])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('give secondary text a grey that reads on the greys of rows and cards', () => {
    const dimmed = variables['--mantine-color-dimmed']!;
    expect(contrastRatio(dimmed, DEFAULT_THEME.colors.gray[1])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(luminance(dimmed)).toBeGreaterThan(luminance(DEFAULT_THEME.colors.gray[7]));
  });
});
