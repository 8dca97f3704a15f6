import { FormDefinitionSchema, type FormDefinition } from '../../../../contract/form-definition.ts';
import { issueRule, valueAt } from '../../../../contract/issue-rule.ts';
import type { Language } from '../../../../contract/languages.ts';
import { formatMessage, VALIDATION_MESSAGES } from '../../../../contract/messages.ts';

/** The draft's problems by the path of the wrong value (`blocks.0.fields.2.label`), each with its message. */
export type DraftIssues = ReadonlyMap<string, string>;

/**
 * Checks the draft with the contract's own schema, the one the server saves it with, and words
 * each problem with the spec's messages; `label` names the setting a message is about.
 */
export function draftIssues(draft: FormDefinition, lang: Language, label: (setting: string) => string): DraftIssues {
  const result = FormDefinitionSchema.safeParse(draft);
  const issues = new Map<string, string>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (issues.has(path)) continue;
    const { rule, bound } = issueRule(issue, valueAt(draft, issue.path));
    issues.set(path, formatMessage(VALIDATION_MESSAGES[rule][lang], label(String(issue.path.at(-1) ?? '')), bound ?? ''));
  }
  return issues;
}

/** The issues under a path prefix (a field's, a block's), with the rest of their path. */
export function issuesUnder(issues: DraftIssues, prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, message] of issues) {
    if (path === prefix) found.set('', message);
    else if (path.startsWith(`${prefix}.`)) found.set(path.slice(prefix.length + 1), message);
  }
  return found;
}
