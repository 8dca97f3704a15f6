import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { jobFilePath, type Job } from '../../contract/jobs.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { useJob } from '../lib/jobs/use-job.ts';

const COLORS: Record<Job['state'], string> = { queued: 'gray', running: 'blue', done: 'green', failed: 'red', cancelled: 'gray' };

/** How far a job has got, as a share of 100; a finished job is full. */
export function jobPercent(job: Job): number {
  if (job.state === 'done') return 100;
  if (!job.total) return 0;
  return Math.min(100, Math.floor((job.done / job.total) * 100));
}

/**
 * A job a screen started, followed until it ends: a progress bar with the counts and the time
 * left, its state, Cancel while it waits or runs, and the download of the file it made.
 */
export function JobProgress({ job: started }: { job: Job }) {
  const { job, secondsLeft, cancel } = useJob(started);
  const { LL } = useI18nContext();
  const stoppable = (job.state === 'queued' || job.state === 'running') && !job.cancel_requested;
  return (
    <Stack gap="xs" data-testid="job-progress" data-state={job.state}>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          <JobStatus job={job} secondsLeft={secondsLeft} />
        </Text>
        {stoppable ? (
          <Button variant="subtle" color="red" size="xs" onClick={() => void cancel()}>
            {LL.shell.job.cancel()}
          </Button>
        ) : null}
      </Group>
      <Progress value={jobPercent(job)} color={COLORS[job.state]} striped={job.state === 'running'} animated={job.state === 'running'} aria-label={LL.shell.job.label()} />
      {job.state === 'done' && job.file ? (
        <Group>
          <Button component="a" href={jobFilePath(job.id)} download={job.file.name}>
            {LL.shell.job.download({ name: job.file.name })}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The job's state in words: counts and time left while it runs. */
function JobStatus({ job, secondsLeft }: { job: Job; secondsLeft: number | null }) {
  const { LL, locale } = useI18nContext();
  const number = (value: number) => value.toLocaleString(locale);
  if (job.cancel_requested && job.state !== 'cancelled') return LL.shell.job.cancelling();
  if (job.state === 'done') return `${LL.shell.job.done()} · ${LL.shell.job.counts({ done: number(job.done), total: number(job.total ?? job.done) })}`;
  if (job.state === 'failed') return LL.shell.job.failed();
  if (job.state === 'cancelled') return LL.shell.job.cancelled();
  if (job.state === 'queued') return job.error ? LL.shell.job.retrying({ attempt: job.attempts }) : LL.shell.job.queued();
  const counts = job.total === null ? LL.shell.job.countsOpen({ done: number(job.done) }) : LL.shell.job.counts({ done: number(job.done), total: number(job.total) });
  if (secondsLeft === null) return counts;
  const left = secondsLeft < 90 ? LL.shell.job.secondsLeft({ count: secondsLeft }) : LL.shell.job.minutesLeft({ count: Math.ceil(secondsLeft / 60) });
  return `${counts} · ${left}`;
}
