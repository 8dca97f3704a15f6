import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a status means to the reader, not its name: every status of every area maps to one of these. */
export type StatusTone = 'positive' | 'neutral' | 'warning' | 'negative' | 'info';

/** The colours of a small label: its text, its tint and its border. */
export type BadgeColors = { color: string; background: string; border: string };

// Text on tint, each pair at least 4.5:1 (WCAG AA for small text): Mantine's own light
// variants are 2.4 to 3.8:1 for green, teal, orange and yellow.
export const STATUS_COLORS: Record<StatusTone, BadgeColors> = {
  positive: { color: '#1b5e2a', background: 'var(--mantine-color-green-0)', border: 'var(--mantine-color-green-3)' },
  neutral: { color: 'var(--mantine-color-gray-8)', background: 'var(--mantine-color-gray-1)', border: 'var(--mantine-color-gray-4)' },
  warning: { color: '#7a4100', background: 'var(--mantine-color-yellow-0)', border: 'var(--mantine-color-yellow-4)' },
  negative: { color: 'var(--mantine-color-red-9)', background: 'var(--mantine-color-red-0)', border: 'var(--mantine-color-red-3)' },
  info: { color: 'var(--mantine-color-blue-9)', background: 'var(--mantine-color-blue-0)', border: 'var(--mantine-color-blue-3)' },
};

/**
 * A status as a small label: in the words of the status (never cut short, never in capitals
 * that hide it), its colour from what it means.
 */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <ColoredBadge colors={STATUS_COLORS[tone]} data-tone={tone}>
      {children}
    </ColoredBadge>
  );
}

/** A small label in colours of its own (a level, a kind), drawn as a status's: never cut short, never in capitals. */
export function ColoredBadge({ colors, children, ...data }: { colors: BadgeColors; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Badge
      variant="outline"
      radius="sm"
      tt="none"
      fw={600}
      {...data}
      styles={{
        root: { color: colors.color, background: colors.background, borderColor: colors.border, maxWidth: 'none', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      }}
    >
      {children}
    </Badge>
  );
}
