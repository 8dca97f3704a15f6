import '@mantine/core/styles/Title.css';
import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

// The theme sets these variables from the stored palette; the fallbacks are the spec's defaults.
const TITLE_STYLE = {
  color: 'var(--bo-title-color, #fff)',
  background: 'var(--bo-title-bg, #2196F3)',
  borderRadius: 'var(--mantine-radius-sm)',
};

/** The `<h1>` of every screen, in the theme's page-title colours. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h3" px="md" py="xs" style={TITLE_STYLE}>
      {children}
    </Title>
  );
}
