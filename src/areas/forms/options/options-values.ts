import type { LocalizedText } from '../../../../contract/form-definition.ts';
import type { FormOptions, FormStatus } from '../../../../contract/forms.ts';
import { fromLocalInput, toLocalInput } from '../../../lib/time/local-input.ts';

/** A form's settings as the Form Options screen holds them: moments as `datetime-local` text, no limit as ''. */
export interface FormOptionsValues {
  slug: string;
  status: FormStatus;
  opens_at: string;
  closes_at: string;
  /** When the call's results are published ('' never): landing pages show their results sections from then on. */
  results_at: string;
  access: FormOptions['access'];
  max_submissions: number | '';
  confirmation: LocalizedText;
  public_votes: boolean;
  judged: boolean;
  notify: boolean;
  vote_opens_at: string;
  vote_closes_at: string;
  votes_per_email: number | '';
  voter_fields: string[];
  assistants_export: boolean;
}

/** The values before the form is read (never saved: a form that cannot be read offers no form). */
export const EMPTY_OPTIONS: FormOptionsValues = {
  slug: '',
  status: 'draft',
  opens_at: '',
  closes_at: '',
  results_at: '',
  access: 'anyone',
  max_submissions: '',
  confirmation: {},
  public_votes: false,
  judged: false,
  notify: false,
  vote_opens_at: '',
  vote_closes_at: '',
  votes_per_email: '',
  voter_fields: [],
  assistants_export: false,
};

/** A stored form's settings (or a kept save's body) as the screen's values. */
export function optionsToForm(options: FormOptions): FormOptionsValues {
  return {
    slug: options.slug,
    status: options.status,
    opens_at: toLocalInput(options.opens_at),
    closes_at: toLocalInput(options.closes_at),
    results_at: toLocalInput(options.results_at ?? null),
    access: options.access,
    max_submissions: options.max_submissions ?? '',
    confirmation: { ...options.confirmation },
    public_votes: options.public_votes,
    judged: options.judged,
    notify: options.notify,
    vote_opens_at: toLocalInput(options.vote_opens_at),
    vote_closes_at: toLocalInput(options.vote_closes_at),
    votes_per_email: options.votes_per_email ?? '',
    voter_fields: [...options.voter_fields],
    assistants_export: options.assistants_export,
  };
}

/** The screen's values as the settings the save takes: a message left blank in a language is no message there. */
export function optionsPayload(values: FormOptionsValues): FormOptions {
  const confirmation = Object.fromEntries(
    Object.entries(values.confirmation)
      .map(([lang, text]) => [lang, (text ?? '').trim()])
      .filter(([, text]) => text !== ''),
  ) as LocalizedText;
  return {
    slug: values.slug.trim(),
    status: values.status,
    opens_at: fromLocalInput(values.opens_at),
    closes_at: fromLocalInput(values.closes_at),
    results_at: fromLocalInput(values.results_at),
    access: values.access,
    max_submissions: values.max_submissions === '' ? null : values.max_submissions,
    confirmation,
    public_votes: values.public_votes,
    judged: values.judged,
    notify: values.notify,
    vote_opens_at: fromLocalInput(values.vote_opens_at),
    vote_closes_at: fromLocalInput(values.vote_closes_at),
    votes_per_email: values.votes_per_email === '' ? null : values.votes_per_email,
    voter_fields: values.voter_fields,
    assistants_export: values.assistants_export,
  };
}
