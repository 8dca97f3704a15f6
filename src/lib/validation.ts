import type { ZodType } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/fields.ts';
import type { Language } from '../../contract/languages.ts';
import { validationMessage, type ValidationMessageKey } from '../../contract/messages.ts';

/** A Mantine form rule: null when the value is fine, else the message to show. */
export type Rule = (value: string) => string | null;

/** Fails on an empty or blank value with the catalogue's "required" message. */
export function required(field: string, lang: Language): Rule {
  return (value) => (value.trim() === '' ? validationMessage('required', field, lang) : null);
}

/** Checks a value against the contract's schema of the field, so client and server agree. */
export function matches(schema: ZodType, rule: ValidationMessageKey, field: string, lang: Language): Rule {
  return (value) => (schema.safeParse(value).success ? null : validationMessage(rule, field, lang));
}

/**
 * Checks a value against one of the contract's patterns. The sign-in screens use these
 * rather than schemas, so they load no validation library; the server checks in full.
 */
export function fits(pattern: RegExp, rule: ValidationMessageKey, field: string, lang: Language): Rule {
  return (value) => (pattern.test(value.trim()) ? null : validationMessage(rule, field, lang));
}

/** Runs rules in order and keeps the first message. */
export function firstOf(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return null;
  };
}

/** Fails on a value shorter than `min` characters with the catalogue's "minimum length" message. */
export function minLength(field: string, min: number, lang: Language): Rule {
  return (value) => (value.length < min ? validationMessage('minLength', field, lang, min) : null);
}

/** Fails on a value longer than `max` characters with the catalogue's "maximum length" message. */
export function maxLength(field: string, max: number, lang: Language): Rule {
  return (value) => (value.length > max ? validationMessage('maxLength', field, lang, max) : null);
}

/** The password policy of a new password, field by field as the server checks it. */
export function newPassword(field: string, lang: Language): Rule {
  return firstOf(
    required(field, lang),
    minLength(field, PASSWORD_MIN_LENGTH, lang),
    maxLength(field, PASSWORD_MAX_LENGTH, lang),
  );
}

/** A repeated value: fails with the "not valid" message when it differs from the first one. */
export function sameAs(original: () => string, field: string, lang: Language): Rule {
  return firstOf(required(field, lang), (value) => (value === original() ? null : validationMessage('invalid', field, lang)));
}
