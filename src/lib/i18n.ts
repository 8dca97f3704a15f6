import { SetPreferredLang } from '../../contract/sign-in.ts';
import { fallbackLanguage, type Language } from '../../contract/languages.ts';
import { setTextOverrides } from '../../contract/text-overrides.ts';
import { initFormatters } from '../../i18n/formatters';
import type { Namespaces, Translations } from '../../i18n/i18n-types';
import { loadedFormatters, loadedLocales } from '../../i18n/i18n-util';
import { call } from './api.ts';
import { needsPreferredLangSave, rememberLanguage, useLanguageStore } from './language.ts';
import { storedOperator, storePreferredLang } from './session.ts';
import { applyOverrides, fetchOverrides, keepOverrides, storedOverrides, type Dictionary, type TextOverrides } from './text-overrides.ts';
import { loadValidationTexts } from './validation-texts.ts';

// The root dictionaries by hand rather than through the generated loaders, whose module also
// lists every namespace of every language: the sign-in page pays only for these five.
const ROOT_DICTIONARIES: Record<Language, () => Promise<{ default: unknown }>> = {
  it: () => import('../../i18n/it/index.ts'),
  en: () => import('../../i18n/en/index.ts'),
  es: () => import('../../i18n/es/index.ts'),
  fr: () => import('../../i18n/fr/index.ts'),
  pt: () => import('../../i18n/pt/index.ts'),
};

// Each language's root dictionary is read and set up once, however many starts ask for it (the
// start's early guess and its final choice are usually the same language).
const roots = new Map<Language, Promise<void>>();

// The shipped texts of each language (its root dictionary and the namespaces loaded so far, gaps
// filled from the fallback language); what the translations read is these with the installation's
// overrides in place, rebuilt whenever either changes.
const builtin = new Map<Language, Dictionary>();
const overrides = new Map<Language, TextOverrides>();
let transform: ((dictionary: Dictionary) => Dictionary) | null = null;

function publish(lang: Language): void {
  const texts = builtin.get(lang);
  if (!texts) return;
  // A device that synced before reads its kept copy at once: the first paint is in the installation's words.
  if (!overrides.has(lang)) {
    const stored = storedOverrides(lang);
    if (stored) overrides.set(lang, stored);
  }
  const own = overrides.get(lang);
  const shown = own ? applyOverrides(texts, own.texts) : texts;
  loadedLocales[lang] = (transform ? transform(shown) : shown) as unknown as Translations;
}

// The contract's texts (validation messages, error texts, the shared field labels) read the same
// overrides. The areas' labels are named by contract/contract-texts.ts, which imports every contract
// module and zod with them: the client leaves it to the server, whose refusals name the fields.
setTextOverrides((lang) => {
  const texts = overrides.get(lang)?.texts;
  return texts && ((key) => texts[key]);
});

function setBuiltin(lang: Language, texts: Dictionary): void {
  builtin.set(lang, texts);
  publish(lang);
}

/** The shipped texts of a language as loaded so far, without the overrides (the in-context editor shows them). */
export function builtinTexts(lang: Language): Dictionary | undefined {
  return builtin.get(lang);
}

/** The overrides a language's texts carry now, with their version, or undefined before any were read. */
export function currentOverrides(lang: Language): TextOverrides | undefined {
  return overrides.get(lang);
}

/**
 * Puts a language's overrides in place of the previous ones: the texts loaded so far are rebuilt
 * and the screen shows them at once.
 */
export function setOverrides(lang: Language, next: TextOverrides): void {
  overrides.set(lang, next);
  publish(lang);
  refreshTexts();
}

/**
 * Rebuilds every loaded language's texts through `next` (null: as they are), e.g. to mark each
 * text with its key while the texts are edited in place; the screen follows at once.
 */
export function setTextTransform(next: ((dictionary: Dictionary) => Dictionary) | null): void {
  transform = next;
  for (const lang of builtin.keys()) publish(lang);
  refreshTexts();
}

function loadRoot(lang: Language): Promise<void> {
  let loading = roots.get(lang);
  if (!loading) {
    // The language's validation messages come with its dictionary: the forms' checks speak it.
    const root = ROOT_DICTIONARIES[lang]().then(({ default: texts }) => {
      loadedFormatters[lang] = initFormatters(lang);
      setBuiltin(lang, { ...builtin.get(lang), ...(texts as Dictionary) });
    });
    loading = Promise.all([root, loadValidationTexts(lang)]).then(() => undefined);
    // A failed load is asked again next time.
    loading.catch(() => roots.delete(lang));
    roots.set(lang, loading);
  }
  return loading;
}

async function importNamespace(lang: Language, namespace: Namespaces): Promise<Dictionary> {
  const { importNamespaceAsync } = await import('../../i18n/i18n-util.async');
  return (await importNamespaceAsync(lang, namespace)) as unknown as Dictionary;
}

// The namespaces each language has loaded: a language switch brings the same ones along.
const loaded = new Map<Language, Set<Namespaces>>();
const inFlight = new Map<string, Promise<void>>();
let refresh: (() => void) | null = null;

/** The translations provider registers how to rebuild its texts once a namespace has arrived. */
export function onNamespacesLoaded(rebuild: (() => void) | null): void {
  refresh = rebuild;
}

