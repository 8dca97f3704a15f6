import { IconKey, IconLock } from '@tabler/icons-react';
import { clientArea } from '../../lib/area.ts';
import { signedIn } from '../../lib/screen-route.ts';

/** The operator's own account. */
export const accountingArea = clientArea({
  name: 'accounting',
  routes: [
    signedIn('account/password/:force?', 'changePassword', {
      area: 'account',
      icon: IconLock,
      screen: () => import('./account/change-password-page.tsx').then((m) => m.ChangePasswordPage),
      namespaces: ['accounting'],
    }),
    signedIn('account/options', 'loginOptions', {
      area: 'account',
      icon: IconKey,
      screen: () => import('./account/login-options-page.tsx').then((m) => m.LoginOptionsPage),
      namespaces: ['accounting'],
    }),
  ],
});
