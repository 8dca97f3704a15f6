import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/languages.ts';

/** The cookie that keeps the interface language (spec section 9); the server reads it too. */
export const LANGUAGE_COOKIE = 'AppLanguage';

const COOKIE_DAYS = 365;

/** The language kept in the cookie, or the default one. */
export function storedLanguage(): Language {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** Keeps the choice for a year and makes `<html lang>` follow it. */
export function rememberLanguage(lang: Language): void {
  Cookies.set(LANGUAGE_COOKIE, lang, { expires: COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  document.documentElement.lang = lang;
}
