import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { Language } from '../../contract/languages.ts';
import type { ThemeTexts } from '../lib/theme/theme-snapshot.ts';
import { useNoticeStore } from '../lib/notices.ts';
import { needsIosInstallHint } from './ios-install.ts';
import { Providers } from './providers.tsx';
import type { AppRouter } from './router.tsx';
import { useTextOverridesSync } from './text-overrides-sync.ts';
import { useUpdateStore } from './update-store.ts';

// Loaded only when a new version waits, so the first screen does not pay for it.
const UpdatePrompt = lazy(async () => ({ default: (await import('./update-prompt.tsx')).UpdatePrompt }));
// Loaded with the first notice.
const Notices = lazy(async () => ({ default: (await import('./notices.tsx')).Notices }));
// Loaded only on an iPhone or iPad that has not seen it.
const IosInstallHint = lazy(async () => ({ default: (await import('./ios-install-hint.tsx')).IosInstallHint }));

/**
 * The whole app: providers, routes, and the offer of a waiting new version; `theme` is the stored
 * one, `router` the one the start made and waited for (src/main.tsx).
 */
export function App({ locale, theme, router }: { locale: Language; theme?: ThemeTexts; router: AppRouter }) {
  useTextOverridesSync(router);
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  const [iosHint] = useState(needsIosInstallHint);
  const notices = useNoticeStore((state) => state.notices.length > 0);
  return (
    <Providers locale={locale} theme={theme}>
      <RouterProvider router={router} />
      {notices && (
        <Suspense fallback={null}>
          <Notices />
        </Suspense>
      )}
      {iosHint && (
        <Suspense fallback={null}>
          <IosInstallHint />
        </Suspense>
      )}
      {applyUpdate && (
        <Suspense fallback={null}>
          <UpdatePrompt onUpdate={applyUpdate} />
        </Suspense>
      )}
    </Providers>
  );
}
