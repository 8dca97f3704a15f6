/** The five interface languages, in the order the language menu lists them. */
export const LANGUAGES = ['it', 'en', 'es', 'fr', 'pt'] as const;

/** One of the five interface languages. */
export type Language = (typeof LANGUAGES)[number];

/** The default language (spec section 9). */
export const DEFAULT_LANGUAGE: Language = 'it';

/** A language option as the spec describes it: name, 2-letter and 3-letter codes. */
export interface LanguageOption {
  text: string;
  value: Language;
  value3: string;
}

/** The language options, each named in its own language. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { text: 'Italiano', value: 'it', value3: 'ita' },
  { text: 'English', value: 'en', value3: 'eng' },
  { text: 'Español', value: 'es', value3: 'spa' },
  { text: 'Français', value: 'fr', value3: 'fra' },
  { text: 'Português', value: 'pt', value3: 'por' },
];

/** The fallback language (spec sections 1 and 4): English, and for English the other of it/en, Italian. */
export function fallbackLanguage(lang: Language): Language {
  return lang === 'en' ? 'it' : 'en';
}

/** True when the value is one of the five language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an Accept-Language header, or null. */
export function languageFromAcceptHeader(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLanguage) ?? null;
}
