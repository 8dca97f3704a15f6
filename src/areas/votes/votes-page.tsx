import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Paper, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { FormGet } from '../../../contract/forms.ts';
import type { Language } from '../../../contract/languages.ts';
import { ProjectGet } from '../../../contract/projects.ts';
import { VoteList as VoteListCall, VoteSummary } from '../../../contract/votes.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormTabs } from '../../components/form-tabs.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { filterSearchOf } from '../../lib/filters/filter-params.ts';
import { localized } from '../../lib/form-fields/localized.ts';
import { useListQuery } from '../../lib/list-params.ts';
import { useVoteActions } from './use-vote-actions.ts';
import { VoteExportButtons, VoteExportProgress, useVoteExport } from './vote-export.tsx';
import { VoteList } from './vote-list.tsx';
import { VoteOverview } from './vote-overview.tsx';
import { DEFAULT_VOTE_LIST, voteListFromParams, voteListPayload } from './vote-query.ts';
import { VoteTallies } from './vote-tallies.tsx';

// The charts' library is most of the screen's weight: the screen asks for it as it opens, so it
// arrives while the summary is read, and the totals and lists do not wait for it.
const loadChart = () => import('./votes-per-day.tsx');
const VotesPerDay = lazy(() => loadChart().then((module) => ({ default: module.VotesPerDay })));

function ChartSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-skeleton="true" aria-busy="true">
      <Skeleton height={16} width="40%" mb="sm" />
      <Skeleton height={200} />
    </Paper>
  );
}

/**
 * The public votes of a form: its settings and totals, the valid votes per day and per
 * submission, and the votes themselves with what makes them suspicious. The project's editors
 * invalidate them (with a reason) or count them again, and export them; the form's assistants read.
 */
export function VotesPage() {
  const { locale } = useI18nContext();
  const { company = '', project = '', form = '' } = useParams();
  const scope = { company, project, form };
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const record = useCached(FormGet, scope).data?.entity;
  // The results' filters, when the address brought them, go back with the Results tab (the votes themselves are not filtered by them).
  const filterSearch = filterSearchOf(useLocation().search);
  // Editors of the project read it; the form's assistants do not, and only read the votes.
  const projectRead = useCached(ProjectGet, { company, project });
  const canChange = projectRead.data !== undefined;
  const summary = useCached(VoteSummary, { ...scope, tz });
  const [query, update] = useListQuery(voteListFromParams, DEFAULT_VOTE_LIST);
  const list = useCached(VoteListCall, voteListPayload(query, scope));
  const actions = useVoteActions(scope, () => {
    summary.reload();
    list.reload();
  });
  const [job, setJob] = useVoteExport(scope.form);
  useEffect(() => void loadChart().catch(() => undefined), []);
  const fallback = (record?.draft.default_lang ?? 'it') as Language;
  const data = summary.data;
  const submissionNumber = data?.items.find((item) => item.submission === query.submission)?.number;

  return (
    <Screen
      description={record ? localized(record.draft.title, locale as Language, fallback) : undefined}
      actions={canChange ? <VoteExportButtons scope={scope} onStarted={setJob} /> : undefined}
    >
      <FormTabs scope={scope} current="votes" filterSearch={filterSearch} />
      <VoteExportProgress job={job} />
      {summary.settled && !data ? (
        <NotLoaded offline={summary.error === null} onRetry={summary.reload} />
      ) : (
        <>
          <VoteOverview summary={data} optionsHref={`/app/in/company/${company}/project/${project}/forms/${form}/options`} />
          {data ? (
            <Suspense fallback={<ChartSkeleton />}>
              <VotesPerDay days={data.per_day} />
            </Suspense>
          ) : (
            <ChartSkeleton />
          )}
          <VoteTallies summary={data} fallback={fallback} onShowVotes={(tally) => update({ submission: tally.submission })} />
        </>
      )}
      <VoteList
        query={query}
        submissionNumber={submissionNumber}
        items={list.data?.items}
        total={list.data?.total}
        failed={list.settled && !list.data ? { offline: list.error === null, retry: list.reload } : null}
        canChange={canChange}
        busy={actions.busy}
        onQuery={update}
        onInvalidate={actions.invalidate}
        onRestore={actions.restore}
      />
    </Screen>
  );
}
