import { IconChartBar, IconInbox, IconThumbUp } from '@tabler/icons-react';
import type { Namespaces } from '../../../i18n/i18n-types';
import { clientArea, operation } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;
// The form's calls name it in the singular (`.../form/:form/...`), its screens in the plural.
const FORM_CALLS = `${PROJECT}/form/:form`;
// The results screens' own words, and the submissions' statuses, which the registered users' screen words too.
const RESULTS_TEXTS: readonly Namespaces[] = ['results', 'users'];

/** A form's results: dashboard, submissions and votes. */
export const resultsArea = clientArea({
  name: 'results',
  routes: [
    signedIn(`${FORM}/results/dashboard`, 'resultsDashboard', {
      area: 'project',
      icon: IconChartBar,
      screen: () => import('./results-dashboard-page.tsx').then((m) => m.ResultsDashboardPage),
      namespaces: RESULTS_TEXTS,
    }),
    signedIn(`${FORM}/results/submissions`, 'submissions', {
      area: 'project',
      icon: IconInbox,
      screen: () => import('./submissions-page.tsx').then((m) => m.SubmissionsPage),
      namespaces: RESULTS_TEXTS,
    }),
    signedIn(`${FORM}/results/submissions/block-:block`, 'blockSubmissions', {
      area: 'project',
      icon: IconInbox,
      screen: () => import('./block-submissions-page.tsx').then((m) => m.BlockSubmissionsPage),
      namespaces: RESULTS_TEXTS,
    }),
    signedIn(`${FORM}/results/votes`, 'votes', {
      area: 'project',
      icon: IconThumbUp,
      screen: () => import('./votes/votes-page.tsx').then((m) => m.VotesPage),
      namespaces: [...RESULTS_TEXTS, 'votes'],
    }),
  ],
  operations: [
    operation(`${FORM_CALLS}/results/change`, 'resultsChange'),
    operation(`${FORM_CALLS}/results/note/add`, 'noteAdd'),
    operation(`${FORM_CALLS}/results/note/delete`, 'noteDelete'),
    operation(`${FORM_CALLS}/results/filters/save`, 'filterSave'),
    operation(`${FORM_CALLS}/results/filters/delete`, 'filterDelete'),
    operation(`${FORM_CALLS}/results/export`, 'exportStart'),
    operation(`${FORM_CALLS}/votes/invalidate`, 'voteInvalidate'),
    operation(`${FORM_CALLS}/votes/restore`, 'voteRestore'),
    operation(`${FORM_CALLS}/votes/export`, 'exportStart'),
  ],
  crumbs: { block: () => import('./block-crumb.tsx') },
});
