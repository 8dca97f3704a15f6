import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../contract/jobs.ts';
import TypesafeI18n from '../../i18n/i18n-react';
import { loadLocale } from '../../i18n/i18n-util.sync';
import { JobProgress, jobPercent } from '../../src/components/job-progress.tsx';
import { secondsLeft } from '../../src/lib/jobs/time-left.ts';
import { useJob } from '../../src/lib/jobs/use-job.ts';
import { scriptedApi } from './cache-fixtures.ts';

const server = scriptedApi();
const ID = '7d1c2a4e-5b6f-4a3e-8c9d-0e1f2a3b4c5d';

function job(change: Partial<Job> = {}): Job {
  return {
    id: ID,
    kind: 'installation/log-export',
    state: 'running',
    done: 0,
    total: 100_000,
    attempts: 1,
    error: null,
    cancel_requested: false,
    created_at: '2030-01-15T09:00:00.000Z',
    started_at: '2030-01-15T09:00:00.000Z',
    finished_at: null,
    form: null,
    session: null,
    file: null,
    ...change,
  };
}

/** Answers jobs/get with each job in turn, then the last one again. */
function answerJobGet(...jobs: Job[]): void {
  let asked = 0;
  server.use(http.post('/api/jobs/get', () => HttpResponse.json(jobs[Math.min(asked++, jobs.length - 1)])));
}

beforeAll(() => {
  loadLocale('en');
});

describe('the time left', () => {
  it('follows the pace between the recent samples', () => {
    expect(secondsLeft([{ at: 0, done: 0 }, { at: 2_000, done: 20_000 }], 100_000)).toBe(8);
  });

  it('is unknown without a total, with one sample, or while nothing moves', () => {
    expect(secondsLeft([{ at: 0, done: 0 }, { at: 1_000, done: 10 }], null)).toBeNull();
    expect(secondsLeft([{ at: 0, done: 0 }], 100)).toBeNull();
    expect(secondsLeft([{ at: 0, done: 5 }, { at: 1_000, done: 5 }], 100)).toBeNull();
  });
});

describe('following a job', () => {
  it('asks every second until the job is finished, and counts the time left from its pace', async () => {
    answerJobGet(job({ done: 10_000 }), job({ done: 30_000 }), job({ state: 'done', done: 100_000, file: { name: 'operations-log.csv', size: 10 } }));

    const { result, unmount } = renderHook(() => useJob(job({ state: 'queued', attempts: 0 })));

    await waitFor(() => expect(result.current.job.done).toBe(30_000), { timeout: 5_000 });
    expect(result.current.secondsLeft).toBeGreaterThan(0);
    await waitFor(() => expect(result.current.job.state).toBe('done'), { timeout: 5_000 });
    expect(result.current.secondsLeft).toBeNull();
    unmount();
  });

  it('shows the cancel at once', async () => {
    answerJobGet(job({ done: 10 }));
    server.use(http.post('/api/jobs/cancel', () => HttpResponse.json(job({ done: 10, cancel_requested: true }))));

    const { result, unmount } = renderHook(() => useJob(job()));
    await act(() => result.current.cancel());

    expect(result.current.job.cancel_requested).toBe(true);
    unmount();
  });
});

describe('the progress bar', () => {
  const shown = (value: Job) =>
    render(
      <MantineProvider env="test">
        <TypesafeI18n locale="en">
          <JobProgress job={value} />
        </TypesafeI18n>
      </MantineProvider>,
    );

  it('shows the counts, the share done and Cancel while the job runs', () => {
    answerJobGet(job({ done: 25_000 }));

    shown(job({ done: 25_000 }));

    expect(screen.getByText('25,000 of 100,000')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('offers the download of the finished file by GET, and no Cancel', () => {
    shown(job({ state: 'done', done: 100_000, file: { name: 'operations-log.csv', size: 10 } }));

    const link = screen.getByRole('link', { name: 'Download operations-log.csv' });
    expect(link.getAttribute('href')).toBe(`/api/jobs/${ID}/file`);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(jobPercent(job({ state: 'done', done: 3, total: 3 }))).toBe(100);
  });

  it('says a failed attempt is being retried', () => {
    shown(job({ state: 'queued', attempts: 1, error: 'internal' }));

    expect(screen.getByText('Attempt 1 failed: trying again shortly')).toBeTruthy();
  });
});
