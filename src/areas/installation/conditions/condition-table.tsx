import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Group, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconHistory, IconPlus, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConditionPublish, ConditionWithdraw, type Condition } from '../../../../contract/installation.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { CardToolbarButton } from '../../../components/card-buttons.tsx';
import { DataList, type Column } from '../../../components/data-list.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { usePendingWrites } from '../../../lib/sync/use-outbox.ts';
import { ConditionBadges } from './condition-badges.tsx';
import { conditionTitle } from './condition-values.ts';

/** A row of the list: a published condition, or a new one kept on this device and not sent yet. */
export interface ConditionRow {
  key: string;
  condition: Condition | null;
  title: string;
  unsent: boolean;
}

/** What the operator may do with a condition from its row. */
export interface ConditionActions {
  history(row: ConditionRow): void;
  publish(condition: Condition): void;
  withdraw(condition: Condition, title: string): void;
  restore(condition: Condition, title: string): void;
}

interface ConditionTableProps {
  /** The conditions; undefined while they load. */
  items: Condition[] | undefined;
  actions: ConditionActions;
  empty: ReactNode;
}

// The list's rows: the stored conditions marked where a change to them waits on this device, then new ones not sent yet.
function useRows(items: Condition[] | undefined): ConditionRow[] | undefined {
  const { locale } = useI18nContext();
  const publishes = usePendingWrites(ConditionPublish);
  const withdrawals = usePendingWrites(ConditionWithdraw);
  const waiting = new Set([...publishes, ...withdrawals].map((entry) => String(entry.body.key)));
  const stored = items?.map((condition) => ({ key: condition.key, condition, title: conditionTitle(condition, locale), unsent: waiting.has(condition.key) }));
  const known = new Set(items?.map((condition) => condition.key));
  const created = publishes
    .filter((entry) => !known.has(String(entry.body.key)))
    .map((entry) => {
      const body = entry.body as { key: string; title?: Record<string, string> };
      return { key: body.key, condition: null, title: conditionTitle({ key: body.key, title: body.title ?? {} }, locale), unsent: true };
    });
  const unique = created.filter((row, index) => created.findIndex((other) => other.key === row.key) === index);
  return stored ? [...stored, ...unique] : unique.length > 0 ? unique : undefined;
}

/** The installation's conditions: each in its current version, with its status, publication and acceptances. */
export function ConditionTable({ items, actions, empty }: ConditionTableProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.installation.conditions;
  const rows = useRows(items);
  const columns: Column<ConditionRow>[] = [
    {
      key: 'condition',
      header: texts.condition(),
      primary: true,
      cell: (row) => (
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {row.title}
            </Text>
            {row.unsent && <StatusBadge tone="neutral">{LL.shell.kit.unsent()}</StatusBadge>}
          </Group>
          <Text span size="xs" c="dimmed" ff="monospace">
            {row.key}
          </Text>
        </Stack>
      ),
    },
    { key: 'version', header: texts.version(), cell: (row) => row.condition?.version },
    { key: 'status', header: texts.status(), cell: (row) => row.condition && <ConditionBadges condition={row.condition} /> },
    {
      key: 'published',
      header: texts.published(),
      cell: (row) =>
        row.condition && (
          <Text span size="sm">
            <RelativeTime value={row.condition.published_at} /> {texts.publishedBy({ email: row.condition.published_by_email ?? texts.someone() })}
          </Text>
        ),
    },
    {
      key: 'accepted',
      header: texts.accepted(),
      cell: (row) => row.condition && <span title={texts.acceptedHelp()}>{row.condition.accepted.toLocaleString(locale)}</span>,
    },
  ];
  return (
    <DataList
      label={texts.listLabel()}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      rowProps={(row): Record<string, string> => ({ 'data-condition': row.key, ...(row.unsent ? { 'data-pending': 'true' } : {}) })}
      empty={empty}
      skeletonRows={3}
      actions={(row) => {
        const condition = row.condition;
        if (!condition) return null;
        return (
          <>
            <CardToolbarButton size="xs" leftSection={<IconHistory aria-hidden="true" size={14} />} onClick={() => actions.history(row)}>
              {texts.history()}
            </CardToolbarButton>
            <CardToolbarButton size="xs" leftSection={<IconPlus aria-hidden="true" size={14} />} onClick={() => actions.publish(condition)}>
              {texts.publishNew()}
            </CardToolbarButton>
            {condition.withdrawn_at ? (
              <CardToolbarButton size="xs" leftSection={<IconRefresh aria-hidden="true" size={14} />} onClick={() => actions.restore(condition, row.title)}>
                {texts.publishAgain()}
              </CardToolbarButton>
            ) : (
              <CardToolbarButton size="xs" color="red" leftSection={<IconEyeOff aria-hidden="true" size={14} />} onClick={() => actions.withdraw(condition, row.title)}>
                {texts.withdraw()}
              </CardToolbarButton>
            )}
          </>
        );
      }}
    />
  );
}
