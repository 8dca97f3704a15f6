import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import type { forms } from '../../db/schema/forms.ts';
import { votes } from '../../db/schema/submissions.ts';
import { validVotesOf } from './gallery.ts';

type FormRow = typeof forms.$inferSelect;

/**
 * Marks votes of a form invalid: kept, with the time, the operator and the reason, and no longer
 * counted. A vote already invalid keeps its first mark; ids of another form change nothing.
 * Returns the ids marked.
 */
export async function invalidateVotes(db: Db, formId: string, ids: string[], reason: string, operatorId: string, now: Date): Promise<string[]> {
  const changed = await db
    .update(votes)
    .set({ invalidAt: now, invalidBy: operatorId, invalidReason: reason })
    .where(and(eq(votes.formId, formId), inArray(votes.id, ids), isNull(votes.invalidAt)))
    .returning({ id: votes.id });
  return changed.map((vote) => vote.id);
}

/**
 * Counts invalidated votes of a form again: their mark goes (the operations' log keeps which).
 * The form's cap holds here as when voting: a vote whose voter has since cast valid votes up to
 * the cap stays invalid, and is counted in `overCap`. Oldest first, as they were cast.
 */
export async function restoreVotes(db: Db, form: Pick<FormRow, 'id' | 'votesPerEmail'>, ids: string[]): Promise<{ ids: string[]; overCap: number }> {
  const marked = await db
    .select({ id: votes.id, userId: votes.userId })
    .from(votes)
    .where(and(eq(votes.formId, form.id), inArray(votes.id, ids), isNotNull(votes.invalidAt)))
    .orderBy(asc(votes.createdAt), asc(votes.id));
  const cap = form.votesPerEmail;
  const used = new Map<string, number>();
  const restored: string[] = [];
  let overCap = 0;
  for (const vote of marked) {
    // An erased voter's vote has no one left to count against the cap.
    if (cap !== null && vote.userId !== null) {
      const count = used.get(vote.userId) ?? (await validVotesOf(db, form.id, vote.userId));
      if (count >= cap) {
        overCap++;
        continue;
      }
      used.set(vote.userId, count + 1);
    }
    restored.push(vote.id);
  }
  if (restored.length > 0) await db.update(votes).set({ invalidAt: null, invalidBy: null, invalidReason: null }).where(inArray(votes.id, restored));
  return { ids: restored, overCap };
}
