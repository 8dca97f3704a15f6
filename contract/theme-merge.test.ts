import { describe, expect, it } from 'vitest';
import { mergeTheme, mergeThemeTexts, parseThemeText } from './theme-merge.ts';

// The spec's defaults (section 9), spelled out rather than imported, so a changed default fails here.
const SPEC_COLORS = {
  vuetify: {
    primary: '#1976D2',
    secondary: '#424242',
    accent: '#82B1FF',
    error: '#FF5252',
    info: '#2196F3',
    success: '#4CAF50',
    warning: '#FFC107',
  },
  pageTitles: { foreground: '#FFFFFF', background: '#2196F3' },
  tooltips: { foreground: '#FFFFFF', background: '#a7a7a7' },
};
const SPEC_GRAPHICS = { logo: { media_id: null }, pages: { background: { mode: 'color', color: '#ffffff', media_id: null } } };

const LOGO = '5a0d3c1e-8f4b-4a3e-9c1d-2b7e6f5a4d3c';

describe('a theme text read as an object', () => {
  it.each([
    ['an empty text', ''],
    ['blanks', '  \n '],
    ['nothing stored', null],
    ['text that is not JSON', '{"vuetify":'],
    ['JSON that is an array', '[1,2]'],
    ['JSON that is a string', '"#fff"'],
    ['JSON null', 'null'],
    ['a number', '12'],
  ])('reads %s as an empty object', (_case, text) => {
    expect(parseThemeText(text)).toEqual({});
  });

  it('reads an object as it is', () => {
    expect(parseThemeText('{"vuetify":{"primary":"#000000"}}')).toEqual({ vuetify: { primary: '#000000' } });
  });
});

describe('the merge of a theme over the defaults', () => {
  it('is the spec defaults exactly when no level sets anything, every member from the defaults', () => {
    const merged = mergeTheme({});

    expect(merged.colors).toEqual(SPEC_COLORS);
    expect(merged.graphics).toEqual(SPEC_GRAPHICS);
    expect(merged.sources.colors['vuetify.primary']).toBe('defaults');
    expect(merged.sources.colors['tooltips.background']).toBe('defaults');
    expect(merged.sources.graphics['pages.background.mode']).toBe('defaults');
    expect(Object.values(merged.sources.colors).every((level) => level === 'defaults')).toBe(true);
    expect(Object.keys(merged.sources.colors)).toHaveLength(11);
    expect(Object.keys(merged.sources.graphics)).toHaveLength(4);
  });

  it('reads empty and invalid texts at every level as empty objects', () => {
    const merged = mergeTheme({
      installation: { Theme_Colors: '', Theme_Graphics: 'not json' },
      company: { Theme_Colors: '[]', Theme_Graphics: '   ' },
      project: { Theme_Colors: '{"vuetify":', Theme_Graphics: 'null' },
    });

    expect(merged.colors).toEqual(SPEC_COLORS);
    expect(merged.graphics).toEqual(SPEC_GRAPHICS);
  });

  it('puts the installation over the defaults, the company over the installation and the project over the company, member by member', () => {
    const merged = mergeTheme({
      installation: {
        Theme_Colors: JSON.stringify({ vuetify: { primary: '#111111', secondary: '#222222' }, tooltips: { background: '#333333' } }),
        Theme_Graphics: JSON.stringify({ logo: { media_id: LOGO } }),
      },
      company: { Theme_Colors: JSON.stringify({ vuetify: { primary: '#444444' }, pageTitles: { foreground: '#000000' } }) },
      project: {
        Theme_Colors: JSON.stringify({ vuetify: { primary: '#555555' } }),
        Theme_Graphics: JSON.stringify({ pages: { background: { color: '#fafafa' } } }),
      },
    });

    expect(merged.colors).toEqual({
      vuetify: { ...SPEC_COLORS.vuetify, primary: '#555555', secondary: '#222222' },
      pageTitles: { foreground: '#000000', background: '#2196F3' },
      tooltips: { foreground: '#FFFFFF', background: '#333333' },
    });
    expect(merged.graphics).toEqual({ logo: { media_id: LOGO }, pages: { background: { mode: 'color', color: '#fafafa', media_id: null } } });
    expect(merged.sources.colors).toMatchObject({
      'vuetify.primary': 'project',
      'vuetify.secondary': 'installation',
      'vuetify.accent': 'defaults',
      'pageTitles.foreground': 'company',
      'pageTitles.background': 'defaults',
      'tooltips.background': 'installation',
    });
    expect(merged.sources.graphics).toEqual({
      'logo.media_id': 'installation',
      'pages.background.mode': 'defaults',
      'pages.background.color': 'project',
      'pages.background.media_id': 'defaults',
    });
  });

  it('lets a level set a logo back to none over a level below that has one', () => {
    const merged = mergeTheme({
      installation: { Theme_Graphics: JSON.stringify({ logo: { media_id: LOGO } }) },
      project: { Theme_Graphics: JSON.stringify({ logo: { media_id: null } }) },
    });

    expect(merged.graphics).toEqual(SPEC_GRAPHICS);
    expect(merged.sources.graphics['logo.media_id']).toBe('project');
  });

  it('leaves out a member of the wrong kind rather than lose a group of colours', () => {
    const merged = mergeTheme({ project: { Theme_Colors: JSON.stringify({ vuetify: '#000000', pageTitles: { foreground: { deep: 1 } } }) } });

    expect(merged.colors).toEqual(SPEC_COLORS);
  });

  it('answers the merge as the two texts theme/load gives', () => {
    const texts = mergeThemeTexts({ company: { Theme_Colors: JSON.stringify({ vuetify: { info: '#0000ff' } }) } });

    expect(JSON.parse(texts.Theme_Colors)).toEqual({ ...SPEC_COLORS, vuetify: { ...SPEC_COLORS.vuetify, info: '#0000ff' } });
    expect(JSON.parse(texts.Theme_Graphics)).toEqual(SPEC_GRAPHICS);
  });
});
