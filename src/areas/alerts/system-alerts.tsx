import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Stack, Text, Title } from '@mantine/core';
import { SystemAlertList, type SystemAlertItem } from '../../../contract/alerts.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { fullTime } from '../../lib/time/relative.ts';
import { SEVERITY_TONES, severityWord, titleIn } from './alert-words.ts';

function useColumns(cleared: boolean): Column<SystemAlertItem>[] {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const columns: Column<SystemAlertItem>[] = [
    {
      key: 'problem',
      header: words.systemProblem(),
      primary: true,
      cell: (item) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {titleIn(item.title, locale, item.kind)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {titleIn(item.text, locale, '')}
          </Text>
        </Stack>
      ),
    },
    { key: 'severity', header: words.colSeverity(), cell: (item) => <StatusBadge tone={SEVERITY_TONES[item.severity]}>{severityWord(words, item.severity)}</StatusBadge> },
    { key: 'raised', header: words.systemRaised(), cell: (item) => fullTime(new Date(item.raised_at), locale) },
  ];
  if (cleared) columns.push({ key: 'cleared', header: words.systemClearedAt(), cell: (item) => (item.cleared_at ? fullTime(new Date(item.cleared_at), locale) : '') });
  return columns;
}

/** The problems the server raised and still finds, and those it cleared in the last 30 days. */
export function SystemAlerts() {
  const { LL } = useI18nContext();
  const words = LL.alerts;
  const lists = useCached(SystemAlertList, {});
  const openColumns = useColumns(false);
  const clearedColumns = useColumns(true);
  if (lists.settled && !lists.data) return <NotLoaded offline={lists.error === null} onRetry={lists.reload} />;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {words.systemOpen()}
        </Title>
        <DataList
          label={words.systemOpen()}
          columns={openColumns}
          rows={lists.data?.open}
          rowKey={(item) => item.id}
          rowProps={(item): Record<string, string> => ({ 'data-system-alert': item.kind })}
          empty={<EmptyState title={words.systemEmptyOpen()} />}
          skeletonRows={2}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {words.systemCleared()}
        </Title>
        <DataList
          label={words.systemCleared()}
          columns={clearedColumns}
          rows={lists.data?.cleared}
          rowKey={(item) => item.id}
          empty={<EmptyState title={words.systemEmptyCleared()} />}
          skeletonRows={2}
        />
      </Stack>
    </Stack>
  );
}
