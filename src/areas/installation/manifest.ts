import { IconFileCertificate, IconHistory, IconInfoCircle } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** The installation admins' conditions, operations' log and information. */
export const installationArea = clientArea({
  name: 'installation',
  routes: [
    signedIn('admin/installation/conditions', 'conditions', {
      area: 'admin',
      icon: IconFileCertificate,
      screen: () => import('./conditions-page.tsx').then((m) => m.ConditionsPage),
      namespaces: ['installation'],
    }),
    signedIn('admin/installation/logs', 'operationsLog', {
      area: 'admin',
      icon: IconHistory,
      screen: () => import('./logs/operations-log-page.tsx').then((m) => m.OperationsLogPage),
      namespaces: ['installation'],
      section: 'logs',
    }),
    signedIn('admin/installation/info', 'info', {
      area: 'admin',
      icon: IconInfoCircle,
      screen: () => import('./info/info-page.tsx').then((m) => m.InfoPage),
      namespaces: ['installation'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
