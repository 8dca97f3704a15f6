import type { Language } from '../../../contract/languages.ts';
import { issueRule } from '../../../contract/issue-rule.ts';
import { formatMessage, VALIDATION_MESSAGES } from '../../../contract/messages.ts';
import { ProjectFormSchema } from './project-schema.ts';
import { projectPayload, type ProjectFormValues } from './project-values.ts';

/** The label each form field shows, to word its messages as the screen does. */
export type ProjectLabels = Record<keyof ProjectFormValues, string>;

/** Checks form values with the contract's project rules (`ProjectFormSchema`): one message per field, in the screen's words. */
export function projectErrors(values: ProjectFormValues, labels: ProjectLabels, lang: Language): Record<string, string> {
  const payload = projectPayload(values);
  const result = ProjectFormSchema.safeParse(payload);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof ProjectFormValues;
    if (!(field in labels) || errors[field]) continue;
    const { rule, bound } = issueRule(issue, payload[field]);
    errors[field] = formatMessage(VALIDATION_MESSAGES[rule][lang], labels[field], bound ?? '');
  }
  return errors;
}
