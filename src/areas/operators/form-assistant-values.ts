import type { Language } from '../../../contract/languages.ts';
import { EMAIL_PATTERN } from '../../../contract/limits.ts';
import { CompanyFormAssistantGrant, CompanyFormAssistantInvite } from '../../../contract/operators.ts';
import { call } from '../../lib/api.ts';
import { firstOf, fits, required } from '../../lib/validation.ts';

/** Who becomes the assistant: an operator of the company, or someone invited by email. */
export type AssistantWho = 'operator' | 'email';

/** What the Form assistants' form holds. */
export interface AssistantValues {
  project: string | null;
  forms: string[];
  who: AssistantWho;
  operator: string | null;
  email: string;
  lang: Language;
}

/** The labels the checks name their fields by, in the screen's language. */
export interface AssistantLabels {
  project: string;
  forms: string;
  operator: string;
  email: string;
}

/** The fields the screen refuses before sending, each with the spec's message; empty when all is well. */
export function assistantProblems(values: AssistantValues, labels: AssistantLabels, lang: Language): Record<string, string> {
  const checks: Record<string, string | null> = {
    project: required(labels.project, lang)(values.project ?? ''),
    Forms: required(labels.forms, lang)(values.forms.join(' ')),
    operator: values.who === 'operator' ? required(labels.operator, lang)(values.operator ?? '') : null,
    Email: values.who === 'email' ? firstOf(required(labels.email, lang), fits(EMAIL_PATTERN, 'email', labels.email, lang))(values.email) : null,
  };
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null));
}

/** Sends the form: the grant to an operator of the company, or the invitation by email. */
export function sendAssistant(company: string, values: AssistantValues & { project: string }) {
  const scope = { company, project: values.project, Forms: values.forms };
  return values.who === 'operator'
    ? call(CompanyFormAssistantGrant, { ...scope, operator: values.operator ?? '' })
    : call(CompanyFormAssistantInvite, { ...scope, Email: values.email.trim(), Lang: values.lang });
}
