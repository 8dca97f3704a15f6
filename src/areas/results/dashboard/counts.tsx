import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Text.css';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { EndpointOutput } from '../../../../contract/endpoint.ts';
import type { ResultsSummary } from '../../../../contract/results.ts';
import { SUBMISSION_STATUSES } from '../../../../contract/submission-status.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { SubmissionStatusBadge } from '../../../components/submission-status-badge.tsx';

/** The dashboard's figures as the summary gives them. */
export type Summary = EndpointOutput<typeof ResultsSummary>;

function Figure({ label, value, testId }: { label: React.ReactNode; value: number | undefined; testId: string }) {
  const { locale } = useI18nContext();
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed" component="div">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={24} width={48} mt={6} />
      ) : (
        <Text fz={24} fw={700} lh={1.3}>
          {value.toLocaleString(locale)}
        </Text>
      )}
    </Paper>
  );
}

/** The filtered submissions counted: in all, the drafts still open, and by status. */
export function Counts({ summary }: { summary: Summary | undefined }) {
  const { LL } = useI18nContext();
  const words = LL.results.dashboard;
  // A draft is counted by status only when the filters ask for drafts: otherwise the drafts' own figure says it.
  const statuses = SUBMISSION_STATUSES.filter((status) => status !== 'draft' || (summary?.by_status.draft ?? 0) > 0);
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 8 }} spacing="sm" data-print-keep>
      <Figure label={words.total()} value={summary?.total} testId="count-total" />
      <Figure label={words.drafts()} value={summary?.drafts} testId="count-drafts" />
      {statuses.map((status) => (
        <Figure key={status} label={<SubmissionStatusBadge status={status} />} value={summary ? (summary.by_status[status] ?? 0) : undefined} testId={`count-${status}`} />
      ))}
    </SimpleGrid>
  );
}
