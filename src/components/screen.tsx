import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useOfflineReadAt } from '../lib/cache/offline-reads.ts';
import { PageHeader } from './page-header.tsx';
import { titleText, useScreenMatch } from './screen-handle.ts';

// Shown only while the server does not answer: the notice, its icon and its relative time load then.
const OfflineReadNotice = lazy(async () => ({ default: (await import('./offline-read-notice.tsx')).OfflineReadNotice }));

/** The translated title of the screen being shown, from its route. */
export function useScreenTitle(): string {
  const { LL } = useI18nContext();
  const match = useScreenMatch();
  return match ? titleText(LL, match.handle) : LL.app.name();
}

export interface ScreenProps {
  children?: ReactNode;
  /** The screen's actions, beside its title (see PageHeader). */
  actions?: ReactNode;
  /** A line under the title: the record's name, a short help. */
  description?: ReactNode;
}

/**
 * A screen: its header (the route's title as the `<h1>` and the document title, its actions), a
 * line saying when its data was read when the server does not answer, then its content.
 */
export function Screen({ children, actions, description }: ScreenProps) {
  const title = useScreenTitle();
  useDocumentTitle(title);
  const readAt = useOfflineReadAt();
  return (
    <Stack gap="md">
      <PageHeader title={title} actions={actions} description={description} />
      {readAt !== null && (
        <Suspense fallback={null}>
          <OfflineReadNotice readAt={readAt} />
        </Suspense>
      )}
      {children}
    </Stack>
  );
}
