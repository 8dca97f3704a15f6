// The mail queue's claim, lease and fenced writes: the jobs' way (server/jobs/store.ts), a batch at a time.
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { mailQueue } from '../db/schema/mail.ts';
import type { MailAnswer } from './smtp-answer.ts';

/** A row of the mail queue. */
export type MailRow = typeof mailQueue.$inferSelect;

// Leases and waits are read on the database's clock, which every server of one database shares.
const dbNow = sql`clock_timestamp()`;
const inMs = (ms: number) => sql`clock_timestamp() + make_interval(secs => ${ms / 1000})`;

/** Which messages a claim may take: any that is due, or only some of them (the ones a call just queued). */
export interface ClaimScope {
  limit: number;
  ids?: readonly string[];
}

/**
 * Takes up to `limit` messages that are due and free: queued, or sending under a lease that ran out
 * (their server died). SKIP LOCKED lets several senders claim at once without waiting on each other
 * or taking the same row; the new lease token fences out whoever held them before.
 */
export async function claimMail(db: Db, token: string, leaseMs: number, now: Date, scope: ClaimScope): Promise<MailRow[]> {
  if (scope.ids?.length === 0) return [];
  const only = scope.ids ? sql`AND id IN (${sql.join(scope.ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const free = sql`SELECT id FROM mail_queue
    WHERE state IN ('queued', 'sending') AND next_attempt_at <= clock_timestamp()
      AND (state = 'queued' OR lease_until < clock_timestamp()) ${only}
    ORDER BY next_attempt_at
    LIMIT ${scope.limit}
    FOR UPDATE SKIP LOCKED`;
  // ARRAY(…) runs the pick once, before the update: an IN over a LIMITed pick may be run again.
  return db
    .update(mailQueue)
    .set({ state: 'sending', leaseOwner: token, leaseUntil: inMs(leaseMs), attempts: sql`${mailQueue.attempts} + 1`, updatedAt: now })
    .where(sql`${mailQueue.id} = ANY(ARRAY(${free}))`)
    .returning();
}

// Only the holder of the current lease may write a message being sent.
const held = (id: string, token: string): SQL => and(eq(mailQueue.id, id), eq(mailQueue.leaseOwner, token), eq(mailQueue.state, 'sending'))!;

/** Extends the lease of the messages still being sent. */
export async function renewMailLeases(db: Db, ids: readonly string[], token: string, leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailQueue)
    .set({ leaseUntil: inMs(leaseMs) })
    .where(and(inArray(mailQueue.id, [...ids]), eq(mailQueue.leaseOwner, token), eq(mailQueue.state, 'sending')));
}

/** What became of one attempt. */
export type MailOutcome =
  | { state: 'sent'; answer: MailAnswer }
  | { state: 'failed'; answer: MailAnswer }
  | { state: 'queued'; answer: MailAnswer; retryInMs: number };

/**
 * Writes an attempt's outcome, fenced by the lease: false when the message is no longer this
 * sender's. A finished message loses its sealed parts; a retried one keeps them and waits.
 */
export async function settleMail(db: Db, id: string, token: string, now: Date, outcome: MailOutcome): Promise<boolean> {
  const finished = outcome.state !== 'queued';
  const rows = await db
    .update(mailQueue)
    .set({
      state: outcome.state,
      leaseOwner: null,
      leaseUntil: null,
      lastCode: outcome.answer.code,
      lastAnswer: outcome.answer.text,
      updatedAt: now,
      ...(finished ? { sealed: null } : { nextAttemptAt: inMs(outcome.retryInMs) }),
      ...(outcome.state === 'sent' ? { sentAt: now } : {}),
    })
    .where(held(id, token))
    .returning({ id: mailQueue.id });
  return rows.length > 0;
}

/** Ends every lease, so the queue takes those messages again: only for a server that knows it is the database's only one. */
export async function expireMailLeases(db: Db): Promise<void> {
  await db.update(mailQueue).set({ leaseUntil: dbNow }).where(eq(mailQueue.state, 'sending'));
}

/** How long a finished message's row is kept for the admins. */
export const FINISHED_MAIL_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes the rows of messages finished (sent, or failed for good) before `before`; answers how many. */
export async function purgeFinishedMail(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(mailQueue)
    .where(and(inArray(mailQueue.state, ['sent', 'failed']), lt(mailQueue.updatedAt, before)))
    .returning({ id: mailQueue.id });
  return gone.length;
}
