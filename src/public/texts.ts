import { createContext, useContext } from 'react';
import { i18nObject } from 'typesafe-i18n';
import type { Language } from '../../contract/languages.ts';
import { setTextOverrides } from '../../contract/text-overrides.ts';
import type { NamespacePublicTranslation, TranslationFunctions } from '../../i18n/i18n-types';
import { applyOverrides, fetchOverrides, keepOverrides, storedOverrides, type Dictionary } from '../lib/text-overrides.ts';
import { loadValidationTexts } from '../lib/validation-texts.ts';

/** The public pages' words in one language (the `public` namespace). */
export type PublicTexts = TranslationFunctions['public'];

// Each language's words in a file of its own: a page loads the one it shows.
const DICTIONARIES: Record<Language, () => Promise<{ default: unknown }>> = {
  it: () => import('../../i18n/it/public/index.ts'),
  en: () => import('../../i18n/en/public/index.ts'),
  es: () => import('../../i18n/es/public/index.ts'),
  fr: () => import('../../i18n/fr/public/index.ts'),
  pt: () => import('../../i18n/pt/public/index.ts'),
};

/**
 * Loads a language's words. They come wrapped: the words answer any property, `then` too, so a
 * promise of them would never settle.
 */
export async function loadTexts(lang: Language): Promise<{ texts: PublicTexts }> {
  // The language's validation messages come with its words: a field's check speaks it.
  const [{ default: loaded }] = await Promise.all([DICTIONARIES[lang](), loadValidationTexts(lang)]);
  const dictionary = loaded as unknown as Dictionary;
  // The installation's overrides this device kept: the first paint is in its words, connected or not.
  return { texts: wordsOf(lang, dictionary, storedOverrides(lang)?.texts ?? {}) };
}

// The overrides each language's words were built with; the contract's messages (a field's check) read them too.
const inEffect = new Map<Language, Record<string, string>>();
const lookup = (lang: Language) => {
  const texts = inEffect.get(lang);
  return texts && ((key: string) => texts[key]);
};

function wordsOf(lang: Language, dictionary: Dictionary, overrides: Record<string, string>): PublicTexts {
  inEffect.set(lang, overrides);
  setTextOverrides(lookup);
  const texts = applyOverrides(dictionary, overrides, PUBLIC_PREFIX) as unknown as NamespacePublicTranslation;
  return i18nObject<Language, NamespacePublicTranslation, PublicTexts>(lang, texts);
}

// The public pages' keys in the installation's list: their namespace's path in the merged dictionary.
const PUBLIC_PREFIX = 'public.';
// A page change asks again at most this often; the network coming back always asks.
const CHECK_EVERY_MS = 30_000;
const checkedAt = new Map<Language, number>();

/**
 * Asks the server for a language's overrides (not more than every 30 seconds unless `now`); when
 * their version moved, keeps them on the device and answers the words with them, else null.
 */
export async function freshTexts(lang: Language, now = false): Promise<{ texts: PublicTexts } | null> {
  const last = checkedAt.get(lang);
  if (!now && last !== undefined && Date.now() - last < CHECK_EVERY_MS) return null;
  checkedAt.set(lang, Date.now());
  const fresh = await fetchOverrides(lang);
  if (!fresh || fresh.version === storedOverrides(lang)?.version) return null;
  keepOverrides(lang, fresh);
  // The language's validation messages come with its words: a field's check speaks it.
  const [{ default: loaded }] = await Promise.all([DICTIONARIES[lang](), loadValidationTexts(lang)]);
  const dictionary = loaded as unknown as Dictionary;
  return { texts: wordsOf(lang, dictionary, fresh.texts) };
}

/** The words of the page's language, for every component under the page. */
export const TextsContext = createContext<PublicTexts | null>(null);

/** The page's words. */
export function useTexts(): PublicTexts {
  return useContext(TextsContext)!;
}
