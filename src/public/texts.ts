import { createContext, useContext } from 'react';
import { i18nObject } from 'typesafe-i18n';
import type { Language } from '../../contract/languages.ts';
import type { NamespacePublicTranslation, TranslationFunctions } from '../../i18n/i18n-types';

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
  const dictionary = (await DICTIONARIES[lang]()).default as NamespacePublicTranslation;
  return { texts: i18nObject<Language, NamespacePublicTranslation, PublicTexts>(lang, dictionary) };
}

/** The words of the page's language, for every component under the page. */
export const TextsContext = createContext<PublicTexts | null>(null);

/** The page's words. */
export function useTexts(): PublicTexts {
  return useContext(TextsContext)!;
}
