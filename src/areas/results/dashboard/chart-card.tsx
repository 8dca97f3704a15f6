import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, Collapse, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter, IconPhotoDown } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { noticeFailure } from '../../../lib/notices.ts';
import { downloadChartPng } from './chart-png.ts';

/** One line of a chart's numbers: what it counts, how many, and the filter it adds when there is one. */
export interface ChartRow {
  key: string;
  label: string;
  count: number;
  onFilter?: () => void;
}

interface ChartCardProps {
  title: string;
  /** A line under the title: answered and empty, the mean and the median. */
  summary?: ReactNode;
  /** The chart; nothing when the field's type has none. */
  chart?: ReactNode;
  /** The chart's numbers, as a table that can be opened under it (what a screen reader reads). */
  rows?: ChartRow[];
  /** What the table's first column holds ("Option", "Day"). */
  rowHeader?: string;
}

/**
 * A chart of the dashboard in its card: the title, a line of figures, the chart (its numbers in a
 * table under it, for whoever does not read charts), and its download as a PNG. Kept whole on a
 * printed page.
 */
export function ChartCard({ title, summary, chart, rows, rowHeader }: ChartCardProps) {
  const { LL, locale } = useI18nContext();
  const words = LL.results.dashboard;
  const area = useRef<HTMLDivElement>(null);
  const [showing, { toggle }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const tableId = useId();
  const download = async () => {
    if (!area.current) return;
    setBusy(true);
    const saved = await downloadChartPng(area.current, title).catch(() => false);
    setBusy(false);
    if (!saved) noticeFailure(words.pngFailed());
  };
  const total = rows?.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} data-print-keep data-testid="chart-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {chart ? (
            <Tooltip label={words.downloadPng()} withinPortal>
              <ActionIcon variant="subtle" color="gray" aria-label={words.downloadPngOf({ title })} loading={busy} onClick={() => void download()} data-print-hide>
                <IconPhotoDown aria-hidden="true" size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        {summary ? (
          <Text size="sm" c="dimmed">
            {summary}
          </Text>
        ) : null}
        {chart ? (
          <div ref={area} role="img" aria-label={words.chartOf({ title })}>
            {chart}
          </div>
        ) : null}
        {rows && rows.length > 0 ? (
          <>
            <Group data-print-hide>
              <Button variant="subtle" size="compact-sm" aria-expanded={showing} aria-controls={tableId} onClick={toggle}>
                {showing ? words.hideNumbers() : words.showNumbers()}
              </Button>
            </Group>
            <Collapse expanded={showing} id={tableId}>
              <Table verticalSpacing={4} fz="sm" aria-label={words.numbersOf({ title })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{rowHeader ?? words.value()}</Table.Th>
                    <Table.Th ta="end">{words.count()}</Table.Th>
                    <Table.Th ta="end">{words.share()}</Table.Th>
                    {rows.some((row) => row.onFilter) ? <Table.Th>{LL.shell.kit.actions()}</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.label}</Table.Td>
                      <Table.Td ta="end">{row.count.toLocaleString(locale)}</Table.Td>
                      <Table.Td ta="end">{total > 0 ? `${Math.round((row.count / total) * 100)}%` : '–'}</Table.Td>
                      {row.onFilter ? (
                        <Table.Td>
                          <Button variant="subtle" size="compact-xs" leftSection={<IconFilter aria-hidden="true" size={12} />} aria-label={words.filterBy({ value: row.label })} onClick={row.onFilter}>
                            {words.filter()}
                          </Button>
                        </Table.Td>
                      ) : rows.some((other) => other.onFilter) ? (
                        <Table.Td />
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Collapse>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
