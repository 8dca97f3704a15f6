import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS } from '../../contract/theme-defaults.ts';
import { parseThemeColors, parseThemeGraphics, parseThemeText } from '../../src/lib/theme/parse-theme.ts';

const MEDIA = '0b7c6f1e-3f4a-4c8e-9d2b-5a6e7f8091a2';

describe('a stored theme text', () => {
  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['invalid JSON', '{"vuetify": {'],
    ['JSON that is not an object', '[1, 2, 3]'],
    ['JSON null', 'null'],
  ])('reads as an empty object when %s', (_case, text) => {
    expect(parseThemeText(text)).toEqual({});
    expect(parseThemeColors(text)).toEqual(DEFAULT_THEME_COLORS);
    expect(parseThemeGraphics(text)).toEqual(DEFAULT_THEME_GRAPHICS);
  });

  it('keeps the saved colours over the defaults and the defaults for what was not saved', () => {
    const colors = parseThemeColors(JSON.stringify({ vuetify: { primary: '#8e24aa' }, tooltips: { background: '#000' } }));

    expect(colors.vuetify).toEqual({ ...DEFAULT_THEME_COLORS.vuetify, primary: '#8e24aa' });
    expect(colors.tooltips).toEqual({ foreground: '#FFFFFF', background: '#000' });
    expect(colors.pageTitles).toEqual(DEFAULT_THEME_COLORS.pageTitles);
  });

  it('ignores members of the wrong type or that are not hex colours', () => {
    const colors = parseThemeColors(
      JSON.stringify({ vuetify: { primary: 12, secondary: 'red', accent: '#12345' }, pageTitles: 'white', tooltips: null }),
    );

    expect(colors).toEqual(DEFAULT_THEME_COLORS);
  });

  it('keeps saved graphics over the defaults, and a background image with its media id', () => {
    const graphics = parseThemeGraphics(JSON.stringify({ pages: { background: { mode: 'image', media_id: MEDIA } } }));

    expect(graphics).toEqual({
      logo: { media_id: null },
      pages: { background: { mode: 'image', color: '#ffffff', media_id: MEDIA } },
    });
  });

  it('ignores an unknown background mode and a media id that is not a uuid', () => {
    const graphics = parseThemeGraphics(
      JSON.stringify({ logo: { media_id: 'x") ; background: url(evil' }, pages: { background: { mode: 'video', color: 5 } } }),
    );

    expect(graphics).toEqual(DEFAULT_THEME_GRAPHICS);
  });
});
