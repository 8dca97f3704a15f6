import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A record's detail: its label, small and dimmed, over its value, which wraps anywhere (an email, an address). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
