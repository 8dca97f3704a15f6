import { IconChartBar, IconInbox } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';
const FORM = `${PROJECT}/forms/:form`;

/** A form's results: dashboard and submissions, of the form or of one block. */
export const resultsArea = clientArea({
  name: 'results',
  routes: [
    signedIn(`${FORM}/results/dashboard`, 'resultsDashboard', {
      area: 'project',
      icon: IconChartBar,
      screen: () => import('./results-dashboard-page.tsx').then((m) => m.ResultsDashboardPage),
      namespaces: ['results'],
    }),
    signedIn(`${FORM}/results/submissions`, 'submissions', {
      area: 'project',
      icon: IconInbox,
      screen: () => import('./submissions-page.tsx').then((m) => m.SubmissionsPage),
      namespaces: ['results'],
    }),
    signedIn(`${FORM}/results/submissions/block-:block`, 'blockSubmissions', {
      area: 'project',
      icon: IconInbox,
      screen: () => import('./block-submissions-page.tsx').then((m) => m.BlockSubmissionsPage),
      namespaces: ['results'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
  crumbs: { block: () => import('./block-crumb.tsx') },
});
