import { fallbackLanguage, type Language } from './languages.ts';
import { overriddenText } from './text-overrides.ts';

/** A text in every interface language. */
export type Localized = Record<Language, string>;

/**
 * The validation messages of spec section 5, one table used by client and server. Each language's
 * texts are a module of their own (`validation-texts/<lang>.ts`, `{0}` the field's name, `{1}` the
 * bound): the server installs all five (`validation-texts/all.ts`), a browser the language it shows,
 * loaded with that language's dictionary, so the sign-in page carries one language's messages.
 */
export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'invalid',
  'minLength',
  'minValue',
  'maxLength',
  'maxValue',
  'wholeNumber',
  'email',
  'requiredInOneLanguage',
  'slug',
  'closesAfterOpens',
  'defaultLanguageOffered',
  'keyTaken',
  'conditionEarlierField',
  'publishFirst',
  'noOpeningTime',
  'languageOfProject',
  'samePassword',
  'nameTaken',
] as const;

/** The key of one validation message. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** The validation messages in one language. */
export type ValidationTexts = Readonly<Record<ValidationMessageKey, string>>;

/** Whether a text names a validation message (a schema may name its own message by key). */
export const isValidationMessageKey = (text: string): text is ValidationMessageKey => (VALIDATION_MESSAGE_KEYS as readonly string[]).includes(text);

const installed = new Map<Language, ValidationTexts>();

/** Makes a language's built-in messages available to `validationTemplate`. */
export function installValidationTexts(lang: Language, texts: ValidationTexts): void {
  installed.set(lang, texts);
}

/**
 * A validation message's template in a language (`{0}` the field, `{1}` the bound): the
 * installation's override (`validation.<key>`), else the built-in one. A language not installed
 * reads in its fallback language, else in any installed one, so a message is never missing.
 */
export function validationTemplate(key: ValidationMessageKey, lang: Language): string {
  const override = overriddenText(`validation.${key}`, lang);
  if (override !== undefined) return override;
  const texts = installed.get(lang) ?? installed.get(fallbackLanguage(lang)) ?? installed.values().next().value;
  return texts?.[key] ?? key;
}

/** Fills `{0}`, `{1}`, ... in a message. */
export function formatMessage(template: string, ...args: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
