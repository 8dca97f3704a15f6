import Cookies from 'js-cookie';
import { create } from 'zustand';
import type { Operator } from '../../contract/sign-in.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../contract/languages.ts';

/** The cookie that keeps the interface language (spec section 9); the server reads it too. */
export const LANGUAGE_COOKIE = 'AppLanguage';

/** How long the language cookie lasts (spec section 9). */
export const LANGUAGE_COOKIE_DAYS = 365;

/** The language chosen in the cookie, or null when none was chosen yet. */
export function cookieLanguage(): Language | null {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

/**
 * The browser's preferred language among the five: the first of `navigator.languages` whose
 * primary subtag is one of them (fr-CA reads French, pt-PT Portuguese), or null.
 */
export function browserLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** A visitor's language: the one the address names (an invitation's link does), else the browser's preferred one. */
export function visitorLanguage(): Language | null {
  return linkLanguage(location.search) ?? browserLanguage(navigator.languages ?? []);
}

/** The language a link names in its `lang` parameter (an invitation's link does), or null. */
export function linkLanguage(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return isLanguage(value) ? value : null;
}

/** The language kept in the cookie, or the default one. */
export function storedLanguage(): Language {
  return cookieLanguage() ?? DEFAULT_LANGUAGE;
}

/** Keeps the choice for a year and makes `<html lang>` follow it. */
export function rememberLanguage(lang: Language): void {
  Cookies.set(LANGUAGE_COOKIE, lang, { expires: LANGUAGE_COOKIE_DAYS, path: '/', sameSite: 'Lax' });
  document.documentElement.lang = lang;
}

/**
 * The language to start in (spec section 4): the cookie's choice; without one, the signed-in
 * operator's preferred language; signed out, the one the link names (an invitation's), else the
 * browser's preferred one; else the default.
 */
export function startLanguage(cookie: Language | null, operator: Operator | null, visitor: Language | null = null): Language {
  return cookie ?? operator?.preferred_lang ?? visitor ?? DEFAULT_LANGUAGE;
}

/** Whether the server must be told: only for a signed-in operator whose stored preference differs. */
export function needsPreferredLangSave(lang: Language, operator: Operator | null): boolean {
  return operator !== null && operator.preferred_lang !== lang;
}

interface LanguageState {
  /** The current interface language. */
  lang: Language;
}

/** The current interface language; the translations provider follows it. */
export const useLanguageStore = create<LanguageState>(() => ({ lang: storedLanguage() }));
