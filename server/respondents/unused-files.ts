import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { media } from '../db/schema/media.ts';
import { submissions } from '../db/schema/submissions.ts';
import { answersHoldFile } from './answered-versions.ts';
import type { Storage } from '../storage/storage.ts';

/** How long a file given as an answer may wait for a draft or a submission to name it. */
export const UNUSED_ANSWER_FILE_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the files given as answers, row and stored bytes, that no draft or submission of their
 * project names a day after their upload: a person who replaced a file, or uploaded and left,
 * would otherwise keep it (and their share of room) for ever. Answers how many went.
 */
export async function purgeUnusedAnswerFiles(db: Db, storage: Storage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_ANSWER_FILE_KEPT_MS);
  const named = db
    .select({ one: sql`1` })
    .from(submissions)
    .where(
      and(
        eq(submissions.projectId, media.projectId),
        answersHoldFile(submissions.answers, media.id),
      ),
    );
  // Deleted first: a server purging at the same moment gets other rows back, never the same file.
  const gone = await db
    .delete(media)
    .where(and(eq(media.kind, 'answer'), lt(media.createdAt, before), sql`NOT EXISTS (${named})`))
    .returning({ storageKey: media.storageKey });
  for (const { storageKey } of gone) if (storageKey) await storage.remove(storageKey);
  return gone.length;
}
