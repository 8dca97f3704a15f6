import { and, desc, eq, gt, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db.ts';
import { conditions } from '../db/schema/installation.ts';
import { conditionAcceptances } from '../db/schema/users.ts';

/** A condition's row. */
export type ConditionRow = typeof conditions.$inferSelect;

/** The conditions in force: the newest version of each, unless that version was withdrawn. */
export async function currentConditions(db: Db): Promise<ConditionRow[]> {
  const rows = await db.select().from(conditions).orderBy(conditions.key, desc(conditions.version));
  const newest = new Map<string, ConditionRow>();
  for (const row of rows) if (!newest.has(row.key)) newest.set(row.key, row);
  return [...newest.values()].filter((row) => row.withdrawnAt === null);
}

/**
 * The query of the required conditions in force that a registered user has not accepted yet (their
 * ids): the newest version of each, unless withdrawn. A subquery too, where a call asks it together
 * with what else it needs (`findFormToAnswer`).
 */
export function pendingConditionsQuery(db: Db, userId: string) {
  const newer = alias(conditions, 'newer');
  return db
    .select({ id: conditions.id })
    .from(conditions)
    .where(
      and(
        eq(conditions.required, true),
        isNull(conditions.withdrawnAt),
        notExists(db.select({ one: sql`1` }).from(newer).where(and(eq(newer.key, conditions.key), gt(newer.version, conditions.version)))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(conditionAcceptances)
            .where(and(eq(conditionAcceptances.conditionId, conditions.id), eq(conditionAcceptances.userId, userId))),
        ),
      ),
    );
}

/** The ids of the required conditions in force that a registered user has not accepted yet. */
export async function pendingConditions(db: Db, userId: string, current?: ConditionRow[]): Promise<string[]> {
  // Asked before each answer is taken: one query when the conditions in force are not at hand.
  if (!current) return (await pendingConditionsQuery(db, userId)).map((row) => row.id);
  const required = current.filter((row) => row.required);
  if (required.length === 0) return [];
  const accepted = await db
    .select({ id: conditionAcceptances.conditionId })
    .from(conditionAcceptances)
    .where(and(eq(conditionAcceptances.userId, userId), inArray(conditionAcceptances.conditionId, required.map((row) => row.id))));
  const done = new Set(accepted.map((row) => row.id));
  return required.filter((row) => !done.has(row.id)).map((row) => row.id);
}

/** Records acceptances; an acceptance already on record keeps its first time. */
export async function acceptConditions(db: Db, userId: string, ids: string[], now: Date, ip: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(conditionAcceptances)
    .values(ids.map((conditionId) => ({ userId, conditionId, acceptedAt: now, ip })))
    .onConflictDoNothing();
}

