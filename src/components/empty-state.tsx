import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What is empty, in a few words ("No companies yet"). */
  title: string;
  /** What to do about it. */
  message?: ReactNode;
  /** The next step as a button (create the first one, clear the filters). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** A list or a panel with nothing in it: says so, and offers the next step. */
export function EmptyState({ title, message, action, icon }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid="empty-state" style={{ borderStyle: 'dashed' }}>
      <Stack align="center" gap="xs" ta="center">
        {icon}
        <Text fw={600}>{title}</Text>
        {message ? (
          <Text size="sm" c="dimmed" maw={480}>
            {message}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
