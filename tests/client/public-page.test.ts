import { describe, expect, it } from 'vitest';
import { pageLanguage } from '../../src/public/language.ts';
import { parseRoute } from '../../src/public/route.ts';
import { bandBackground, themeVariables } from '../../src/public/theme.ts';
import { contrastRatio } from '../../src/lib/theme/shades.ts';
import { isOutboxRequest } from '../../src/lib/outbox/intercept.ts';

describe('the language of a public page', () => {
  it("is the address's when the form offers it, else the browser's first it offers, else the form's default", () => {
    expect(pageLanguage('en', ['it-IT'], ['it', 'en'], 'it')).toBe('en');
    expect(pageLanguage('fr', ['pt-BR', 'en-GB', 'it'], ['it', 'en'], 'it')).toBe('en');
    expect(pageLanguage(null, ['de-DE', 'es'], ['it', 'en'], 'it')).toBe('it');
    expect(pageLanguage('xx', [], ['fr'], 'fr')).toBe('fr');
  });
});

describe('the address of a public page', () => {
  it('names the project and the page', () => {
    expect(parseRoute('/p/aurora/premio-2026/f/candidatura')).toEqual({ company: 'aurora', project: 'premio-2026', page: 'form', form: 'candidatura' });
    expect(parseRoute('/p/aurora/premio-2026/me')).toEqual({ company: 'aurora', project: 'premio-2026', page: 'me' });
    expect(parseRoute('/p/aurora/premio-2026/elsewhere')).toEqual({ company: 'aurora', project: 'premio-2026', page: 'unknown' });
    expect(parseRoute('/p/aurora')).toBeNull();
  });
});

describe("the project's theme on a public page", () => {
  const texts = (pageTitles: object, primary = '#1976D2') => ({
    Theme_Colors: JSON.stringify({ vuetify: { primary, error: '#FF5252' }, pageTitles }),
    Theme_Graphics: '{}',
  });

  it("keeps the title band's text readable (4.5:1) by deepening or lightening its colour", () => {
    const band = bandBackground('#FFFFFF', '#2196F3');
    expect(contrastRatio('#FFFFFF', band)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#000000', bandBackground('#000000', '#333333'))).toBeGreaterThanOrEqual(4.5);
    expect(bandBackground('#FFFFFF', '#0D47A1')).toBe('#0D47A1');
  });

  it('gives text on the primary colour the contrast colour that reads, and readable errors', () => {
    expect(themeVariables(texts({ foreground: '#FFFFFF', background: '#2196F3' }))['--mantine-primary-color-contrast']).toBe('#ffffff');
    expect(themeVariables(texts({}, '#FFC107'))['--mantine-primary-color-contrast']).toBe('#000000');
    const error = themeVariables(texts({}))['--mantine-color-error']!;
    expect(contrastRatio(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the public side's calls and the back office's outbox", () => {
  it('are never kept by the outbox: the public page keeps its own draft', () => {
    const origin = 'https://forms.example';
    const post = (path: string) => new Request(`${origin}/api/${path}`, { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'key-1234567' } });
    expect(isOutboxRequest(post('p/aurora/premio-2026/form/candidatura/submit'), origin)).toBe(false);
    expect(isOutboxRequest(post('company/c1/save'), origin)).toBe(true);
  });
});
