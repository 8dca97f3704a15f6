import { signedOut, type SignedOutRoute } from '../../lib/screen-route.ts';

/** The signed-out screens of spec section 2: the sign-in page's entry knows only these. */
export const SIGNED_OUT_ROUTES: readonly SignedOutRoute[] = [
  signedOut('login', 'login', () => import('../../areas/accounting/sign-in/login-page.tsx').then((m) => m.LoginPage)),
  signedOut('recovery', 'recovery', () =>
    import('../../areas/accounting/recovery/recovery-page.tsx').then((m) => m.RecoveryPage),
  ),
  signedOut('recovery/:token', 'recoveryComplete', () =>
    import('../../areas/accounting/recovery/recovery-complete-page.tsx').then((m) => m.RecoveryCompletePage),
  ),
  signedOut('invite/:token', 'invite', () => import('../../areas/accounting/invite/invite-page.tsx').then((m) => m.InvitePage)),
  // A provider's test, started on one page and reported on the result page: its texts load with them.
  signedOut('fia-sso/result/:token', 'ssoResult', () => import('../../areas/accounting/sso/sso-result-page.tsx').then((m) => m.SsoResultPage), [
    'accounting',
  ]),
  signedOut('fia-sso/test/start/:id', 'ssoTest', () => import('../../areas/accounting/sso/sso-test-page.tsx').then((m) => m.SsoTestPage), [
    'accounting',
  ]),
  ];
