import type { z } from 'zod';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../contract/messages.ts';
import { AppError, type FieldProblem } from './errors.ts';

/** Validates input against a zod schema; failures become field errors with the spec's messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, FieldProblem> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[name] ??= problemOf(issue, valueAt(input, issue.path));
  }
  throw new AppError('validation_failed', { fields });
}

function problemOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  // A schema names its own message by key (the slug rule, a date that must follow another).
  if (Object.hasOwn(VALIDATION_MESSAGES, issue.message)) return { rule: issue.message as ValidationMessageKey };
  if (value === undefined || value === null || value === '') return { rule: 'required' };
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

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
