import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { EndpointOutput } from '../../../contract/endpoint.ts';
import type { Job } from '../../../contract/jobs.ts';
import { isLanguage } from '../../../contract/languages.ts';
import { CampaignRecipients, CampaignRecipientsExport, MAIL_MERGE_LIMITS, RECIPIENT_STATES } from '../../../contract/mail-merge.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { JobProgress } from '../../components/job-progress.tsx';
import { languageName } from '../../components/language-tabs.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { StatusBadge, type StatusTone } from '../../components/status-badge.tsx';
import { call } from '../../lib/api.ts';
import { useCached } from '../../lib/cache/use-cached.ts';
import { useListQuery } from '../../lib/list-params.ts';
import { noticeFailure } from '../../lib/notices.ts';
import { positiveInt } from '../../lib/url-params.ts';

/** A recipient as the ledger shows them. */
export type LedgerRow = EndpointOutput<typeof CampaignRecipients>['items'][number];

type LedgerState = (typeof RECIPIENT_STATES)[number];

/** The ledger's filters as the address keeps them ('' is no filter). */
type LedgerQuery = { state: LedgerState | ''; search: string; page: number };

const DEFAULT_LEDGER: LedgerQuery = { state: '', search: '', page: 1 };

function ledgerFromParams(params: URLSearchParams): LedgerQuery {
  const state = params.get('state');
  return {
    state: RECIPIENT_STATES.includes(state as LedgerState) ? (state as LedgerState) : '',
    search: (params.get('search') ?? '').trim().slice(0, 200),
    page: positiveInt(params.get('page'), 1),
  };
}

const TONES: Record<LedgerState, StatusTone> = { queued: 'info', sent: 'positive', failed: 'negative', left_out: 'neutral' };

interface CampaignLedgerProps {
  scope: { company: string; project: string; campaign: string };
  /** Changes as the campaign moves on, so the page shown is read again. */
  revision: string;
}

/** Every recipient of the campaign with their state (and the relay's answer or why they were left out): filtered, searched, in pages, exported. */
export function CampaignLedger({ scope, revision }: CampaignLedgerProps) {
  const { LL } = useI18nContext();
  const words = LL.mailMerge.ledger;
  const [query, update] = useListQuery(ledgerFromParams, DEFAULT_LEDGER);
  const list = useCached(CampaignRecipients, { ...scope, ...(query.state ? { state: query.state } : {}), ...(query.search ? { search: query.search } : {}), page: query.page });
  const { reload } = list;
  // The page shown is read again as the campaign moves on (a mail sent, a failure).
  useEffect(() => {
    if (revision) reload();
  }, [revision, reload]);
  const [job, setJob] = useState<Job | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportLedger() {
    setExporting(true);
    const result = await call(CampaignRecipientsExport, { ...scope, ...(query.state ? { state: query.state } : {}) });
    setExporting(false);
    if (!result.ok) return void noticeFailure(result.error?.message ?? LL.mailMerge.unreachable());
    if (!result.queued) setJob(result.data);
  }

  const stateWords = (row: LedgerRow) => {
    const state = words.states[row.state]();
    return row.state === 'left_out' && row.reason ? `${state}: ${words.reasons[row.reason]()}` : state;
  };
  const columns: Column<LedgerRow>[] = [
    { key: 'email', header: words.email(), primary: true, cell: (row) => <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>{row.email || words.erased()}</Text> },
    { key: 'lang', header: words.language(), cell: (row) => (isLanguage(row.lang) ? languageName(row.lang) : row.lang) },
    {
      key: 'state',
      header: words.state(),
      cell: (row) => (
        <Group gap={4} wrap="wrap">
          <StatusBadge tone={TONES[row.state]}>{stateWords(row)}</StatusBadge>
          {row.possible_duplicate ? <StatusBadge tone="warning">{words.possibleDuplicate()}</StatusBadge> : null}
        </Group>
      ),
    },
    { key: 'error', header: words.error(), cell: (row) => (row.error ? <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>{row.error}</Text> : '') },
    { key: 'sent', header: words.sentAt(), cell: (row) => (row.sent_at ? <RelativeTime value={row.sent_at} /> : '') },
  ];
  const filtered = query.state !== '' || query.search !== '';
  const states = [{ value: '', label: words.anyState() }, ...RECIPIENT_STATES.map((state) => ({ value: state, label: words.states[state]() }))];

  return (
    <Stack gap="sm" component="section" aria-labelledby="ledger-title" data-testid="campaign-ledger">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Text fw={700} size="lg" component="h2" id="ledger-title" m={0}>
          {words.title()}
        </Text>
        <Button variant="default" leftSection={<IconDownload aria-hidden="true" size={16} />} loading={exporting} onClick={() => void exportLedger()}>
          {words.export()}
        </Button>
      </Group>
      {job ? <JobProgress key={job.id} job={job} /> : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput key={query.search} label={words.search()} placeholder={words.searchPlaceholder()} value={query.search} onSearch={(search) => update({ search })} />
        <NativeSelect label={words.state()} data={states} value={query.state} onChange={(event) => update({ state: event.currentTarget.value as LedgerQuery['state'] })} />
      </Group>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <>
          <DataList
            label={words.title()}
            columns={columns}
            rows={list.data?.items}
            rowKey={(row) => `${row.email}\n${row.state}\n${row.reason ?? ''}`}
            rowProps={(row) => ({ 'data-recipient': row.email, 'data-state': row.state })}
            empty={
              filtered ? (
                <EmptyState
                  title={words.noResultsTitle()}
                  message={words.noResultsMessage()}
                  action={
                    <Button variant="default" onClick={() => update({ ...DEFAULT_LEDGER })}>
                      {LL.shell.kit.clearFilters()}
                    </Button>
                  }
                />
              ) : (
                <EmptyState title={words.emptyTitle()} message={words.emptyMessage()} />
              )
            }
            skeletonRows={5}
          />
          <ListFooter total={list.data?.total} page={query.page} pageSize={MAIL_MERGE_LIMITS.ledgerPageSize} onPage={(page) => update({ page })} />
        </>
      )}
    </Stack>
  );
}
