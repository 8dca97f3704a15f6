import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import en from '../../i18n/en/index.ts';
import es from '../../i18n/es/index.ts';
import fr from '../../i18n/fr/index.ts';
import it_ from '../../i18n/it/index.ts';
import pt from '../../i18n/pt/index.ts';
import { baseLocale, locales } from '../../i18n/i18n-util.ts';
import { dictionaryProblems, flatten, type Dictionary } from '../../scripts/i18n-keys.ts';

const DICTIONARIES: Record<Language, Dictionary> = { it: it_, en, es, fr, pt };

describe('translations', () => {
  it('cover exactly the five interface languages, with Italian as the base', () => {
    expect([...locales].sort()).toEqual([...LANGUAGES].sort());
    expect(baseLocale).toBe('it');
  });

  it('have no empty text in the base language', () => {
    const empty = [...flatten(it_)].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  for (const lang of LANGUAGES.filter((l) => l !== 'it')) {
    it(`have every key of the base language, not empty, in "${lang}"`, () => {
      expect(dictionaryProblems(it_, DICTIONARIES[lang])).toEqual([]);
    });
  }

  it('report a missing or empty key by name', () => {
    const base = { home: { title: 'Home', logout: 'Esci' } };
    expect(dictionaryProblems(base, { home: { title: ' ' } })).toEqual(['empty key "home.title"', 'missing key "home.logout"']);
  });
});
