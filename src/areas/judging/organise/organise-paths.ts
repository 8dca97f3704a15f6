import type { FormScope } from './session-values.ts';

/** The address a new session's editor opens at. */
export const NEW_SESSION = 'new';

/** A screen of one session: its settings, its judges' progress, its ranking. */
export type SessionScreen = 'settings' | 'progress' | 'ranking';

/** The address of a form's judging sessions. */
export function sessionsPath(scope: FormScope): string {
  return `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/judging`;
}

/** The address of one of a session's screens (`new` for a session still to be made). */
export function sessionScreenPath(scope: FormScope, session: string, screen: SessionScreen = 'settings'): string {
  const base = `${sessionsPath(scope)}/${encodeURIComponent(session)}`;
  return screen === 'settings' ? base : `${base}/${screen}`;
}

/** The address of a submission in the form's results, open beside the list. */
export function submissionPath(scope: FormScope, submission: string): string {
  return `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/results/submissions?submission=${encodeURIComponent(submission)}`;
}

/** The address of a company's operators, where a judge is invited. */
export function operatorsPath(company: string): string {
  return `/app/in/company/${encodeURIComponent(company)}/options/operators`;
}
