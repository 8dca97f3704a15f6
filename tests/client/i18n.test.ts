import { TEXTS } from '../../scripts/i18n-texts.ts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import { baseLocale, locales, namespaces } from '../../i18n/i18n-util.ts';
import { dictionaryProblems, flatten, type Dictionary } from '../../scripts/i18n-keys.ts';

const en = TEXTS.en;
const es = TEXTS.es;
const fr = TEXTS.fr;
const it_ = TEXTS.it;
const pt = TEXTS.pt;

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

  it('are all gathered for the tests: every namespace under its name in every language', () => {
    for (const lang of LANGUAGES) {
      for (const namespace of namespaces) expect(Object.keys(DICTIONARIES[lang]), `${lang} ${namespace}`).toContain(namespace);
    }
  });

  it('report a missing or empty key by name', () => {
    const base = { home: { title: 'Home', logout: 'Esci' } };
    expect(dictionaryProblems(base, { home: { title: ' ' } })).toEqual(['empty key "home.title"', 'missing key "home.logout"']);
  });
});
