import { useEffect, useState } from 'react';
import { JobList, type Job, type JobState } from '../../../../contract/jobs.ts';
import { RANKING_EXPORT_JOB, SessionRankingExport } from '../../../../contract/judging.ts';
import type { Language } from '../../../../contract/languages.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';
import { noticeFailure, noticeSuccess } from '../../../lib/notices.ts';
import type { FormScope } from './session-values.ts';

const GONE: readonly JobState[] = ['cancelled', 'failed'];

/**
 * The export of a session's ranking as an XLSX job: started here, followed by the screen, and
 * shown again on coming back, on any device, while the organiser's newest export of this session
 * runs or its file is there (a cancelled or failed one is not).
 */
export function useRankingExport(scope: FormScope, session: string) {
  const { LL, locale } = useI18nContext();
  const [job, setJob] = useState<Job | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let live = true;
    void call(JobList).then((answer) => {
      // Newest first: this session's latest export.
      const found = answer.ok ? answer.data.items.find((item) => item.kind === RANKING_EXPORT_JOB && item.session === session) : undefined;
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
    setJob(answer.data);
  };

  return { job, starting, start };
}
