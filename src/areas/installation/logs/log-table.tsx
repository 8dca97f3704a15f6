import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { StatusBadge, type StatusTone } from '../../../components/status-badge.tsx';
import { LogChanges } from './log-changes.tsx';
import { DetailsToggle, LogDetails } from './log-details.tsx';
import type { LogRow } from './log-row.ts';

/** What a status means: success, the caller's mistake, the server's failure. */
export function statusTone(status: number): StatusTone {
  if (status >= 500) return 'negative';
  if (status >= 400) return 'warning';
  return 'positive';
}

function OutcomeBadge({ status }: { status: number }) {
  const { LL } = useI18nContext();
  const outcomes = LL.installation.logs.outcomes;
  const label = status >= 500 ? outcomes.failed() : status >= 400 ? outcomes.refused() : outcomes.done();
  return (
    <StatusBadge tone={statusTone(status)}>{label}</StatusBadge>
  );
}

function useOpenRows(): [(id: number) => boolean, (id: number) => void] {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return [(id) => open.has(id), toggle];
}

/**
 * A page of the operations' log, newest first: when, who did what to which record, the fields
 * changed and the outcome, the stored facts behind a toggle. A table from `sm` up, cards below.
 */
export function LogTable({ items }: { items: LogRow[] }) {
  const { LL } = useI18nContext();
  const texts = LL.installation.logs;
  const [isOpen, toggle] = useOpenRows();
  return (
    <>
      <Box visibleFrom="sm" tabIndex={0} role="region" aria-label={texts.tableLabel()} style={{ overflowX: 'auto' }}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.when()}</Table.Th>
              <Table.Th>{texts.what()}</Table.Th>
              <Table.Th>{texts.changes()}</Table.Th>
              <Table.Th>{texts.outcome()}</Table.Th>
              <Table.Th>{texts.details()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.flatMap((row) => [
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <RelativeTime value={row.at} />
                </Table.Td>
                <Table.Td>{row.sentence}</Table.Td>
                <Table.Td>
                  <LogChanges row={row} />
                </Table.Td>
                <Table.Td>
                  <OutcomeBadge status={row.status} />
                </Table.Td>
                <Table.Td>
                  <DetailsToggle row={row} view="table" open={isOpen(row.id)} onToggle={() => toggle(row.id)} />
                </Table.Td>
              </Table.Tr>,
              isOpen(row.id) ? (
                <Table.Tr key={`${row.id}-details`}>
                  <Table.Td colSpan={5}>
                    <LogDetails row={row} view="table" />
                  </Table.Td>
                </Table.Tr>
              ) : null,
            ])}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="xs" component="ul" aria-label={texts.tableLabel()} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((row) => (
          <Card key={row.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                <RelativeTime value={row.at} />
              </Text>
              <OutcomeBadge status={row.status} />
            </Group>
            <Text mt={4} style={{ overflowWrap: 'anywhere' }}>
              {row.sentence}
            </Text>
            <LogChanges row={row} />
            <Group mt={4}>
              <DetailsToggle row={row} view="card" open={isOpen(row.id)} onToggle={() => toggle(row.id)} />
            </Group>
            {isOpen(row.id) ? <LogDetails row={row} view="card" /> : null}
          </Card>
        ))}
      </Stack>
    </>
  );
}
