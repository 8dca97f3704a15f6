import { LANGUAGES, type Language } from '../languages.ts';
import { installValidationTexts, VALIDATION_MESSAGE_KEYS, type Localized, type ValidationMessageKey, type ValidationTexts } from '../messages.ts';
import en from './en.ts';
import es from './es.ts';
import fr from './fr.ts';
import it from './it.ts';
import pt from './pt.ts';

const BY_LANGUAGE: Record<Language, ValidationTexts> = { it, en, es, fr, pt };

// Every language's messages are installed as this module loads: the server, which answers in any
// language, imports it wherever it formats a message; a browser loads only the language it shows.
for (const lang of LANGUAGES) installValidationTexts(lang, BY_LANGUAGE[lang]);

/** Each validation message in every language (the catalog of texts lists them so). */
export const VALIDATION_MESSAGES = Object.fromEntries(
  VALIDATION_MESSAGE_KEYS.map((key) => [key, Object.fromEntries(LANGUAGES.map((lang) => [lang, BY_LANGUAGE[lang][key]]))]),
) as Record<ValidationMessageKey, Localized>;
