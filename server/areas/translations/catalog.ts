import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CONTRACT_FIELD_LABELS } from '../../../contract/contract-texts.ts';
import { ERRORS } from '../../../contract/endpoints.ts';
import { LANGUAGES, fallbackLanguage, type Language } from '../../../contract/languages.ts';
import type { Localized } from '../../../contract/messages.ts';
import { VALIDATION_MESSAGES } from '../../../contract/validation-texts/all.ts';
import { fieldLabelKey } from '../../../contract/text-overrides.ts';
import { TRANSLATION_LIMITS } from '../../../contract/translations.ts';
import { placeholdersOf } from './placeholders.ts';
import { RESTRICTED_KEYS } from './restricted.ts';

/** One text of the catalog: its key, area, built-in text per language and what an override of it must respect. */
export interface CatalogText {
  key: string;
  area: string;
  /** The built-in text of each language that has one (a language without shows its fallback's). */
  builtin: Partial<Record<Language, string>>;
  /** The placeholders of the text (its English one's, else its base language's). */
  placeholders: string[];
  /** Why no override may change it, or null. */
  restricted: string | null;
  /** The longest override it accepts. */
  maxLength: number;
  /** Key and built-in texts in lower case, what the list's search reads. */
  haystack: string;
}

/** Every text the product shows, by key, in the order the list shows them. */
export interface Catalog {
  texts: readonly CatalogText[];
  byKey: ReadonlyMap<string, CatalogText>;
  /** The areas in their order: root, the namespaces, then validation, errors, fields. */
  areas: readonly string[];
  /** Each area's texts. */
  byArea: ReadonlyMap<string, readonly CatalogText[]>;
}

/** The texts of one source as the catalog takes them: key, area, text per language. */
export interface SourceText {
  key: string;
  area: string;
  builtin: Partial<Record<Language, string>>;
}

/** The built-in text a language shows: its own, else its fallback language's. */
export function shownBuiltin(text: CatalogText, lang: Language): string {
  return text.builtin[lang] ?? text.builtin[fallbackLanguage(lang)] ?? text.builtin.it ?? '';
}

/** Builds the catalog from its texts: placeholders, restrictions and bounds worked out once. */
export function catalogOf(sources: readonly SourceText[]): Catalog {
  const texts = sources.map((source): CatalogText => {
    const longest = Math.max(0, ...Object.values(source.builtin).map((text) => text.length));
    return {
      ...source,
      placeholders: placeholdersOf(source.builtin.en ?? source.builtin.it ?? ''),
      restricted: RESTRICTED_KEYS[source.key] ?? null,
      maxLength: Math.min(TRANSLATION_LIMITS.text, longest * TRANSLATION_LIMITS.lengthFactor + TRANSLATION_LIMITS.lengthSlack),
      haystack: [source.key, ...Object.values(source.builtin)].join('\n').toLowerCase(),
    };
  });
  const byArea = new Map<string, CatalogText[]>();
  for (const text of texts) {
    const inArea = byArea.get(text.area) ?? [];
    inArea.push(text);
    byArea.set(text.area, inArea);
  }
  return { texts, byKey: new Map(texts.map((text) => [text.key, text])), areas: [...byArea.keys()], byArea };
}

type Dictionary = { [key: string]: string | Dictionary | readonly unknown[] };

// Every string of a dictionary by its dotted path (arrays by index).
function flatten(value: unknown, path: string, into: Map<string, string>): void {
  if (typeof value === 'string') into.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  }
}

const I18N_DIR = fileURLToPath(new URL('../../../i18n/', import.meta.url));

/** The interface dictionaries' texts: root texts (area `root`), then each namespace's under its name. */
async function dictionaryTexts(): Promise<SourceText[]> {
  const byArea = new Map<string, Map<string, Partial<Record<Language, string>>>>();
  const add = (area: string, lang: Language, flat: Map<string, string>) => {
    const texts = byArea.get(area) ?? new Map<string, Partial<Record<Language, string>>>();
    byArea.set(area, texts);
    for (const [key, text] of flat) texts.set(key, { ...texts.get(key), [lang]: text });
  };
  // The base language lists every namespace; the others are read for the same ones.
  const namespaces = (await readdir(`${I18N_DIR}it`, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  for (const lang of LANGUAGES) {
    const root = ((await import(`${I18N_DIR}${lang}/index.ts`)) as { default: Dictionary }).default;
    const flat = new Map<string, string>();
    flatten(root, '', flat);
    add('root', lang, flat);
    for (const namespace of namespaces) {
      const dictionary = ((await import(`${I18N_DIR}${lang}/${namespace}/index.ts`).catch(() => ({ default: {} }))) as { default: Dictionary }).default;
      const texts = new Map<string, string>();
      flatten(dictionary, namespace, texts);
      add(namespace, lang, texts);
    }
  }
  const areas = ['root', ...namespaces];
  return areas.flatMap((area) => [...(byArea.get(area) ?? [])].map(([key, builtin]) => ({ key, area, builtin })));
}

/** The contract's texts: validation messages, error texts, field labels (each under the key its declaration named it with). */
function contractTexts(): SourceText[] {
  const validation = Object.entries(VALIDATION_MESSAGES).map(([message, texts]) => ({ key: `validation.${message}`, area: 'validation', builtin: languagesOf(texts) }));
  const errors = Object.entries(ERRORS).map(([code, texts]) => ({ key: `errors.${code}`, area: 'errors', builtin: languagesOf(texts) }));
  const fields = CONTRACT_FIELD_LABELS.flatMap((labels) =>
    Object.entries(labels).map(([field, label]) => {
      const key = fieldLabelKey(label);
      if (key === undefined) throw new Error(`The label of ${field} was declared without namedFieldLabels`);
      return { key, area: 'fields', builtin: languagesOf(label) };
    }),
  );
  return [...validation, ...errors, ...fields];
}

function languagesOf(texts: Localized): Partial<Record<Language, string>> {
  return Object.fromEntries(LANGUAGES.filter((lang) => typeof texts[lang] === 'string').map((lang) => [lang, texts[lang]]));
}

/** Every text of this release: the dictionaries', then the contract's. */
export async function productTexts(): Promise<SourceText[]> {
  return [...(await dictionaryTexts()), ...contractTexts()];
}

let current: Promise<Catalog> | null = null;

/** The catalog of this process, built once at its first use. */
export function loadCatalog(): Promise<Catalog> {
  current ??= productTexts().then(catalogOf);
  return current;
}

/**
 * Puts another catalog in this process's place (a test playing a release whose built-in texts
 * changed); null goes back to the product's own at the next use.
 */
export function replaceCatalog(next: Catalog | null): void {
  current = next ? Promise.resolve(next) : null;
}
