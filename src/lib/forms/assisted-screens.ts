import type { Language } from '../../../contract/languages.ts';
import type { AssistedForm } from '../../../contract/projects.ts';
import { localized } from '../form-fields/localized.ts';
import { formScreenPath } from './form-screens.ts';

/** The screens a form's assistant opens, by the titles their routes declare. */
export type AssistedTitle = 'resultsDashboard' | 'submissions' | 'votes';

/** One screen of an assisted form, as Home, the navbar and the command palette link it. */
export interface AssistedScreen {
  to: string;
  title: AssistedTitle;
}

/** An assisted form's screens: its results dashboard and submissions, and its votes when it takes public votes. */
export function assistedScreens(company: string, project: string, form: AssistedForm): AssistedScreen[] {
  const scope = { company, project, form: form.id };
  const screens: AssistedScreen[] = [
    { to: formScreenPath(scope, 'dashboard'), title: 'resultsDashboard' },
    { to: formScreenPath(scope, 'submissions'), title: 'submissions' },
  ];
  if (form.public_votes) screens.push({ to: formScreenPath(scope, 'votes'), title: 'votes' });
  return screens;
}

/** An assisted form's name in the reader's language, else in another it is written in, else its slug. */
export function assistedFormName(form: AssistedForm, lang: Language): string {
  return localized(form.title, lang, lang) || form.slug;
}
