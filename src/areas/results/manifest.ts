import { IconChartBar, IconInbox, IconThumbUp } from '@tabler/icons-react';
import type { Namespaces } from '../../../i18n/i18n-types';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;
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
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
  crumbs: { block: () => import('./block-crumb.tsx') },
});
