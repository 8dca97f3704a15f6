import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS, PALETTE_KEYS } from '../../contract/theme-defaults.ts';
import { buildTheme, themeVariables } from '../../src/lib/theme/build-theme.ts';
import { FILLED_SHADE, parseHex, shadesOf } from '../../src/lib/theme/shades.ts';

function lightness(hex: string): number {
  const [r, g, b] = parseHex(hex)!;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('the shades of a palette colour', () => {
  it.each(['#1976D2', '#424242', '#FFC107', '#f00'])('are ten, light to dark, with %s itself as the filled shade', (hex) => {
    const shades = shadesOf(hex);

    expect(shades).toHaveLength(10);
    expect(shades[FILLED_SHADE]).toBe(hex);
    for (const shade of shades) expect(parseHex(shade)).not.toBeNull();
    for (let i = 1; i < shades.length; i++) expect(lightness(shades[i]!)).toBeLessThan(lightness(shades[i - 1]!));
  });

  it('refuses what is not a hex colour', () => {
    expect(() => shadesOf('blue')).toThrow();
  });
});

describe('the Mantine theme of the stored colours', () => {
  it('has every palette entry as a colour whose filled shade is the stored hex, and primary as the primary colour', () => {
    const { theme } = buildTheme(DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS);

    expect(theme.primaryColor).toBe('primary');
    expect(theme.primaryShade).toBe(FILLED_SHADE);
    for (const key of PALETTE_KEYS) expect(theme.colors?.[key]?.[FILLED_SHADE]).toBe(DEFAULT_THEME_COLORS.vuetify[key]);
  });

  it('keeps the look it is built over', () => {
    const look = { breakpoints: { sm: '37.5em' }, components: { Button: { defaultProps: { radius: 'xs' } } } };

    const { theme } = buildTheme(DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS, look);

    expect(theme.breakpoints).toEqual({ sm: '37.5em' });
    expect(theme.components?.Button).toEqual(look.components.Button);
    expect(theme.components?.Tooltip).toBeDefined();
  });

  it('gives page titles and tooltips their colours as CSS variables, and the page its background colour', () => {
    const variables = themeVariables(DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS);

    expect(variables.variables).toMatchObject({
      '--bo-title-color': '#FFFFFF',
      '--bo-title-bg': '#2196F3',
      '--bo-tooltip-color': '#FFFFFF',
      '--bo-tooltip-bg': '#a7a7a7',
      '--bo-page-image': 'none',
    });
    expect(variables.light['--mantine-color-body']).toBe('#ffffff');
  });

  it('draws a background image from /api/img on a transparent base', () => {
    const media = '0b7c6f1e-3f4a-4c8e-9d2b-5a6e7f8091a2';
    const graphics = { ...DEFAULT_THEME_GRAPHICS, pages: { background: { mode: 'image' as const, color: '#ffffff', media_id: media } } };

    const variables = themeVariables(DEFAULT_THEME_COLORS, graphics);

    expect(variables.variables['--bo-page-image']).toBe(`url("/api/img/${media}")`);
    expect(variables.light['--mantine-color-body']).toBe('transparent');
  });
});
