import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS, PALETTE_KEYS } from '../../contract/theme-defaults.ts';
import { filledText, hueOf, LARGE_CONTRAST, repairTone, shownRatio, themePairs, withColor } from '../../src/lib/theme/contrast.ts';
import { blockColors, textAreas } from '../../src/lib/theme/image-samples.ts';
import { contrastRatio, FILLED_SHADE, shadesOf, TEXT_CONTRAST } from '../../src/lib/theme/shades.ts';

describe('the spec’s own defaults, measured', () => {
  it('white on #2196F3 is 3.12:1 and white on #a7a7a7 is 2.41:1', () => {
    expect(shownRatio('#FFFFFF', '#2196F3')).toBe(3.12);
    expect(shownRatio('#FFFFFF', '#a7a7a7')).toBe(2.41);
  });

  it('fail as text: the page titles and the tooltips are named with their ratios', () => {
    const pairs = themePairs(DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS);
    const title = pairs.find((pair) => pair.id === 'pageTitle')!;
    const tooltip = pairs.find((pair) => pair.id === 'tooltip')!;
    expect([title.ratio, title.needed, title.passes, title.passesLarge]).toEqual([3.12, TEXT_CONTRAST, false, true]);
    expect([tooltip.ratio, tooltip.passes, tooltip.passesLarge]).toEqual([2.41, false, false]);
    expect(pairs.find((pair) => pair.id === 'bodyOnPage')!.passes).toBe(true);
  });

  it('check each palette entry as a filled button, as a control and as text on the page', () => {
    const pairs = themePairs(DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS);
    expect(pairs).toHaveLength(3 + 3 * PALETTE_KEYS.length);
    const warning = pairs.find((pair) => pair.id === 'control.warning')!;
    expect(warning.needed).toBe(LARGE_CONTRAST);
    expect(warning.passes).toBe(false);
    // The product's own text in the warning colour is a darker shade that reads.
    const text = pairs.find((pair) => pair.id === 'text.warning')!;
    expect(contrastRatio(text.productUses!, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // A light colour carries black text.
    expect(filledText('#FFC107')).toBe('#000000');
    expect(filledText('#1976D2')).toBe('#ffffff');
  });
});

describe('a repair', () => {
  it('keeps the hue and moves the tone just far enough', () => {
    const blue = repairTone('#2196F3', '#FFFFFF', TEXT_CONTRAST);
    expect(contrastRatio('#FFFFFF', blue)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio('#FFFFFF', blue)).toBeLessThan(4.8);
    expect(Math.abs(hueOf(blue) - hueOf('#2196F3'))).toBeLessThan(2);
    const grey = repairTone('#a7a7a7', '#FFFFFF', TEXT_CONTRAST);
    expect(grey).toBe('#757575');
    expect(shownRatio('#FFFFFF', grey)).toBeGreaterThanOrEqual(4.5);
  });

  it('lightens where that is the shorter way (a dark background under black text)', () => {
    const lighter = repairTone('#333333', '#000000', TEXT_CONTRAST);
    expect(contrastRatio(lighter, '#000000')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(parseInt(lighter.slice(1, 3), 16)).toBeGreaterThan(0x33);
  });

  it('leaves a colour that already reads as it is', () => {
    expect(repairTone('#1976D2', '#FFFFFF', TEXT_CONTRAST)).toBe('#1976D2');
  });

  it('of every failing pair of the defaults, once taken, makes the pair pass', () => {
    let colors = DEFAULT_THEME_COLORS;
    for (const pair of themePairs(colors, DEFAULT_THEME_GRAPHICS)) {
      if (pair.repair && pair.repair.path !== 'background') colors = withColor(colors, pair.repair.path, pair.repair.color);
    }
    const failing = themePairs(colors, DEFAULT_THEME_GRAPHICS).filter((pair) => !pair.passes && pair.kind !== 'textOnPage' && pair.kind !== 'control');
    expect(failing.map((pair) => pair.id)).toEqual([]);
  });
});

describe('a background image', () => {
  it('is checked against its colours under the text, the worst one counting', () => {
    const graphics = { ...DEFAULT_THEME_GRAPHICS, pages: { background: { mode: 'image' as const, color: '#ffffff', media_id: '8c1f1b7e-2a44-4b0e-9a3e-0c5c3a1e7f10' } } };
    const pairs = themePairs(DEFAULT_THEME_COLORS, graphics, ['#ffffff', '#202020', '#f0f0f0']);
    const body = pairs.find((pair) => pair.id === 'bodyOnPage')!;
    expect(body.background).toBe('#202020');
    expect(body.passes).toBe(false);
  });

  it('is sampled in squares, a transparent pixel reading as the white page under it', () => {
    // 32 x 16 pixels: the left half opaque black, the right half fully transparent.
    const width = 32;
    const data = new Uint8ClampedArray(width * 16 * 4);
    for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) data[(y * width + x) * 4 + 3] = 255;
    expect(blockColors(data, width, [{ x: 0, y: 0, width: 32, height: 16 }])).toEqual(['#000000', '#ffffff']);
  });

  it('is read where the landing page writes, a centred column at each width', () => {
    expect(textAreas(390)).toEqual([{ x: 16, y: 0, width: 358, height: 600 }]);
    expect(textAreas(1280)).toEqual([{ x: 200, y: 0, width: 880, height: 600 }]);
  });
});

describe('the ten shades', () => {
  it.each(Object.values(DEFAULT_THEME_COLORS.vuetify))('of %s hold the colour chosen, as the filled shade', (hex) => {
    const shades = shadesOf(hex);
    expect(shades).toHaveLength(10);
    expect(shades[FILLED_SHADE]).toBe(hex);
    const light = shades.slice(0, FILLED_SHADE).map((shade) => contrastRatio(shade, '#000000'));
    expect(light).toEqual([...light].sort((a, b) => b - a));
  });
});
