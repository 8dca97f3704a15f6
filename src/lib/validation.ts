import type { ZodType } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/limits.ts';
import type { Language } from '../../contract/languages.ts';
import { formatMessage, validationTemplate, type ValidationMessageKey } from '../../contract/messages.ts';

/** A Mantine form rule: null when the value is fine, else the message to show. */
export type Rule = (value: string) => string | null;

// The field is named by the label its form shows, so the message reads as the screen does;
// the client never needs the server's table of field names.
function message(rule: ValidationMessageKey, label: string, lang: Language, bound?: number): string {
  return formatMessage(validationTemplate(rule, lang), label, bound ?? '');
}

/** Fails on an empty or blank value with the catalogue's "required" message. */
export function required(label: string, lang: Language): Rule {
  return (value) => (value.trim() === '' ? message('required', label, lang) : null);
}

/** Checks a value against the contract's schema of the field, so client and server agree. */
export function matches(schema: ZodType, rule: ValidationMessageKey, label: string, lang: Language): Rule {
  return (value) => (schema.safeParse(value).success ? null : message(rule, label, lang));
}

/**
 * Checks a value against one of the contract's patterns. The sign-in screens use these
 * rather than schemas, so they load no validation library; the server checks in full.
 */
export function fits(pattern: RegExp, rule: ValidationMessageKey, label: string, lang: Language): Rule {
  return (value) => (pattern.test(value.trim()) ? null : message(rule, label, lang));
}

/** Runs rules in order and keeps the first message. */
export function firstOf(...rules: Rule[]): Rule {
  return (value) => {
    for (const rule of rules) {
      const found = rule(value);
      if (found) return found;
    }
    return null;
  };
}

/** Fails on a value shorter than `min` characters with the catalogue's "minimum length" message. */
export function minLength(label: string, min: number, lang: Language): Rule {
  return (value) => (value.length < min ? message('minLength', label, lang, min) : null);
}

/** Fails on a value longer than `max` characters with the catalogue's "maximum length" message. */
export function maxLength(label: string, max: number, lang: Language): Rule {
  return (value) => (value.length > max ? message('maxLength', label, lang, max) : null);
}

/** The password policy of a new password, field by field as the server checks it. */
export function newPassword(label: string, lang: Language): Rule {
  return firstOf(
    required(label, lang),
    minLength(label, PASSWORD_MIN_LENGTH, lang),
    maxLength(label, PASSWORD_MAX_LENGTH, lang),
  );
}

/** A repeated value: fails with the "not valid" message when it differs from the first one. */
export function sameAs(original: () => string, label: string, lang: Language): Rule {
  return firstOf(required(label, lang), (value) => (value === original() ? null : message('invalid', label, lang)));
}
