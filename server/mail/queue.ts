// Every mail of the product is written here, in the transaction of the change that causes it.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { mailQueue } from '../db/schema/mail.ts';
import type { MailMessage } from './mailer.ts';
import { mailKey, sealParts } from './sealed.ts';

/** A message to queue: the composed mail, and who it goes out as when that is not the server itself. */
export interface QueuedMail extends MailMessage {
  from?: string;
  replyTo?: string;
  /** The notification sender whose relay sends it. */
  senderId?: string;
  /** The mail-merge ledger row it sends (`mm_recipients`), settled with the message. */
  campaignRecipientId?: string;
}

// A header's name is an RFC 5322 field name; its value one line, so no header can smuggle in another.
const HEADER_NAME = /^[!-9;-~]+$/;
const HEADER_VALUE = /^[^\r\n]*$/;

/** Refuses extra headers that would break the message's head: a programming error, not a person's input. */
function checkedHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers || Object.keys(headers).length === 0) return undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || !HEADER_VALUE.test(value)) throw new Error(`Header ${JSON.stringify(name)} cannot be written into a mail`);
  }
  return headers;
}

/** What caused a message, for the admins: the call's path or `job:<kind>`, and the company and project when known. */
export interface MailCause {
  cause: string;
  companyId?: string | null;
  projectId?: string | null;
}

/**
 * Writes messages to the queue through `db`, sealed under the server key `serverKey`, and answers
 * their ids. Inside a mutation `db` is its transaction: a change rolled back sends nothing, and a
 * committed one always sends.
 */
export async function queueMails(db: Db, serverKey: Buffer, mails: readonly QueuedMail[], cause: MailCause, now: Date): Promise<string[]> {
  if (mails.length === 0) return [];
  const key = mailKey(serverKey);
  const rows = mails.map((mail) => {
    const id = crypto.randomUUID();
    const headers = checkedHeaders(mail.headers);
    return {
      id,
      recipient: mail.to,
      fromAddress: mail.from ?? null,
      replyTo: mail.replyTo ?? null,
      senderId: mail.senderId ?? null,
      // The headers are sealed with the parts: a campaign's carry the recipient's unsubscribe token.
      sealed: sealParts(key, id, { subject: mail.subject, text: mail.text, html: mail.html, ...(headers ? { headers } : {}) }),
      state: 'queued' as const,
      // Due at once, on the database's clock that the senders' claims read.
      nextAttemptAt: sql`clock_timestamp()`,
      cause: cause.cause,
      companyId: cause.companyId ?? null,
      projectId: cause.projectId ?? null,
      campaignRecipientId: mail.campaignRecipientId ?? null,
      createdAt: now,
      updatedAt: now,
    };
  });
  await db.insert(mailQueue).values(rows);
  return rows.map((row) => row.id);
}
