// Sending claimed messages: open, send as their sender, and write the outcome under the claim's lease.
import crypto from 'node:crypto';
import os from 'node:os';
import { inArray } from 'drizzle-orm';
import { notySenders } from '../db/schema/notifications.ts';
import type { AppDeps } from '../deps.ts';
import { serverKey } from '../http/idempotency.ts';
import type { MailSender, SmtpSettings } from './mailer.ts';
import { claimMail, renewMailLeases, settleMail, type ClaimScope, type MailOutcome, type MailRow } from './queue-store.ts';
import { MAIL_RETRY, retryWait, type RetryPolicy } from './retry.ts';
import { mailKey, openParts } from './sealed.ts';
import { smtpKey, smtpOf } from './senders-smtp.ts';
import { sendFailure } from './smtp-answer.ts';

/** How a server sends the queue's messages. */
export interface MailDeliveryOptions {
  /** How long a claim holds without news; renewed every third of it while the messages are sent. */
  leaseMs: number;
  /** How often an idle loop looks for messages queued by other servers, retries due, or left by dead ones. */
  pollMs: number;
  /** Messages claimed, and sent side by side, at a time. */
  batchSize: number;
  retry: RetryPolicy;
  /** A name for this server in the queue's lease column. */
  name: string;
  /** The only server of its database (PGlite), so a message still marked sending was left by its own previous life. */
  soleServer: boolean;
}

/** The product's pace: a dead server's messages are taken over within 30 s. */
export const MAIL_DELIVERY_DEFAULTS: MailDeliveryOptions = {
  leaseMs: 30_000,
  pollMs: 1_000,
  batchSize: 10,
  retry: MAIL_RETRY,
  name: `${os.hostname()}:${process.pid}`,
  soleServer: false,
};

/** Claims up to a batch of messages (due ones, or the ones named) and sends them; answers how many it claimed. */
export async function sendClaimable(deps: AppDeps, scope: ClaimScope, settings: MailDeliveryOptions = MAIL_DELIVERY_DEFAULTS): Promise<number> {
  const token = `${settings.name}/${crypto.randomUUID()}`;
  const rows = await claimMail(deps.database.db, token, settings.leaseMs, deps.clock.now(), scope);
  if (rows.length > 0) await sendClaimed(deps, rows, token, settings);
  return rows.length;
}

/** Sends the messages a call has just queued, from the server that committed it, once its answer is out. */
export async function sendQueuedNow(deps: AppDeps, ids: readonly string[], settings: MailDeliveryOptions = MAIL_DELIVERY_DEFAULTS): Promise<void> {
  for (let start = 0; start < ids.length; start += settings.batchSize) {
    const batch = ids.slice(start, start + settings.batchSize);
    await sendClaimable(deps, { ids: batch, limit: batch.length }, settings);
  }
}

/** Sends claimed messages side by side, keeping their lease alive until each is settled. */
async function sendClaimed(deps: AppDeps, rows: MailRow[], token: string, settings: MailDeliveryOptions): Promise<void> {
  const key = mailKey(await serverKey(deps.database.db, deps.config.secretKey));
  const relays = await relaysOf(deps, rows);
  const unsettled = new Set(rows.map((row) => row.id));
  const renew = () => renewMailLeases(deps.database.db, [...unsettled], token, settings.leaseMs);
  const beat = setInterval(() => void renew().catch((error: unknown) => deps.logger.error('Could not renew the lease of mail being sent', error)), settings.leaseMs / 3);
  try {
    await Promise.all(
      rows.map(async (row) => {
        const outcome = await attempt(deps, key, row, relays, settings.retry);
        const settled = await settleMail(deps.database.db, row.id, token, deps.clock.now(), outcome);
        unsettled.delete(row.id);
        if (!settled) deps.logger.warn(`Mail ${row.id} was taken over by another sender while this one sent it`);
      }),
    );
  } finally {
    clearInterval(beat);
  }
}

// One attempt at one message, and what it leaves: sent, to be tried again after a wait, or failed for good.
async function attempt(deps: AppDeps, key: Buffer, row: MailRow, relays: SenderRelays, retry: RetryPolicy): Promise<MailOutcome> {
  let parts;
  try {
    parts = openParts(key, row.id, row.sealed ?? '');
  } catch {
    // Sealed under another key (SECRET_KEY changed): no attempt can ever open it.
    deps.logger.error(`Mail ${row.id} to ${row.recipient} cannot be opened with this server's key; it is given up`);
    return { state: 'failed', answer: { code: null, text: 'sealed under another server key' } };
  }
  const via = senderOf(deps, row, relays);
  try {
    const answer = await deps.mailer.send({ to: row.recipient, ...parts, messageId: messageIdOf(row.id, via.from) }, via);
    return { state: 'sent', answer };
  } catch (error) {
    const failure = sendFailure(error);
    const wait = failure.final ? null : retryWait(retry, row.attempts, deps.clock.now().getTime() - row.createdAt.getTime());
    return wait === null ? { state: 'failed', answer: failure.answer } : { state: 'queued', answer: failure.answer, retryInMs: wait };
  }
}

/** The relays of the notification senders a batch names, by sender id; a sender on the server's relay has none. */
type SenderRelays = ReadonlyMap<string, SmtpSettings | undefined>;

// Read once per batch, their passwords opened only here, for the time of the sending.
async function relaysOf(deps: AppDeps, rows: readonly MailRow[]): Promise<SenderRelays> {
  const ids = [...new Set(rows.map((row) => row.senderId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const senders = await deps.database.db.select().from(notySenders).where(inArray(notySenders.id, ids));
  const key = smtpKey(deps.config.secretKey);
  const unopened = (sender: { id: string }) => deps.logger.error(`The SMTP password of sender ${sender.id} cannot be opened with this server's SECRET_KEY; it is sent without one`);
  return new Map(senders.map((sender) => [sender.id, smtpOf(sender, key, unopened)]));
}

/**
 * Who a message goes out as: its own From and Reply-To, else the server's MAIL_FROM. A message of
 * a notification sender with a relay of its own goes through that relay; a sender deleted since
 * the message was queued leaves it to the server's relay, with the From it was queued with.
 */
function senderOf(deps: AppDeps, row: MailRow, relays: SenderRelays): MailSender {
  const smtp = row.senderId ? relays.get(row.senderId) : undefined;
  return { from: row.fromAddress ?? deps.config.mailFrom, ...(row.replyTo ? { replyTo: row.replyTo } : {}), ...(smtp ? { smtp } : {}) };
}

/** The Message-ID of a queued message: the same at every attempt, under the sender's domain. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}
