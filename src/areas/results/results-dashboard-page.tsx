import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import './results-print.css';
import { Button, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ResultsSummary } from '../../../contract/results.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormScreensNav } from '../../components/form-screens-nav.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { usePublishedForm } from '../../lib/forms/use-published-form.ts';
import { Counts } from './dashboard/counts.tsx';
import { FilterBar } from './filters/filter-bar.tsx';
import { NoSubmissions, UnpublishedForm } from './results-empty.tsx';
import { filteredPayload, useResultsAddress, withAnswerFilter } from './use-results-address.ts';

// The charts' library is most of the dashboard's weight: the page asks for it as it opens, so it
// arrives while the summary is read, and the filters and counts do not wait for it.
const loadCharts = () => import('./dashboard/dashboard-charts.tsx');
const DashboardCharts = lazy(() => loadCharts().then((module) => ({ default: module.DashboardCharts })));

function ChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="md" data-skeleton="true">
          <Skeleton height={16} width="50%" mb="sm" />
          <Skeleton height={180} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * A form's results at a glance, for the filters in the address: how many were sent (by status,
 * and the drafts that may still arrive), each day's, and a chart of each field's answers in the
 * form's order; a click on an option adds it to the filters. Each chart downloads as a PNG and
 * the page prints cleanly.
 */
export function ResultsDashboardPage() {
  const { LL } = useI18nContext();
  const { company = '', project = '', form: formId = '' } = useParams();
  const scope = { company, project, form: formId };
  const [address, update] = useResultsAddress();
  const { filters } = address;
  const form = usePublishedForm(scope);
  const published = form.form?.published_version != null;
  const summary = useCached(published ? ResultsSummary : null, filteredPayload(scope, filters));
  useEffect(() => void loadCharts().catch(() => undefined), []);
  const data = summary.data;

  const print = (
    <Button variant="default" leftSection={<IconPrinter aria-hidden="true" size={16} />} onClick={() => window.print()}>
      {LL.results.dashboard.print()}
    </Button>
  );

  // Nothing to count when the form has no results yet, could not be read, or finds none.
  const failed = form.failed || (summary.settled && !data);
  const counted = !form.unpublished && !failed && !(data && data.total === 0);
  let body;
  if (form.unpublished) body = <UnpublishedForm scope={scope} />;
  else if (failed) body = <NotLoaded offline={form.failed ? form.offline : summary.error === null} onRetry={form.failed ? form.reload : summary.reload} />;
  else if (!data) body = <ChartsSkeleton />;
  else if (data.total === 0) body = <NoSubmissions scope={scope} filters={filters} drafts={data.drafts} onClear={() => update({ filters: {} })} />;
  else
    body = (
      <Suspense fallback={<ChartsSkeleton />}>
        <DashboardCharts summary={data} fields={form.fields} texts={form.texts} onFilter={(filter) => update({ filters: withAnswerFilter(filters, filter) })} />
      </Suspense>
    );

  return (
    <Screen description={form.title} actions={published ? print : undefined}>
      <Stack gap="md" data-results-print>
        <FormScreensNav scope={scope} current="dashboard" definition={form.definition} texts={form.texts} filterSearch={address.filterSearch} />
        {form.unpublished || form.failed ? null : <FilterBar scope={scope} form={form} filters={filters} onChange={(next) => update({ filters: next })} />}
        {counted ? <Counts summary={data} /> : null}
        {body}
      </Stack>
    </Screen>
  );
}
