import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { SUSPICION, VOTE_LIST_FILTERS, type VoteItem } from '../../../contract/votes.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { InvalidateDialog } from './invalidate-dialog.tsx';
import { VOTE_PAGE_SIZE, type VoteListQuery } from './vote-query.ts';

interface VoteListProps {
  query: VoteListQuery;
  /** The number of the submission the list is narrowed to. */
  submissionNumber: number | undefined;
  items: VoteItem[] | undefined;
  total: number | undefined;
  failed: { offline: boolean; retry(): void } | null;
  /** Editors invalidate and restore; the form's assistants only read. */
  canChange: boolean;
  busy: boolean;
  onQuery(change: Partial<VoteListQuery>): void;
  onInvalidate(ids: string[], reason: string): Promise<boolean>;
  onRestore(ids: string[]): Promise<boolean>;
}

/** The votes of the form, newest first: all, the suspicious ones or the invalidated ones, each with its reasons; chosen and invalidated or counted again. */
export function VoteList({ query, submissionNumber, items, total, failed, canChange, busy, onQuery, onInvalidate, onRestore }: VoteListProps) {
  const { LL, locale } = useI18nContext();
  const texts = LL.votes.list;
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<string[] | null>(null);
  const time = (vote: VoteItem) => new Date(vote.created_at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  const rows = items ?? [];
  const chosen = rows.filter((vote) => selected.includes(vote.id));
  const toValidate = chosen.filter((vote) => vote.valid).map((vote) => vote.id);
  const toRestore = chosen.filter((vote) => !vote.valid).map((vote) => vote.id);
  const change = (next: Partial<VoteListQuery>) => {
    setSelected([]);
    onQuery(next);
  };
  const toggle = (id: string, on: boolean) => setSelected((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  const allOnPage = rows.length > 0 && rows.every((vote) => selected.includes(vote.id));

  const columns: Column<VoteItem>[] = [
    { key: 'time', header: texts.time(), primary: true, cell: (vote) => <RelativeTime value={vote.created_at} /> },
    ...(canChange
      ? [
          {
            key: 'select',
            header: texts.select(),
            cell: (vote: VoteItem) => (
              <Checkbox
                aria-label={texts.selectVote({ time: time(vote), number: vote.submission.number })}
                checked={selected.includes(vote.id)}
                onChange={(event) => toggle(vote.id, event.currentTarget.checked)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'email',
      header: texts.email(),
      cell: (vote) =>
        vote.email ?? (
          <Text span size="sm" c="dimmed">
            {texts.hidden()}
          </Text>
        ),
    },
    { key: 'domain', header: texts.domain(), cell: (vote) => vote.email_domain },
    { key: 'submission', header: texts.submission(), cell: (vote) => texts.number({ number: vote.submission.number }) },
    {
      key: 'state',
      header: texts.state(),
      cell: (vote) =>
        vote.valid ? (
          <StatusBadge tone="positive">{texts.counted()}</StatusBadge>
        ) : (
          <Stack gap={2} align="flex-start">
            <StatusBadge tone="negative">{texts.invalidated()}</StatusBadge>
            {vote.invalid_reason ? <Text size="xs">{texts.reason({ reason: vote.invalid_reason })}</Text> : null}
            {vote.invalid_by ? (
              <Text size="xs" c="dimmed">
                {texts.by({ name: vote.invalid_by })}
              </Text>
            ) : null}
          </Stack>
        ),
    },
    {
      key: 'flags',
      header: texts.flags(),
      cell: (vote) =>
        vote.flags.length === 0 ? (
          ''
        ) : (
          <Group gap={4}>
            {vote.flags.map((flag) => (
              <StatusBadge key={flag} tone="warning">
                {LL.votes.flags[flag]()}
              </StatusBadge>
            ))}
          </Group>
        ),
    },
  ];

  const filtered = query.filter !== 'all' || query.submission !== '';
  const empty = filtered ? (
    <EmptyState
      title={texts.noneFoundTitle()}
      action={
        <Button variant="default" onClick={() => change({ filter: 'all', submission: '' })}>
          {texts.showAll()}
        </Button>
      }
    />
  ) : (
    <EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} />
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="vote-list-title">
      <Title order={2} size="h4" id="vote-list-title">
        {texts.title()}
      </Title>
      <Text size="sm" c="dimmed">
        {LL.votes.flags.help({ burst: SUSPICION.burstVotes, domain: SUSPICION.domainEmails, minutes: SUSPICION.windowMinutes })}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={texts.filter()}
          value={query.filter}
          onChange={(event) => change({ filter: event.currentTarget.value as VoteListQuery['filter'] })}
          data={VOTE_LIST_FILTERS.map((filter) => ({ value: filter, label: texts[filter]() }))}
        />
        {query.submission ? (
          <Button variant="default" onClick={() => change({ submission: '' })}>
            {`${texts.ofSubmission({ number: submissionNumber ?? 0 })} · ${texts.allSubmissions()}`}
          </Button>
        ) : null}
      </Group>
      {canChange && rows.length > 0 ? (
        <Group gap="sm" wrap="wrap" data-testid="vote-selection">
          <Checkbox
            label={texts.selectPage()}
            checked={allOnPage}
            indeterminate={!allOnPage && chosen.length > 0}
            onChange={(event) => setSelected(event.currentTarget.checked ? rows.map((vote) => vote.id) : [])}
          />
          <Text size="sm" role="status">
            {texts.selected({ count: chosen.length })}
          </Text>
          <Button size="xs" color="red" variant="light" leftSection={<IconBan aria-hidden="true" size={14} />} disabled={toValidate.length === 0} onClick={() => setAsking(toValidate)}>
            {texts.invalidate()}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRestore aria-hidden="true" size={14} />}
            disabled={toRestore.length === 0 || busy}
            onClick={() => void onRestore(toRestore).then((done) => done && setSelected([]))}
          >
            {texts.restore()}
          </Button>
        </Group>
      ) : null}
      {failed && !items ? (
        <NotLoaded offline={failed.offline} onRetry={failed.retry} />
      ) : (
        <DataList
          label={texts.label()}
          columns={columns}
          rows={items}
          rowKey={(vote) => vote.id}
          rowProps={(vote) => ({ 'data-vote': vote.id, 'data-valid': String(vote.valid) })}
          actions={
            canChange
              ? (vote) =>
                  vote.valid ? (
                    <Button size="xs" variant="default" color="red" aria-label={texts.invalidateVote({ time: time(vote) })} onClick={() => setAsking([vote.id])}>
                      {texts.invalidate()}
                    </Button>
                  ) : (
                    <Button size="xs" variant="default" aria-label={texts.restoreVote({ time: time(vote) })} disabled={busy} onClick={() => void onRestore([vote.id])}>
                      {texts.restore()}
                    </Button>
                  )
              : undefined
          }
          empty={empty}
          skeletonRows={VOTE_PAGE_SIZE}
        />
      )}
      <ListFooter total={total} page={query.page} pageSize={VOTE_PAGE_SIZE} onPage={(page) => onQuery({ page })} />
      <InvalidateDialog
        key={asking?.join(',') ?? 'closed'}
        count={asking?.length ?? 0}
        opened={asking !== null}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={async (reason) => {
          if (!asking) return;
          if (await onInvalidate(asking, reason)) {
            setAsking(null);
            setSelected([]);
          }
        }}
      />
    </Stack>
  );
}
