import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Stack, Text, Title } from '@mantine/core';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { Language } from '../../../contract/languages.ts';
import type { VoteSummary } from '../../../contract/votes.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useState } from 'react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { SubmissionStatusBadge } from '../../components/submission-status-badge.tsx';
import { localized } from '../../lib/form-fields/localized.ts';
import { answerText } from './vote-words.ts';

type Summary = EndpointOutput<typeof VoteSummary>;
type Tally = Summary['items'][number];

interface VoteTalliesProps {
  summary: Summary | undefined;
  fallback: Language;
  onShowVotes(tally: Tally): void;
}

// The submissions shown at once: the summary holds them all, the screen pages through them.
const TALLY_PAGE_SIZE = 25;

/** The valid and invalidated votes of each submission, most voted first, with what voters saw of it, a page at a time. */
export function VoteTallies({ summary, fallback, onShowVotes }: VoteTalliesProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.votes.tallies;
  const lang = locale as Language;
  const fields = summary?.fields ?? [];
  const [page, setPage] = useState(1);
  const total = summary?.items.length;
  // Fewer submissions after a change (an invalidation moves none, a new summary may): the last page that exists.
  const current = total === undefined ? 1 : Math.min(page, Math.max(1, Math.ceil(total / TALLY_PAGE_SIZE)));
  const rows = summary?.items.slice((current - 1) * TALLY_PAGE_SIZE, current * TALLY_PAGE_SIZE);
  const shown = (tally: Tally) =>
    fields
      .filter((field) => tally.answers[field.key] !== undefined)
      .map((field) => `${localized(field.label, lang, fallback) || field.key}: ${answerText(field, tally.answers[field.key], lang, fallback)}`);
  const columns: Column<Tally>[] = [
    { key: 'number', header: texts.number(), primary: true, cell: (tally) => LL.votes.list.number({ number: tally.number }) },
    {
      key: 'shown',
      header: texts.shown(),
      cell: (tally) => (
        <Stack gap={2}>
          {shown(tally).map((line) => (
            <Text key={line} size="sm" lineClamp={2}>
              {line}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'name', header: texts.name(), cell: (tally) => tally.name ?? <Text span size="sm" c="dimmed">{texts.erased()}</Text> },
    { key: 'status', header: texts.status(), cell: (tally) => <SubmissionStatusBadge status={tally.status} /> },
    { key: 'valid', header: texts.valid(), cell: (tally) => <Text fw={700} size="sm">{tally.valid.toLocaleString(locale)}</Text> },
    { key: 'invalid', header: texts.invalid(), cell: (tally) => tally.invalid.toLocaleString(locale) },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="vote-tallies-title">
      <Title order={2} size="h4" id="vote-tallies-title">
        {texts.title()}
      </Title>
      <DataList
        label={texts.label()}
        columns={columns}
        rows={rows}
        rowKey={(tally) => tally.submission}
        rowProps={(tally) => ({ 'data-submission': tally.submission })}
        actions={(tally) =>
          tally.valid + tally.invalid > 0 ? (
            <Button size="xs" variant="default" aria-label={texts.showOf({ number: tally.number })} onClick={() => onShowVotes(tally)}>
              {texts.show()}
            </Button>
          ) : null
        }
        empty={<EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} />}
        skeletonRows={8}
      />
      <ListFooter total={total} page={current} pageSize={TALLY_PAGE_SIZE} onPage={setPage} />
    </Stack>
  );
}
