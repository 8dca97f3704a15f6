import crypto from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { jobs } from '../db/schema/jobs.ts';

/** A row of the jobs table. */
export type JobRow = typeof jobs.$inferSelect;

/** What starting a job needs. */
export interface NewJob {
  kind: string;
  ownerId: string;
  companyId?: string | null;
  input: Record<string, unknown>;
  maxAttempts: number;
  /** Not taken before this moment (a scheduled campaign's sending); at once without it. */
  runAfter?: Date;
}

// Leases and back-offs are read on the database's clock, which every server of one database shares.
const dbNow = sql`clock_timestamp()`;
const inMs = (ms: number) => sql`clock_timestamp() + make_interval(secs => ${ms / 1000})`;

/** Queues a job; inside a mutation it is taken only once that transaction commits. */
export async function enqueueJob(db: Db, job: NewJob, now: Date): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({ id: crypto.randomUUID(), ...job, companyId: job.companyId ?? null, state: 'queued', runAfter: job.runAfter ?? dbNow, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Moves a job that has not started to a new moment; answers whether it was still waiting. */
export async function rescheduleJob(db: Db, id: string, runAfter: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ runAfter })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'queued')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes the oldest job that is due and free: queued, or running under a lease that ran out
 * (its server died). SKIP LOCKED lets several runners claim at once without waiting on each
 * other or taking the same row; the new lease token fences out whoever held it before.
 */
export async function claimJob(db: Db, token: string, kinds: string[], leaseMs: number, now: Date): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const free = sql`SELECT id FROM jobs
    WHERE state IN ('queued', 'running') AND run_after <= clock_timestamp()
      AND (state = 'queued' OR lease_until < clock_timestamp())
      AND kind IN (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})
    ORDER BY run_after, created_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED`;
  const [row] = await db
    .update(jobs)
    .set({
      state: 'running',
      leaseOwner: token,
      leaseUntil: inMs(leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, ${now})`,
      updatedAt: now,
    })
    .where(sql`${jobs.id} = (${free})`)
    .returning();
  return row;
}

// Only the holder of the current lease may write a running job.
const held = (id: string, token: string): SQL => and(eq(jobs.id, id), eq(jobs.leaseOwner, token), eq(jobs.state, 'running'))!;

/** What a holder may change while it runs a job. */
export interface JobTouch {
  done?: number;
  total?: number | null;
  checkpoint?: Record<string, unknown>;
}

/**
 * Extends the lease and writes progress; null when the lease is no longer this holder's.
 * Answers whether the job was asked to stop.
 */
export async function touchJob(db: Db, id: string, token: string, leaseMs: number, now: Date, touch: JobTouch = {}): Promise<{ cancelRequested: boolean } | null> {
  const [row] = await db
    .update(jobs)
    .set({ ...touch, leaseUntil: inMs(leaseMs), updatedAt: now })
    .where(held(id, token))
    .returning({ cancelRequested: jobs.cancelRequested });
  return row ? { cancelRequested: row.cancelRequested !== null } : null;
}

/** Ends a held job in a final state; false when the lease is no longer this holder's. */
export async function finishJob(
  db: Db,
  id: string,
  token: string,
  now: Date,
  end: { state: 'done' | 'failed' | 'cancelled'; result?: Record<string, unknown>; error?: string; done?: number },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...end, leaseOwner: null, leaseUntil: null, updatedAt: now, finishedAt: now })
    .where(held(id, token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts a held job back in the queue: after a failed attempt (with a back-off), or when its server stops (the attempt is not counted). */
export async function requeueJob(db: Db, id: string, token: string, now: Date, options: { error?: string; afterMs?: number; uncount?: boolean }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'queued',
      leaseOwner: null,
      leaseUntil: null,
      runAfter: inMs(options.afterMs ?? 0),
      updatedAt: now,
      ...(options.error ? { error: options.error } : {}),
      ...(options.uncount ? { attempts: sql`${jobs.attempts} - 1` } : {}),
    })
    .where(held(id, token))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Asks a job to stop: a queued one is cancelled at once, a running one by its runner at its next step. */
export async function requestCancel(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      state: sql`CASE WHEN ${jobs.state} = 'queued' THEN 'cancelled' ELSE ${jobs.state} END`,
      finishedAt: sql`CASE WHEN ${jobs.state} = 'queued' THEN ${now}::timestamptz ELSE ${jobs.finishedAt} END`,
      cancelRequested: sql`coalesce(${jobs.cancelRequested}, ${now}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])));
}

/** One job by id. */
export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** An operator's jobs, newest first. */
export function listJobs(db: Db, ownerId: string, limit: number): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.ownerId, ownerId)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);
}

/** Ends every running job's lease, so the queue takes them again: only for a server that knows it is the database's only one. */
export async function expireLeases(db: Db, now: Date): Promise<void> {
  await db.update(jobs).set({ leaseUntil: dbNow, updatedAt: now }).where(eq(jobs.state, 'running'));
}
