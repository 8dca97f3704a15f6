import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// The theme sets these variables from the stored palette; the fallbacks are the spec's defaults.
const TITLE_STYLE = {
  color: 'var(--bo-title-color, #fff)',
  background: 'var(--bo-title-bg, #2196F3)',
  borderRadius: 'var(--mantine-radius-sm)',
};

export interface PageHeaderProps {
  /** The screen's title: the page's only `<h1>`. */
  title: ReactNode;
  /** What the screen is about, under the title: the record's name, a line of help. */
  description?: ReactNode;
  /** The screen's own actions, beside the title: the primary one last, so it sits at the right. */
  actions?: ReactNode;
}

/**
 * A screen's header: the title in the theme's page-title colours, a line under it, and the
 * screen's actions beside it (below it on a phone).
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Stack gap={6}>
      <Group
        justify="space-between"
        align="center"
        gap="sm"
        px="md"
        py="xs"
        wrap="wrap"
        style={TITLE_STYLE}
        data-testid="page-header"
      >
        <Title order={1} size="h3" c="inherit" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {actions ? (
          <Group gap="xs" wrap="wrap" data-testid="page-actions">
            {actions}
          </Group>
        ) : null}
      </Group>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
