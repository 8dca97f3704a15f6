import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { OfflineReadNotice } from './offline-read-notice.tsx';
import { PageHeader } from './page-header.tsx';
import { titleText, useScreenMatch } from './screen-handle.ts';

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
  return (
    <Stack gap="md">
      <PageHeader title={title} actions={actions} description={description} />
      <OfflineReadNotice />
      {children}
    </Stack>
  );
}
