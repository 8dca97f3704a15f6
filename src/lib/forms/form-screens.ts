import type { FormScope } from '../../../contract/fields.ts';

/** A form by its ids under its project and company: the contract's one declaration. */
export type { FormScope };

/** One of a form's results screens, linked side by side: the dashboard, the submissions, a block's, the votes. */
export type FormScreen = 'dashboard' | 'submissions' | 'votes' | { block: string };

/** The address of one of a form's results screens, with the filters' query (`status=received&…`) kept. */
export function formScreenPath(scope: FormScope, screen: FormScreen, filterSearch = ''): string {
  const base = `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/results`;
  const tail = typeof screen === 'string' ? screen : `submissions/block-${encodeURIComponent(screen.block)}`;
  return `${base}/${tail}${filterSearch ? `?${filterSearch}` : ''}`;
}

/** The address of a form's judging sessions, which its project's editors organise beside the results. */
export function judgingPath(scope: FormScope): string {
  return `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}/judging`;
}
