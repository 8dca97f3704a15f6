import { IconThumbUp } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const FORM = 'company/:company/project/:project/forms/:form';

/** A form's public votes: the Votes screen, beside the form's results. */
export const votesArea = clientArea({
  name: 'votes',
  routes: [
    // Under the results' address: the bar of a form's results screens links it as one of them.
    signedIn(`${FORM}/results/votes`, 'votes', {
      area: 'project',
      icon: IconThumbUp,
      screen: () => import('./votes-page.tsx').then((m) => m.VotesPage),
      namespaces: ['votes'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