/** Has the provider rebuild its texts from the dictionaries loaded so far. */
export function refreshTexts(): void {
  refresh?.();
}

/**
 * Loads a language's root dictionary: what the sign-in screens show. A text missing or left
 * empty in it reads in the fallback language (spec section 1), whose dictionary is fetched only
 * when there is such a gap: the i18n check keeps the shipped dictionaries complete, so a start
 * loads one language.
 */
export async function loadLanguage(lang: Language): Promise<void> {
  await loadRoot(lang);
  const own = builtin.get(lang)!;
  if (!hasGaps(own)) return;
  const fallback = fallbackLanguage(lang);
  await loadRoot(fallback);
  setBuiltin(lang, fillGaps(own, builtin.get(fallback)!));
}

/** Whether a language holds a namespace already. */
export function hasNamespace(lang: Language, namespace: Namespaces): boolean {
  return loaded.get(lang)?.has(namespace) ?? false;
}

/**
 * Loads the namespaces an area's screens read (each area's texts travel with its routes, so
 * the sign-in page pays only for its own words), with the fallback language's texts for any
 * gap, then has the provider rebuild its texts.
 */
export async function loadNamespaces(lang: Language, namespaces: readonly Namespaces[]): Promise<void> {
  const missing = namespaces.filter((namespace) => !hasNamespace(lang, namespace));
  if (missing.length === 0) return;
  // A language's texts come with its validation messages, wherever they are shown (the Field
  // Editor's preview speaks the form's language, not the operator's).
  await Promise.all([...missing.map((namespace) => loadNamespace(lang, namespace)), loadValidationTexts(lang)]);
  refreshTexts();
}

function loadNamespace(lang: Language, namespace: Namespaces): Promise<void> {
  const id = `${lang}:${namespace}`;
  let running = inFlight.get(id);
  if (!running) {
    running = (async () => {
      let texts = await importNamespace(lang, namespace);
      if (hasGaps(texts)) texts = fillGaps(texts, await importNamespace(fallbackLanguage(lang), namespace));
      setBuiltin(lang, { ...builtin.get(lang), [namespace]: texts });
      if (!loaded.has(lang)) loaded.set(lang, new Set());
      loaded.get(lang)!.add(namespace);
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, running);
  }
  return running;
}

function hasGaps(dictionary: Dictionary): boolean {
  return Object.values(dictionary).some((value) => (typeof value === 'string' ? value.trim() === '' : hasGaps(value)));
}

function fillGaps(own: Dictionary, fallback: Dictionary): Dictionary {
  const result: Dictionary = { ...own };
  for (const [key, value] of Object.entries(fallback)) {
    const mine = own[key];
    if (typeof value === 'string') {
      if (typeof mine !== 'string' || mine.trim() === '') result[key] = value;
    } else {
      result[key] = fillGaps(typeof mine === 'object' ? mine : {}, value);
    }
  }
  return result;
}

/**
 * Switches the interface language at once (spec section 4): dictionary and the namespaces on
 * screen, cookie, `<html lang>` and the screen; a signed-in operator's preference on the
 * server follows when it differs.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  const onScreen = [...(loaded.get(useLanguageStore.getState().lang) ?? [])];
  await Promise.all([loadLanguage(lang), ...onScreen.map((namespace) => loadNamespace(lang, namespace))]);
  rememberLanguage(lang);
  useLanguageStore.setState({ lang });
  await savePreferredLang(lang);
}

/** Tells the server the operator's language when it differs from the stored preference. */
export async function savePreferredLang(lang: Language): Promise<void> {
  const operator = await storedOperator().catch(() => null);
  if (!needsPreferredLangSave(lang, operator)) return;
  const result = await call(SetPreferredLang, { lang });
  if (result.ok) await storePreferredLang(lang).catch(() => undefined);
}

// A screen change asks again at most this often; the network coming back always asks.
const CHECK_EVERY_MS = 30_000;
const checkedAt = new Map<Language, number>();

/**
 * Asks the server for a language's overrides (not more than every 30 seconds unless `now`) and,
 * when their version moved, keeps them on the device and shows them. Without an answer the texts
 * stay as they are.
 */
export async function checkOverrides(lang: Language, now = false): Promise<void> {
  const last = checkedAt.get(lang);
  if (!now && last !== undefined && Date.now() - last < CHECK_EVERY_MS) return;
  checkedAt.set(lang, Date.now());
  const fresh = await fetchOverrides(lang);
  if (!fresh || fresh.version === overrides.get(lang)?.version) return;
  keepOverrides(lang, fresh);
  setOverrides(lang, fresh);
}

/**
 * Shows one override (or, with null, the built-in text again) on this device at once, after a save
 * made here. The kept copy is marked as of no known version, so the next check reads the server's.
 */
export function showOverride(lang: Language, key: string, text: string | null): void {
  const texts = { ...(overrides.get(lang) ?? storedOverrides(lang))?.texts };
  if (text === null) delete texts[key];
  else texts[key] = text;
  const next = { version: -1, texts };
  keepOverrides(lang, next);
  setOverrides(lang, next);
}
