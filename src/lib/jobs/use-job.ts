import { useCallback, useEffect, useRef, useState } from 'react';
import { FINISHED_JOB_STATES, JobCancel, JobGet, type Job } from '../../../contract/jobs.ts';
import { call } from '../api.ts';
import { secondsLeft, withSample, type ProgressSample } from './time-left.ts';

/** How often a screen asks how a job stands while it waits or runs. */
export const JOB_POLL_MS = 1_000;

/** A job as a screen follows it. */
export interface FollowedJob {
  job: Job;
  /** Seconds until it is done at its recent pace, or null while that cannot be told. */
  secondsLeft: number | null;
  /** Asks the server to stop it; the answer shows at once. */
  cancel(): Promise<void>;
}

/**
 * Follows a job by asking `jobs/get` every second until it is finished: one small query, which
 * passes the service worker and any proxy as every other call does and holds no connection open.
 * A failed ask (no connection, a server error) is asked again at the next tick.
 */
export function useJob(started: Job): FollowedJob {
  const [job, setJob] = useState(started);
  const samples = useRef<ProgressSample[]>([]);
  const [left, setLeft] = useState<number | null>(null);

  const show = useCallback((next: Job) => {
    samples.current = withSample(samples.current, { at: Date.now(), done: next.done });
    setLeft(next.state === 'running' ? secondsLeft(samples.current, next.total) : null);
    setJob(next);
  }, []);

  useEffect(() => {
    if (FINISHED_JOB_STATES.includes(job.state)) return;
    let live = true;
    const timer = setTimeout(() => {
      void call(JobGet, { id: job.id }).then((answer) => {
        if (!live) return;
        if (answer.ok) show(answer.data);
        // No answer or a server error: ask again at the next tick (a new object re-runs the effect).
        // A refusal (the session ended, the job is gone) stops asking.
        else if (answer.status === 0 || answer.status >= 500) show({ ...job });
      });
    }, JOB_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [job, show]);

  const cancel = useCallback(async () => {
    const answer = await call(JobCancel, { id: job.id });
    if (answer.ok && !answer.queued) show(answer.data);
  }, [job.id, show]);

  return { job, secondsLeft: left, cancel };
}
