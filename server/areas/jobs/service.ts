import type { SessionInfo } from '../../auth/sessions.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { findJob, listJobs, requestCancel, type JobRow } from '../../jobs/store.ts';

/** How many of an operator's jobs their list shows. */
export const JOB_LIST_LIMIT = 50;

/**
 * A job its caller may see: their own, or any for an installation admin. Anyone else is told
 * it does not exist, so a job id tells nothing about whose it is.
 */
export async function visibleJob(db: Db, session: SessionInfo, id: string): Promise<JobRow> {
  const row = await findJob(db, id);
  if (!row || (row.ownerId !== session.operator.id && !session.operator.installationAdmin)) throw new AppError('not_found');
  return row;
}

/** The caller's own jobs, newest first. */
export function ownJobs(db: Db, session: SessionInfo): Promise<JobRow[]> {
  return listJobs(db, session.operator.id, JOB_LIST_LIMIT);
}

/** Asks a visible job to stop, and answers it as it now stands. */
export async function cancelJob(db: Db, session: SessionInfo, id: string, now: Date): Promise<JobRow> {
  await visibleJob(db, session, id);
  await requestCancel(db, id, now);
  return visibleJob(db, session, id);
}
