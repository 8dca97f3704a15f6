import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { TRANSLATION_LIMITS, type TranslationItem, type TranslationState } from '../../../contract/translations.ts';
import { shownBuiltin, type Catalog, type CatalogText } from './catalog.ts';
import { overrideProblem } from './checks.ts';
import type { OverrideRow } from './store.ts';

/** The stored overrides by key, then language. */
export type OverrideIndex = ReadonlyMap<string, ReadonlyMap<Language, OverrideRow>>;

/** Indexes the stored overrides by key; those of keys this release no longer has are left out. */
export function indexOverrides(rows: readonly OverrideRow[], catalog: Catalog): OverrideIndex {
  const index = new Map<string, Map<Language, OverrideRow>>();
  for (const row of rows) {
    if (!catalog.byKey.has(row.key)) continue;
    const byLang = index.get(row.key) ?? new Map<Language, OverrideRow>();
    byLang.set(row.lang, row);
    index.set(row.key, byLang);
  }
  return index;
}

/** A key as the list shows it: built-in texts, overrides, and the languages in each state. */
export function presentText(text: CatalogText, overrides: ReadonlyMap<Language, OverrideRow> | undefined, wordsIn: Language): TranslationItem {
  const override: Record<string, string> = {};
  const outdated: Language[] = [];
  const invalid: Language[] = [];
  const untranslated: Language[] = [];
  for (const lang of LANGUAGES) {
    const row = overrides?.get(lang);
    if (row) {
      override[lang] = row.text;
      if (row.builtin !== shownBuiltin(text, lang)) outdated.push(lang);
      if (overrideProblem(text, lang, row.text, wordsIn)) invalid.push(lang);
    } else if (text.builtin[lang] === undefined) untranslated.push(lang);
  }
  return {
    key: text.key,
    area: text.area,
    builtin: { ...text.builtin },
    override,
    placeholders: text.placeholders,
    outdated,
    invalid,
    untranslated,
    restricted: text.restricted,
    max_length: text.maxLength,
  };
}

/** The list's narrowing, as the call takes it. */
export interface ListQuery {
  lang?: Language;
  search?: string;
  state?: TranslationState;
  area?: string;
  keys?: readonly string[];
  page: number;
}

// Whether a key is in a state, in one language or any, worked out from its overrides alone (a key without any can only be untranslated).
function inState(text: CatalogText, overrides: ReadonlyMap<Language, OverrideRow> | undefined, state: TranslationState, lang: Language | undefined): boolean {
  return (lang ? [lang] : LANGUAGES).some((one) => {
    const row = overrides?.get(one);
    if (state === 'untranslated') return !row && text.builtin[one] === undefined;
    if (!row) return false;
    if (state === 'overridden') return true;
    if (state === 'outdated') return row.builtin !== shownBuiltin(text, one);
    return overrideProblem(text, one, row.text, one) !== null;
  });
}

// The share of keys with a text of their own (built-in or override) in each language.
function coverageOf(texts: readonly CatalogText[], overrides: OverrideIndex): Record<string, number> {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      let own = 0;
      for (const text of texts) if (text.builtin[lang] !== undefined || overrides.get(text.key)?.has(lang)) own++;
      return [lang, texts.length === 0 ? 1 : own / texts.length];
    }),
  );
}

/** The list's answer: the keys narrowed and paged, the coverage overall and per area. */
export function listTexts(catalog: Catalog, overrides: OverrideIndex, query: ListQuery, wordsIn: Language) {
  const search = query.search?.toLowerCase();
  const keys = query.keys ? new Set(query.keys) : null;
  // The keys that match; only the page's are worked out in full.
  const matching: CatalogText[] = [];
  for (const text of query.area ? (catalog.byArea.get(query.area) ?? []) : catalog.texts) {
    if (keys && !keys.has(text.key)) continue;
    const own = overrides.get(text.key);
    if (search && !text.haystack.includes(search) && ![...(own?.values() ?? [])].some((row) => row.text.toLowerCase().includes(search))) continue;
    if (query.state && !inState(text, own, query.state, query.lang)) continue;
    matching.push(text);
  }
  const start = (query.page - 1) * TRANSLATION_LIMITS.pageSize;
  const items = matching.slice(start, start + TRANSLATION_LIMITS.pageSize).map((text) => presentText(text, overrides.get(text.key), wordsIn));
  const areas = catalog.areas.map((area) => {
    const texts = catalog.byArea.get(area) ?? [];
    return { area, keys: texts.length, coverage: coverageOf(texts, overrides) };
  });
  return { items, total: matching.length, coverage: coverageOf(catalog.texts, overrides), areas };
}
