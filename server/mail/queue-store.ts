// The mail queue's claim, lease and fenced writes: the jobs' way (server/jobs/store.ts), a batch at a time.
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { inTransaction, sqlRows, type Db } from '../db/db.ts';
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
 * or taking the same row; the new lease token fences out whoever held them before. A campaign's
 * message taken over that way may already be at the relay: its ledger row is marked and counted
 * as a possible duplicate in the same transaction.
 */
export async function claimMail(db: Db, token: string, leaseMs: number, now: Date, scope: ClaimScope): Promise<MailRow[]> {
  if (scope.ids?.length === 0) return [];
  const only = scope.ids ? sql`AND id IN (${sql.join(scope.ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  return inTransaction(db, async (tx) => {
    // Locked until the transaction ends, so the update below writes exactly these rows.
    const picked = await sqlRows<{ id: string; state: string }>(
      tx,
      sql`SELECT id, state FROM mail_queue
        WHERE state IN ('queued', 'sending') AND next_attempt_at <= clock_timestamp()
          AND (state = 'queued' OR lease_until < clock_timestamp()) ${only}
        ORDER BY next_attempt_at
        LIMIT ${scope.limit}
        FOR UPDATE SKIP LOCKED`,
    );
    if (picked.length === 0) return [];
    const rows = await tx
      .update(mailQueue)
      .set({ state: 'sending', leaseOwner: token, leaseUntil: inMs(leaseMs), attempts: sql`${mailQueue.attempts} + 1`, updatedAt: now })
      .where(inArray(mailQueue.id, picked.map((row) => row.id)))
      .returning();
    const takenOver = new Set(picked.filter((row) => row.state === 'sending').map((row) => row.id));
    const campaignMail = rows.filter((row) => takenOver.has(row.id) && row.campaignRecipientId !== null).map((row) => row.id);
    if (campaignMail.length > 0) await markPossibleDuplicates(tx, campaignMail, now);
    return rows;
  });
}

// Marks the ledger rows of messages sent again after their sender died, once each, and counts them on their campaigns.
async function markPossibleDuplicates(db: Db, mailIds: readonly string[], now: Date): Promise<void> {
  const ids = sql.join(mailIds.map((id) => sql`${id}::uuid`), sql`, `);
  await db.execute(sql`WITH marked AS (
      UPDATE mm_recipients SET possible_duplicate = 1, updated_at = ${now.toISOString()}::timestamptz
      WHERE mail_id IN (${ids}) AND possible_duplicate = 0
      RETURNING campaign_id
    )
    UPDATE mm_campaigns AS c SET possible_duplicates = c.possible_duplicates + m.n
    FROM (SELECT campaign_id, count(*)::int AS n FROM marked GROUP BY campaign_id) AS m
    WHERE c.id = m.campaign_id`);
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

/** The relay's answer as the ledger keeps it: its code and words. */
export function answerText(answer: MailAnswer): string {
  return answer.code === null ? answer.text : `${answer.code} ${answer.text.replace(/^\d{3}\s*/, '')}`;
}

/**
 * Writes an attempt's outcome, fenced by the lease: false when the message is no longer this
 * sender's. A finished message loses its sealed parts; a retried one keeps them and waits. A
 * campaign's message settles its ledger row in the same statement (sent with its moment, or failed
 * with the relay's answer), fenced by the row's `mail_id`: a row queued again since keeps its new mail.
 */
export async function settleMail(db: Db, id: string, token: string, now: Date, outcome: MailOutcome): Promise<boolean> {
  const finished = outcome.state !== 'queued';
  if (!finished) {
    const rows = await db
      .update(mailQueue)
      .set({ state: 'queued', leaseOwner: null, leaseUntil: null, lastCode: outcome.answer.code, lastAnswer: outcome.answer.text, updatedAt: now, nextAttemptAt: inMs(outcome.retryInMs) })
      .where(held(id, token))
      .returning({ id: mailQueue.id });
    return rows.length > 0;
  }
  const at = now.toISOString();
  const sent = outcome.state === 'sent';
  const ledger = sent ? sql`state = 'sent', sent_at = ${at}::timestamptz, error = NULL` : sql`state = 'failed', sent_at = NULL, error = ${answerText(outcome.answer)}`;
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`WITH settled AS (
        UPDATE mail_queue SET state = ${outcome.state}, lease_owner = NULL, lease_until = NULL, sealed = NULL,
          last_code = ${outcome.answer.code}, last_answer = ${outcome.answer.text}, updated_at = ${at}::timestamptz,
          sent_at = ${sent ? sql`${at}::timestamptz` : sql`sent_at`}
        WHERE id = ${id} AND lease_owner = ${token} AND state = 'sending'
        RETURNING id, campaign_recipient_id
      ),
      ledger AS (
        UPDATE mm_recipients AS r SET ${ledger}, updated_at = ${at}::timestamptz
        FROM settled WHERE r.id = settled.campaign_recipient_id AND r.mail_id = settled.id
      )
      SELECT id FROM settled`,
  );
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
