import { and, eq, sql } from 'drizzle-orm';
import { ANSWER_FILES_PER_PERSON_BYTES } from '../../../contract/media.ts';
import type { Db } from '../../db/db.ts';
import { media } from '../../db/schema/media.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { UploadRefusal } from './refusal.ts';

/**
 * Refuses a file that would take a registered user's answer files past their share. Run in the
 * transaction that records the file: the user's row is locked first, so two uploads at once
 * count each other. Files their answers no longer use go after a day (unused-answer-files.ts).
 */
export async function checkAnswerQuota(db: Db, userId: string, adding: number): Promise<void> {
  await db.select({ id: registeredUsers.id }).from(registeredUsers).where(eq(registeredUsers.id, userId)).for('update');
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${media.size}), 0)` })
    .from(media)
    .where(and(eq(media.userId, userId), eq(media.kind, 'answer')));
  if (Number(row?.used ?? 0) + adding <= ANSWER_FILES_PER_PERSON_BYTES) return;
  throw new UploadRefusal('answer_files_full', 'quota', { fields: { file: { code: 'answer_files_full' } } });
}
