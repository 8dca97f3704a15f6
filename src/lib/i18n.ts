import { fallbackLanguage, type Language } from '../../contract/languages.ts';
import type { Translations } from '../../i18n/i18n-types';
import { loadedLocales } from '../../i18n/i18n-util';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';

type Dictionary = { [key: string]: string | Dictionary };

/**
 * Loads a language's dictionary with its fallback's under it, so a text missing or left
 * empty in one language still reads in the fallback instead of showing nothing.
 */
export async function loadLanguage(lang: Language): Promise<void> {
  const fallback = fallbackLanguage(lang);
  await Promise.all([loadLocaleAsync(lang), loadLocaleAsync(fallback)]);
  loadedLocales[lang] = fillGaps(
    loadedLocales[lang] as unknown as Dictionary,
    loadedLocales[fallback] as unknown as Dictionary,
  ) as unknown as Translations;
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
