import type { z } from 'zod';
import { issueRule } from '../../contract/issue-rule.ts';
import { AppError, type FieldProblem } from '../errors.ts';

/** Validates input against a zod schema; failures become field errors with the spec's messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, FieldProblem> = {};
  for (const issue of result.error.issues) {
    // A key the schema does not know is named itself, so the refusal points at it.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].map(String).join('.')] ??= { rule: 'invalid' };
      continue;
    }
    const name = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[name] ??= issueRule(issue, valueAt(input, issue.path));
  }
  throw new AppError('validation_failed', { fields });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
