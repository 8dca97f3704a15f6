import type { FormScope } from '../../../contract/fields.ts';

/** A form by its ids under its project and company: the contract's one declaration. */
export type { FormScope };

/** One of a form's results screens, the second level under its Results tab: the dashboard, the submissions, a block's, and the votes beside them. */
export type FormScreen = 'dashboard' | 'submissions' | 'votes' | { block: string };

/** One of a form's tabs, each a screen (Results the first of its own). */
export type FormTab = 'editor' | 'options' | 'results' | 'votes' | 'judging' | 'autocomposer';

const formBase = (scope: FormScope) => `/app/in/company/${scope.company}/project/${scope.project}/forms/${scope.form}`;

/** The address of one of a form's results screens, with the filters' query (`status=received&…`) kept. */
export function formScreenPath(scope: FormScope, screen: FormScreen, filterSearch = ''): string {
  const tail = typeof screen === 'string' ? screen : `submissions/block-${encodeURIComponent(screen.block)}`;
  return `${formBase(scope)}/results/${tail}${filterSearch ? `?${filterSearch}` : ''}`;
}

/** The address of a form's judging sessions, which its project's editors organise beside the results. */
export function judgingPath(scope: FormScope): string {
  return `${formBase(scope)}/judging`;
}

/**
 * A form's tabs in their order, and whether only whoever edits the project opens each: the same
 * `editorsOnly` its route declares (a test holds them equal). The form's assistants read the
 * form in the Field Editor and Options, and its results and votes.
 */
export const FORM_TABS: readonly { tab: FormTab; editorsOnly: boolean }[] = [
  { tab: 'editor', editorsOnly: false },
  { tab: 'options', editorsOnly: false },
  { tab: 'results', editorsOnly: false },
  { tab: 'votes', editorsOnly: false },
  { tab: 'judging', editorsOnly: true },
  { tab: 'autocomposer', editorsOnly: true },
];

/** The address a form's tab leads to; Results and Votes keep the results' filters. */
export function formTabPath(scope: FormScope, tab: FormTab, filterSearch = ''): string {
  switch (tab) {
    case 'editor':
    case 'options':
      return `${formBase(scope)}/${tab}`;
    case 'autocomposer':
      return `${formBase(scope)}/suggester`;
    case 'judging':
      return judgingPath(scope);
    case 'results':
      return formScreenPath(scope, 'dashboard', filterSearch);
    case 'votes':
      return formScreenPath(scope, 'votes', filterSearch);
  }
}

/** The tabs an operator is offered, with their addresses: all of them to whoever edits the project, the others to the form's assistants. */
export function formTabs(scope: FormScope, editor: boolean, filterSearch = ''): { tab: FormTab; to: string }[] {
  return FORM_TABS.filter((entry) => editor || !entry.editorsOnly).map(({ tab }) => ({ tab, to: formTabPath(scope, tab, filterSearch) }));
}
