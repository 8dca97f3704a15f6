import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import type { Language } from '../../../../contract/languages.ts';
import { SessionGet, SessionRanking } from '../../../../contract/judging.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { JobProgress } from '../../../components/job-progress.tsx';
import { NoAccess } from '../../../components/no-access.tsx';
import { NotLoaded } from '../../../components/not-loaded.tsx';
import { Screen } from '../../../components/screen.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { localized } from '../../../lib/form-fields/localized.ts';
import { useListQuery } from '../../../lib/list-params.ts';
import { RankingList, type RankingOrder } from './ranking-list.tsx';
import { SessionNav } from './session-nav.tsx';
import { useFormDraft } from './use-form-title.ts';
import { useRankingExport } from './use-ranking-export.ts';

const REFUSED = ['forbidden', 'not_found', 'validation_failed'];

/** The ranking's page size: a session of hundreds of submissions reads in pages. */
const PAGE_SIZE = 50;

type RankingQuery = { order: RankingOrder; page: number };
const DEFAULT_QUERY: RankingQuery = { order: 'raw', page: 1 };

// The order and the page, kept in the address (`?order=normalised&page=2`) so a reload or a shared link keeps them.
function readQuery(params: URLSearchParams): RankingQuery {
  const page = Number(params.get('page'));
  return { order: params.get('order') === 'normalised' ? 'normalised' : 'raw', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** A session's ranking from the scores counted so far, by its raw or its normalised rank, and its export as an XLSX file. */
export function SessionRankingPage() {
  const { LL, locale } = useI18nContext();
  const words = LL.judging.organise.ranking;
  const { company = '', project = '', form = '', session = '' } = useParams();
  const scope = { company, project, form };
  const ref = { ...scope, session };
  const record = useCached(SessionGet, ref);
  const ranking = useCached(SessionRanking, ref);
  const draft = useFormDraft(scope).data?.entity.draft;
  const [query, update] = useListQuery(readQuery, DEFAULT_QUERY);
  const exporting = useRankingExport(scope, session);
  const orderId = useId();
  const fallback = (draft?.default_lang ?? 'it') as Language;
  const criteria = (record.data?.entity.criteria ?? []).map((criterion) => ({ key: criterion.key, label: localized(criterion.label, locale as Language, fallback) || criterion.key }));

  if ([record.error, ranking.error].some((error) => error && REFUSED.includes(error.code))) {
    return (
      <Screen>
        <NoAccess />
      </Screen>
    );
  }

  return (
    <Screen
      description={record.data?.entity.name}
      actions={
        <Button leftSection={<IconFileSpreadsheet aria-hidden="true" size={16} />} loading={exporting.starting} onClick={() => void exporting.start()}>
          {words.export()}
        </Button>
      }
    >
      <SessionNav scope={scope} session={session} current="ranking" />
      {exporting.job ? <JobProgress key={exporting.job.id} job={exporting.job} /> : null}
      <Stack gap={4}>
        <Text size="sm" fw={500} id={orderId}>
          {words.order()}
        </Text>
        <SegmentedControl
          aria-labelledby={orderId}
          value={query.order}
          onChange={(value) => update({ order: value as RankingOrder })}
          data={[
            { value: 'raw', label: words.orderRaw() },
            { value: 'normalised', label: words.orderNormalised() },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {ranking.settled && !ranking.data ? (
        <NotLoaded offline={ranking.error === null} onRetry={ranking.reload} />
      ) : (
        <>
          <RankingList
            scope={scope}
            items={ranking.data?.items}
            order={query.order}
            page={{ number: query.page, size: PAGE_SIZE }}
            criteria={criteria}
            empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} />}
          />
          <ListFooter total={ranking.data?.items.length} page={query.page} pageSize={PAGE_SIZE} onPage={(page) => update({ page })} />
        </>
      )}
    </Screen>
  );
}
