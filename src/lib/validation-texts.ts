import type { Language } from '../../contract/languages.ts';
import { installValidationTexts, type ValidationTexts } from '../../contract/messages.ts';

// Each language's validation messages in a file of their own: a page loads the language it shows.
const LOADERS: Record<Language, () => Promise<{ default: ValidationTexts }>> = {
  it: () => import('../../contract/validation-texts/it.ts'),
  en: () => import('../../contract/validation-texts/en.ts'),
  es: () => import('../../contract/validation-texts/es.ts'),
  fr: () => import('../../contract/validation-texts/fr.ts'),
  pt: () => import('../../contract/validation-texts/pt.ts'),
};

const loads = new Map<Language, Promise<void>>();

/** Loads and installs a language's validation messages, once however often it is asked (again after a failure). */
export function loadValidationTexts(lang: Language): Promise<void> {
  let loading = loads.get(lang);
  if (!loading) {
    loading = LOADERS[lang]().then(({ default: texts }) => installValidationTexts(lang, texts));
    loading.catch(() => loads.delete(lang));
    loads.set(lang, loading);
  }
  return loading;
}
