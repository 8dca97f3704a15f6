import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Text.css';
import { Group, Pagination, Text } from '@mantine/core';
import { LogList } from '../../../../contract/installation.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { Screen } from '../../../components/screen.tsx';
import { usePaginationLabels } from '../../../components/use-pagination-labels.ts';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { useListQuery } from '../../../lib/list-params.ts';
import { LogExportButton, LogExportProgress, useExportUnderWay } from './log-export.tsx';
import { LogFilters } from './log-filters.tsx';
import { LOG_PAGE_SIZE, logExportPayload, logFiltersFromParams, logListPayload, NO_LOG_FILTERS } from './log-query.ts';
import { readableRow } from './log-row.ts';
import { LogTable } from './log-table.tsx';

/**
 * The operations' log as sentences (who did what to which record), with the changed fields;
 * filtered by person, company, area, outcome and dates, kept in the address; exported as CSV by a job.
 */
export function OperationsLogPage() {
  const { LL } = useI18nContext();
  const [values, update] = useListQuery(logFiltersFromParams, NO_LOG_FILTERS);
  const list = useCached(LogList, logListPayload(values));
  const [exportJob, setExportJob] = useExportUnderWay();
  const paginationLabels = usePaginationLabels();
  const items = (list.data?.items ?? []).map(readableRow);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / LOG_PAGE_SIZE));

  return (
    <Screen>
      <LogFilters values={values} onChange={update} />
      <Group justify="space-between">
        {/* No count before the answer: "Total: 0" while loading would be a wrong answer. */}
        <Text size="sm">{list.data ? LL.installation.logs.total({ count: list.data.total }) : null}</Text>
        <LogExportButton payload={logExportPayload(values)} onStarted={setExportJob} />
      </Group>
      <LogExportProgress job={exportJob} />
      {items.length > 0 ? <LogTable items={items} /> : <Text c="dimmed">{list.data ? LL.installation.logs.noResults() : null}</Text>}
      {pages > 1 ? <Pagination total={pages} value={Math.min(values.page, pages)} onChange={(page) => update({ page })} {...paginationLabels} /> : null}
    </Screen>
  );
}
