import { useEffect, useState } from 'react';
import { JobList, type Job, type JobState } from '../../../../contract/jobs.ts';
import { SessionRankingExport } from '../../../../contract/judging.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import type { FormScope } from './session-values.ts';

const GONE: readonly JobState[] = ['cancelled', 'failed'];

// The newest export of a session's ranking started on this device: jobs name their form, not their session.
const keyOf = (session: string) => `bo.ranking-export.${session}`;

function remembered(session: string): string | null {
  try {
    return localStorage.getItem(keyOf(session));
  } catch {
    return null;
  }
}

function remember(session: string, job: string): void {
  try {
    localStorage.setItem(keyOf(session), job);
  } catch {
    // Storage refused: the export shows until the screen is left.
  }
}

/**
 * The export of a session's ranking as an XLSX job: started here, followed by the screen, and
 * shown again on coming back while it runs or its file is there (a cancelled or failed one is not).
 */
export function useRankingExport(scope: FormScope, session: string) {
  const { LL, locale } = useI18nContext();
  const [job, setJob] = useState<Job | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    const id = remembered(session);
    if (!id) return;
    let live = true;
    void call(JobList).then((answer) => {
      const found = answer.ok ? answer.data.items.find((item) => item.id === id) : undefined;
      if (live && found && !GONE.includes(found.state)) setJob((shown) => shown ?? found);
    });
    return () => {
      live = false;
    };
  }, [session]);

  const start = async () => {
    setStarting(true);
    const answer = await call(SessionRankingExport, { ...scope, session, lang: locale as Language });
    setStarting(false);
    if (!answer.ok) return void noticeFailure(answer.error?.message ?? LL.judging.unreachable());
    // Kept offline, the export starts once the change is sent; the header counts it meanwhile.
    if (answer.queued) return void noticeSuccess(LL.judging.organise.ranking.exportQueued());
    remember(session, answer.data.id);
    setJob(answer.data);
  };

  return { job, starting, start };
}
