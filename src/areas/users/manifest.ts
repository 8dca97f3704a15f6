import { IconDownload, IconUsersGroup } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

const PROJECT = 'company/:company/project/:project';

/** A project's registered users, and the installation's user export. */
export const usersArea = clientArea({
  name: 'users',
  routes: [
    signedIn(`${PROJECT}/users`, 'registeredUsers', {
      area: 'project',
      icon: IconUsersGroup,
      screen: () => import('./registered-users-page.tsx').then((m) => m.RegisteredUsersPage),
      namespaces: ['users'],
    }),
    signedIn('admin/installation/export', 'userExport', {
      area: 'admin',
      icon: IconDownload,
      screen: () => import('./user-export-page.tsx').then((m) => m.UserExportPage),
      namespaces: ['users'],
    }),
  ],
  operations: () => import('./operations.ts').then((m) => m.OPERATIONS),
});
