// The mail queue: every message written in the transaction that causes it, then sent by the servers' delivery loops.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { projects } from './projects.ts';

/** Where a message stands: waiting (a first try or a retry), taken by a sender, or finished one way or the other. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * One message to one recipient. Its subject and parts carry PINs, codes and links, so they are kept
 * only sealed (`sealed`: AES-256-GCM under a key of the server's) and wiped once the message is sent
 * or has failed for good; what is left is the metadata the admins read, kept a week.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** The From and Reply-To the message goes out with; null From is the server's own (MAIL_FROM). */
    fromAddress: text('from_address'),
    replyTo: text('reply_to'),
    /** The notification sender whose relay sends it, when one does; null is the server's own relay. */
    senderId: text('sender_id'),
    /** Subject, text and HTML, sealed; null once the message is finished. */
    sealed: text('sealed'),
    state: text('state', { enum: MAIL_STATES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not taken before this moment (a retry's wait). */
    nextAttemptAt: at('next_attempt_at').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    /** The relay's last answer: its code (null when there was none: no connection, a file) and its text. */
    lastCode: integer('last_code'),
    lastAnswer: text('last_answer'),
    /** What queued it: the call's path, or `job:<kind>`. */
    cause: text('cause').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The mail-merge ledger row it sends (`mm_recipients`), settled with it. */
    campaignRecipientId: uuid('campaign_recipient_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    // The senders' claim reads only messages that may be taken: the index stays as small as the queue.
    index('mail_queue_claim_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} IN ('queued', 'sending')`),
    index('mail_queue_finished_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} IN ('sent', 'failed')`),
  ],
);
