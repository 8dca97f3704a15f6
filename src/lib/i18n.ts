import { SetPreferredLang } from '../../contract/sign-in.ts';
import { fallbackLanguage, type Language } from '../../contract/languages.ts';
import { initFormatters } from '../../i18n/formatters';
import type { Namespaces, Translations } from '../../i18n/i18n-types';
import { loadedFormatters, loadedLocales } from '../../i18n/i18n-util';
import { call } from './api.ts';
import { needsPreferredLangSave, rememberLanguage, useLanguageStore } from './language.ts';
import { storedOperator, storePreferredLang } from './session.ts';

type Dictionary = { [key: string]: string | Dictionary };

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

function loadRoot(lang: Language): Promise<void> {
  let loading = roots.get(lang);
  if (!loading) {
    loading = ROOT_DICTIONARIES[lang]().then(({ default: root }) => {
      loadedLocales[lang] = { ...loadedLocales[lang], ...(root as Partial<Translations>) } as Translations;
      loadedFormatters[lang] = initFormatters(lang);
    });
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
  const own = loadedLocales[lang] as unknown as Dictionary;
  if (!hasGaps(own)) return;
  const fallback = fallbackLanguage(lang);
  await loadRoot(fallback);
  loadedLocales[lang] = fillGaps(own, loadedLocales[fallback] as unknown as Dictionary) as unknown as Translations;
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
  await Promise.all(missing.map((namespace) => loadNamespace(lang, namespace)));
  refreshTexts();
}

function loadNamespace(lang: Language, namespace: Namespaces): Promise<void> {
  const id = `${lang}:${namespace}`;
  let running = inFlight.get(id);
  if (!running) {
    running = (async () => {
      let texts = await importNamespace(lang, namespace);
      if (hasGaps(texts)) texts = fillGaps(texts, await importNamespace(fallbackLanguage(lang), namespace));
      loadedLocales[lang] = { ...loadedLocales[lang], [namespace]: texts } as Translations;
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
