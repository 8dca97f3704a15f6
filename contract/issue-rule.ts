import type { z } from 'zod';
import { isValidationMessageKey, type ValidationMessageKey } from './messages.ts';

/** Which message of the spec's table a validation issue reads as, with its bound. */
export interface IssueRule {
  rule: ValidationMessageKey;
  bound?: number;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The spec's message for a zod issue on a value; the server's answers and the schema-checked forms share it. */
export function issueRule(issue: z.core.$ZodIssue, value: unknown): IssueRule {
  // A schema names its own message by key (the slug rule, a date that must follow another).
  if (isValidationMessageKey(issue.message)) return { rule: issue.message };
  if (isEmpty(value)) return { rule: 'required' };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? { rule: 'required' } : { rule: 'minLength', bound: Number(issue.minimum) };
      return { rule: 'minValue', bound: Number(issue.minimum) };
    case 'too_big':
      return issue.origin === 'string' ? { rule: 'maxLength', bound: Number(issue.maximum) } : { rule: 'maxValue', bound: Number(issue.maximum) };
    case 'invalid_format':
      return issue.format === 'email' ? { rule: 'email' } : { rule: 'invalid' };
    default:
      return { rule: 'invalid' };
  }
}

/** The value at an issue's path in what was checked (`blocks.0.fields.2.label`), or undefined where the path leads nowhere. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}
