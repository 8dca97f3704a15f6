import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { PageTitle } from './page-title.tsx';
import { titleText, useScreenMatch } from './screen-handle.ts';

/** The translated title of the screen being shown, from its route. */
export function useScreenTitle(): string {
  const { LL } = useI18nContext();
  const match = useScreenMatch();
  return match ? titleText(LL, match.handle) : LL.app.name();
}

/** A screen: its title as the `<h1>` and the document title, then its content. */
export function Screen({ children }: { children?: ReactNode }) {
  const title = useScreenTitle();
  useDocumentTitle(title);
  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      {children}
    </Stack>
  );
}
