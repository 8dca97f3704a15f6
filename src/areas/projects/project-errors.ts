import type { z } from 'zod';
import type { Language } from '../../../contract/languages.ts';
import { formatMessage, VALIDATION_MESSAGES, type ValidationMessageKey } from '../../../contract/messages.ts';
import { ProjectFormSchema } from './project-schema.ts';
import { projectPayload, type ProjectFormValues } from './project-values.ts';

/** The label each form field shows, to word its messages as the screen does. */
export type ProjectLabels = Record<keyof ProjectFormValues, string>;

function ruleOf(issue: z.core.$ZodIssue, value: unknown): { rule: ValidationMessageKey; bound?: number } {
  // The contract's rules name their message by key (slug, closing after opening, default offered).
  if (Object.hasOwn(VALIDATION_MESSAGES, issue.message)) return { rule: issue.message as ValidationMessageKey };
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return { rule: 'required' };
  if (issue.code === 'too_big' && issue.origin === 'string') return { rule: 'maxLength', bound: Number(issue.maximum) };
  return { rule: 'invalid' };
}

/** Checks form values with the contract's project rules (`ProjectFormSchema`): one message per field, in the screen's words. */
export function projectErrors(values: ProjectFormValues, labels: ProjectLabels, lang: Language): Record<string, string> {
  const payload = projectPayload(values);
  const result = ProjectFormSchema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof ProjectFormValues;
    if (!(field in labels) || errors[field]) continue;
    const { rule, bound } = ruleOf(issue, payload[field]);
    errors[field] = formatMessage(VALIDATION_MESSAGES[rule][lang], labels[field], bound ?? '');
  }
  return errors;
}
