import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { JobList, type Job, type JobState } from '../../../contract/jobs.ts';
import { VOTE_EXPORT_JOB, VoteExport } from '../../../contract/votes.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { JobProgress } from '../../components/job-progress.tsx';
import { call } from '../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';

type Scope = { company: string; project: string; form: string };

const GONE: readonly JobState[] = ['cancelled', 'failed'];

/**
 * The operator's newest export of this form's votes, so coming back to the screen shows it (under
 * way, or done with its file to download again); a cancelled or failed one is not brought back.
 */
export function useVoteExport(form: string): [Job | null, (job: Job) => void] {
  const [job, setJob] = useState<Job | null>(null);
  useEffect(() => {
    let live = true;
    void call(JobList).then((answer) => {
      const newest = answer.ok ? answer.data.items.find((item) => item.kind === VOTE_EXPORT_JOB && item.form === form) : undefined;
      if (live && newest && !GONE.includes(newest.state)) setJob((shown) => shown ?? newest);
    });
    return () => {
      live = false;
    };
  }, [form]);
  return [job, setJob];
}

/** The export buttons (CSV, Excel): each starts a job the screen follows. */
export function VoteExportButtons({ scope, onStarted }: { scope: Scope; onStarted(job: Job): void }) {
  const { LL, locale } = useI18nContext();
  const [starting, setStarting] = useState<'csv' | 'xlsx' | null>(null);
  const start = async (format: 'csv' | 'xlsx') => {
    setStarting(format);
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const lang = (['it', 'en', 'es', 'fr', 'pt'] as const).find((code) => locale.startsWith(code)) ?? 'en';
    const answer = await call(VoteExport, { ...scope, format, tz, lang });
    setStarting(null);
    if (!answer.ok) return void noticeFailure(answer.error?.message ?? LL.votes.unreachable());
    // Kept offline, the export starts once the change is sent; the header counts it meanwhile.
    if (answer.queued) return void noticeSuccess(LL.votes.notices.queued());
    onStarted(answer.data);
  };
  return (
    <Group gap="xs">
      <Button variant="default" leftSection={<IconDownload aria-hidden="true" size={16} />} loading={starting === 'csv'} onClick={() => void start('csv')}>
        {LL.votes.export.csv()}
      </Button>
      <Button variant="default" leftSection={<IconDownload aria-hidden="true" size={16} />} loading={starting === 'xlsx'} onClick={() => void start('xlsx')}>
        {LL.votes.export.xlsx()}
      </Button>
    </Group>
  );
}

/** The export's progress, its cancel and its download. */
export function VoteExportProgress({ job }: { job: Job | null }) {
  return job ? <JobProgress key={job.id} job={job} /> : null;
}
