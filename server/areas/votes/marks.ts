import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { votes } from '../../db/schema/submissions.ts';

/**
 * Marks votes of a form invalid: kept, with the time, the operator and the reason, and no longer
 * counted. A vote already invalid keeps its first mark; ids of another form change nothing.
 */
export async function invalidateVotes(db: Db, formId: string, ids: string[], reason: string, operatorId: string, now: Date): Promise<number> {
  const changed = await db
    .update(votes)
    .set({ invalidAt: now, invalidBy: operatorId, invalidReason: reason })
    .where(and(eq(votes.formId, formId), inArray(votes.id, ids), isNull(votes.invalidAt)))
    .returning({ id: votes.id });
  return changed.length;
}

/** Counts invalidated votes of a form again: their mark goes (the operations' log keeps it). */
export async function restoreVotes(db: Db, formId: string, ids: string[]): Promise<number> {
  const changed = await db
    .update(votes)
    .set({ invalidAt: null, invalidBy: null, invalidReason: null })
    .where(and(eq(votes.formId, formId), inArray(votes.id, ids), isNotNull(votes.invalidAt)))
    .returning({ id: votes.id });
  return changed.length;
}
