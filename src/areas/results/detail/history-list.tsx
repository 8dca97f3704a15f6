import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { z } from 'zod';
import type { HistoryEntrySchema } from '../../../../contract/results.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { SubmissionStatusBadge } from '../../../components/submission-status-badge.tsx';

/** A change of status in a submission's history. */
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** The changes of a submission's status, newest first: from what to what, by whom, when. */
export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  const { LL } = useI18nContext();
  const words = LL.results.detail;
  if (entries.length === 0) return <Text size="sm" c="dimmed">{words.noHistory()}</Text>;
  const newest = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {newest.map((entry, index) => (
        <Group key={`${entry.at}-${index}`} component="li" gap={6} wrap="wrap" align="center">
          {entry.from ? (
            <>
              <SubmissionStatusBadge status={entry.from} />
              <Text size="sm" component="span" aria-hidden="true">
                →
              </Text>
              <VisuallyHidden>{words.to()}</VisuallyHidden>
            </>
          ) : null}
          <SubmissionStatusBadge status={entry.to} />
          <Text size="sm" c="dimmed" component="span">
            {entry.by ? words.by({ name: entry.by.name }) : words.byRespondent()} · <RelativeTime value={entry.at} />
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
