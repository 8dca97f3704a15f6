// The installation's exports of people outlive their file by design: after a few days the file is
// removed and the row says so. Run by the periodic clean-up, below the areas that start exports.
import { and, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { userExports } from '../db/schema/user-exports.ts';
import type { Storage } from '../storage/storage.ts';

/** Removes the files of the exports of people whose time is up, and marks their rows removed; answers how many. */
export async function removeExpiredUserExports(db: Db, storage: Storage, now: Date): Promise<number> {
  const due = await db
    .select({ id: userExports.id, fileKey: userExports.fileKey })
    .from(userExports)
    .where(and(lte(userExports.expiresAt, now), isNull(userExports.removedAt), isNotNull(userExports.finishedAt)));
  if (due.length === 0) return 0;
  // Marked first: a download racing the removal is refused by the row, never handed half a file;
  // a server removing at the same moment marks none of the same rows.
  const marked = await db
    .update(userExports)
    .set({ removedAt: now, fileKey: null })
    .where(and(inArray(userExports.id, due.map((row) => row.id)), isNull(userExports.removedAt)))
    .returning({ id: userExports.id });
  const keys = new Map(due.map((row) => [row.id, row.fileKey]));
  for (const { id } of marked) {
    const key = keys.get(id);
    if (key) await storage.remove(key);
  }
  return marked.length;
}
