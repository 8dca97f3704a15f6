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
 * Loads a language's dictionary. A text missing or left empty in it reads in the fallback
 * language (spec section 1), whose dictionary is fetched only when there is such a gap:
 * the i18n check keeps the shipped dictionaries complete, so a start loads one language.
 */
export async function loadLanguage(lang: Language): Promise<void> {
  await loadLocaleAsync(lang);
  const own = loadedLocales[lang] as unknown as Dictionary;
  if (!hasGaps(own)) return;
  const fallback = fallbackLanguage(lang);
  await loadLocaleAsync(fallback);
  loadedLocales[lang] = fillGaps(own, loadedLocales[fallback] as unknown as Dictionary) as unknown as Translations;
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
