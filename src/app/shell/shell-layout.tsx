import '@mantine/core/styles/AppShell.css';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router-dom';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { SessionState } from '../../lib/session.ts';
import { useEditTextsStore } from '../edit-texts/edit-texts-state.ts';
import { useProjectTheme } from './use-project-theme.ts';
import { RouteBreadcrumbs } from './route-breadcrumbs.tsx';
import { NAVBAR_ID, ShellHeader } from './shell-header.tsx';
import { ShellNavbar } from './shell-navbar.tsx';

// Loaded only while an installation admin edits the texts in place: with it off, nothing of it runs.
const EditTextsLayer = lazy(async () => ({ default: (await import('../edit-texts/edit-texts-layer.tsx')).EditTextsLayer }));
// The alerts come after the screen's first paint, in a chunk of their own.
const AlertBanner = lazy(() => import('./alert-banner.tsx').then((m) => ({ default: m.AlertBanner })));

const HEADER_HEIGHT = 56;
const NAVBAR_WIDTH = 260;

/** The signed-in frame: header, navbar (behind a burger below lg) and the routed content. */
export function ShellLayout() {
  const { locale } = useI18nContext();
  const session = useRouteLoaderData('signed-in') as SessionState | undefined;
  // While a password change is forced there is nowhere else to go, so no navigation is offered.
  const forced = session?.mustchange ?? false;
  const [opened, { toggle, close }] = useDisclosure(false);
  // The screens inside a project are painted in the project's theme.
  useProjectTheme();
  const editingTexts = useEditTextsStore((state) => state.on) && !forced;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={forced ? undefined : { width: NAVBAR_WIDTH, breakpoint: 'lg', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <ShellHeader forced={forced} navbarOpened={opened} onToggleNavbar={toggle} />
      </AppShell.Header>
      {!forced && (
        <AppShell.Navbar p="xs" id={NAVBAR_ID}>
          <ShellNavbar onNavigate={close} />
        </AppShell.Navbar>
      )}
      {/* Keyed by language: a change re-creates the content, so every screen re-reads its texts. */}
      <AppShell.Main key={locale}>
        {!forced && <RouteBreadcrumbs />}
        {!forced && (
          <Suspense fallback={null}>
            <AlertBanner />
          </Suspense>
        )}
        <Outlet />
      </AppShell.Main>
      {editingTexts && (
        <Suspense fallback={null}>
          <EditTextsLayer />
        </Suspense>
      )}
    </AppShell>
  );
}
