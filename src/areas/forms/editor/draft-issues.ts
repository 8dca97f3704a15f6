import { FormDefinitionSchema, type FormDefinition } from '../../../../contract/form-definition.ts';
import { issueRule, valueAt } from '../../../../contract/issue-rule.ts';
import type { Language } from '../../../../contract/languages.ts';
import { formatMessage, validationTemplate } from '../../../../contract/messages.ts';
import type { Issues } from '../../../lib/records/issues.ts';

/**
 * Checks the draft with the contract's own schema, the one publishing holds it to, and words each
 * problem with the spec's messages; `label` names the setting a message is about. The draft is
 * saved whatever these say: they are what stands between it and publishing.
 */
export function draftIssues(draft: FormDefinition, lang: Language, label: (setting: string) => string): Issues {
  const result = FormDefinitionSchema.safeParse(draft);
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (issues.has(path)) continue;
    const { rule, bound } = issueRule(issue, valueAt(draft, issue.path));
    issues.set(path, formatMessage(validationTemplate(rule, lang), label(String(issue.path.at(-1) ?? '')), bound ?? ''));
  }
  return issues;
}
