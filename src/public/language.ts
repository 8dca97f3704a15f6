import { isLanguage, type Language } from '../../contract/languages.ts';

/** The first of the browser's languages among `offered`, by their two-letter codes, or null. */
export function browserChoice(browser: readonly string[], offered: readonly Language[]): Language | null {
  for (const tag of browser) {
    const code = tag.slice(0, 2).toLowerCase();
    if (isLanguage(code) && offered.includes(code)) return code;
  }
  return null;
}

/**
 * The language of a public page: the address's `?lang=` if the page offers it, else the first of
 * the browser's languages that it offers, else its default.
 */
export function pageLanguage(asked: string | null, browser: readonly string[], offered: readonly Language[], fallback: Language): Language {
  if (isLanguage(asked) && offered.includes(asked)) return asked;
  return browserChoice(browser, offered) ?? fallback;
}
