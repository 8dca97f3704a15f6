import { IconKey } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** Single sign-on: the installation's identity providers. */
export const ssoArea = clientArea({
  name: 'sso',
  routes: [
    signedIn('admin/installation/sso', 'ssoProviders', {
      area: 'admin',
      icon: IconKey,
      screen: () => import('./providers-screen.tsx').then((m) => m.ProvidersScreen),
      namespaces: ['sso'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
