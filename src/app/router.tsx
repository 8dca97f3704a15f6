import { createBrowserRouter, redirect } from 'react-router-dom';
import { PageLoader } from '../components/page-loader.tsx';
import { HOME_PATH } from '../lib/next-path.ts';
import { requireSignedIn, requireSignedOut } from './guards.ts';

const toHome = () => redirect(HOME_PATH);

/** Every route of the app; each screen's code loads only when its route is opened. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/app',
      HydrateFallback: PageLoader,
      children: [
        {
          path: 'out',
          loader: requireSignedOut,
          children: [
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('../areas/accounting/login-page.tsx')).LoginPage }),
            },
            { path: '*', loader: toHome },
          ],
        },
        {
          path: 'in',
          loader: requireSignedIn,
          children: [
            {
              path: 'home',
              lazy: async () => ({ Component: (await import('../areas/home/home-page.tsx')).HomePage }),
            },
            { path: '*', loader: toHome },
          ],
        },
        { index: true, loader: toHome },
        { path: '*', loader: toHome },
      ],
    },
    { path: '*', loader: toHome },
  ]);
}
