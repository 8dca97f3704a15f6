import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/http.ts';

/** Stored answers are kept this long; the outbox never replays older writes. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 3600 * 1000;
// A key still "running" after this long belongs to a request that died with its process.
const ABANDONED_AFTER_MS = 2 * 60 * 1000;

/** What claiming a key found. */
export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'mismatch' }
  | { kind: 'running' };

/** The identity of one keyed request. */
export interface KeyRef {
  scope: string;
  key: string;
}

/**
 * Claims an Idempotency-Key for a request. The first request claims it and runs;
 * the same key with the same payload later gets the stored answer, with another
 * payload a mismatch, and while the first still runs, `running`.
 */
export async function claimKey(db: Db, ref: KeyRef, endpoint: string, requestHash: string, now: Date): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...ref, endpoint, requestHash, state: 'running', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };

  const [row] = await db.select().from(idempotencyKeys).where(matches(ref)).limit(1);
  if (!row) return claimKey(db, ref, endpoint, requestHash, now);
  if (row.requestHash !== requestHash || row.endpoint !== endpoint) return { kind: 'mismatch' };
  if (row.state === 'done') return { kind: 'replay', status: row.status ?? 200, body: row.body };
  if (now.getTime() - row.createdAt.getTime() > ABANDONED_AFTER_MS) {
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(and(matches(ref), eq(idempotencyKeys.createdAt, row.createdAt)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { kind: 'claimed' };
  }
  return { kind: 'running' };
}

/** Stores the answer of a claimed key (in the transaction of the change it answers). */
export async function completeKey(db: Db, ref: KeyRef, status: number, body: unknown, now: Date): Promise<void> {
  await db.update(idempotencyKeys).set({ state: 'done', status, body, completedAt: now }).where(matches(ref));
}

/** Frees a claimed key whose request failed without an answer worth keeping (a 5xx), so a retry runs again. */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(matches(ref), eq(idempotencyKeys.state, 'running')));
}

/** Removes the answers older than the retention. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}

function matches(ref: KeyRef) {
  return and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));
}
