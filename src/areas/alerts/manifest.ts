import { IconAlertTriangle } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** The installation admins' Alerts screen: announcements with their receipts, and the system alerts. */
export const alertsArea = clientArea({
  name: 'alerts',
  routes: [
    signedIn('admin/installation/alerts', 'alerts', {
      area: 'admin',
      icon: IconAlertTriangle,
      screen: () => import('./alerts-page.tsx').then((m) => m.AlertsPage),
      namespaces: ['alerts'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
