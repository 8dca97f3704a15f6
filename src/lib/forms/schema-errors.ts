import type { ZodType } from 'zod';
import { issueRule } from '../../../contract/issue-rule.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatMessage, validationTemplate } from '../../../contract/messages.ts';

/** The label each field of a form shows, to word its messages as the screen does. */
export type FieldLabels<K extends string> = Record<K, string>;

function valueAt(payload: unknown, field: string): unknown {
  return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[field] : undefined;
}

/**
 * Checks a payload with the contract's own schema, the one the server checks the call with:
 * one message per field (the first), from the spec's message table, named by the field's label.
 * Fields without a label are not the form's (the server reports them).
 */
export function schemaErrors<K extends string>(schema: ZodType, payload: unknown, labels: FieldLabels<K>, lang: Language): Partial<Record<K, string>> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (!Object.hasOwn(labels, field) || errors[field]) continue;
    const { rule, bound } = issueRule(issue, valueAt(payload, field));
    errors[field] = formatMessage(validationTemplate(rule, lang), labels[field], bound ?? '');
  }
  return errors;
}
