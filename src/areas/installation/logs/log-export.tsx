import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LOG_EXPORT_JOB, LogExport } from '../../../../contract/installation.ts';
import { JobList, type Job, type JobState } from '../../../../contract/jobs.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { JobProgress } from '../../../components/job-progress.tsx';
import { call } from '../../../lib/api.ts';
import type { LogExportPayload } from './log-query.ts';

const GONE: readonly JobState[] = ['cancelled', 'failed'];

/** The Export button, which starts an export job; the button of a screen with no export under way. */
export function LogExportButton({ payload, onStarted }: { payload: LogExportPayload; onStarted(job: Job): void }) {
  const { LL } = useI18nContext();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    const answer = await call(LogExport, payload);
    setStarting(false);
    // Kept offline, the export starts once the change is sent; the header counts it meanwhile.
    if (answer.ok && !answer.queued) onStarted(answer.data);
  };
  return (
    <Button variant="outline" loading={starting} onClick={() => void start()}>
      {LL.installation.logs.exportCsv()}
    </Button>
  );
}

/**
 * The operator's newest export, so coming back to the screen shows it: under way, or done with
 * its file to download again (kept a week); a cancelled or failed one is not brought back.
 */
export function useExportUnderWay(): [Job | null, (job: Job) => void] {
  const [job, setJob] = useState<Job | null>(null);
  useEffect(() => {
    let live = true;
    void call(JobList).then((answer) => {
      const newest = answer.ok ? answer.data.items.find((item) => item.kind === LOG_EXPORT_JOB) : undefined;
      if (live && newest && !GONE.includes(newest.state)) setJob((shown) => shown ?? newest);
    });
    return () => {
      live = false;
    };
  }, []);
  return [job, setJob];
}

/** The export's progress, its cancel and its download, for the job shown. */
export function LogExportProgress({ job }: { job: Job | null }) {
  return job ? <JobProgress key={job.id} job={job} /> : null;
}
