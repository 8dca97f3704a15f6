import { SetPreferredLang } from '../../contract/accounting.ts';
import { fallbackLanguage, type Language } from '../../contract/languages.ts';
import type { Translations } from '../../i18n/i18n-types';
import { loadedLocales } from '../../i18n/i18n-util';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';
import { call } from './api.ts';
import { needsPreferredLangSave, rememberLanguage, useLanguageStore } from './language.ts';
import { storedOperator, storePreferredLang } from './session.ts';

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

/**
 * Switches the interface language at once (spec section 4): dictionary, cookie, `<html lang>`
 * and the screen; a signed-in operator's preference on the server follows when it differs.
 */
export async function changeLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
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
