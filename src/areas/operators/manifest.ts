import { IconUsers } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** A company's managers and their roles. */
export const operatorsArea = clientArea({
  name: 'operators',
  routes: [
    signedIn('company/:company/options/operators', 'managers', {
      area: 'company',
      icon: IconUsers,
      screen: () => import('./managers-page.tsx').then((m) => m.ManagersPage),
      namespaces: ['operators'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
