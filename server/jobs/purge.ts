import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { jobs } from '../db/schema/jobs.ts';
import type { Storage } from '../storage/storage.ts';
import type { JobFile } from './kind.ts';

/** How long a finished job and its file are kept: long enough to download it again after a holiday. */
export const FINISHED_JOB_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes jobs finished before `before` and their files; answers how many. */
export async function purgeFinishedJobs(db: Db, storage: Storage, before: Date): Promise<number> {
  // Deleted first: a server purging at the same moment gets other rows back, never the same file.
  const gone = await db
    .delete(jobs)
    .where(and(inArray(jobs.state, ['done', 'failed', 'cancelled']), lt(jobs.finishedAt, before)))
    .returning({ result: jobs.result });
  for (const { result } of gone) {
    const file = (result as { file?: JobFile } | null)?.file;
    if (file) await storage.remove(file.key);
  }
  return gone.length;
}
