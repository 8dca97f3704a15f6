import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Job } from '../../../contract/jobs.ts';
import { UserExportList } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { JobProgress } from '../../components/job-progress.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { ExportManifest, UserExportHistory } from './user-export-history.tsx';
import { UserExportForm } from './user-export-form.tsx';

const PAGE_SIZE = 20;
// How often the list is read again while the export started here is being written.
const FOLLOW_MS = 2_000;

/**
 * The installation's export of people: who (registered users across companies and projects, or
 * the operators), the filters, the columns, the format and the purpose; the job's progress, its
 * download and manifest; the past exports with their expiry and downloads.
 */
export function UserExportPage() {
  const { LL } = useI18nContext();
  const [page, setPage] = useState(1);
  const [job, setJob] = useState<Job | null>(null);
  const list = useCached(UserExportList, { page, pageSize: PAGE_SIZE });
  const current = job ? list.data?.items.find((item) => item.id === job.id) : undefined;
  const written = Boolean(current?.finished_at || current?.removed_at);
  const { reload } = list;

  // The list says when the export's file is written: read again until it does.
  useEffect(() => {
    if (!job || written) return;
    const timer = setInterval(reload, FOLLOW_MS);
    return () => clearInterval(timer);
  }, [job, written, reload]);

  const started = (next: Job) => {
    setJob(next);
    setPage(1);
    reload();
  };

  return (
    <Screen description={LL.users.export.intro()}>
      <Stack gap="xl">
        <UserExportForm onStarted={started} />
        {job ? (
          <Stack gap="md" data-testid="export-current">
            <JobProgress key={job.id} job={job} />
            {current?.finished_at ? <ExportManifest item={current} /> : null}
          </Stack>
        ) : null}
        <div>
          <UserExportHistory items={list.data?.items} onDownload={reload} />
          <ListFooter total={list.data?.total} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
        </div>
        <Text size="xs" c="dimmed">
          {LL.users.export.otherAdmin()}
        </Text>
      </Stack>
    </Screen>
  );
}
