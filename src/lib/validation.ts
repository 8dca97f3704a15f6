import type { ZodType } from 'zod';
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
