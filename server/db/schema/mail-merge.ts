// Mail-merge: a project's templates with their revisions, its campaigns, the ledger of every
// recipient of a campaign, and the people who unsubscribed from the project's campaigns.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Audience } from '../../../contract/mail-merge.ts';
import { CAMPAIGN_STATES, LEFT_OUT_REASONS, PAUSE_REASONS } from '../../../contract/mail-merge.ts';
import type { LocalizedRichTextValue } from '../../../contract/rich-text-model.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { projects } from './projects.ts';

/** A subject per language. */
export type LocalizedSubject = Partial<Record<string, string>>;

/** A project's mail-merge template: a subject and a rich-text body per language, with merge tags. */
export const mmTemplates = pgTable(
  'mm_templates',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The notification sender it goes out as; null: the project's sender in effect (a deleted sender leaves null). */
    senderId: uuid('sender_id'),
    subject: jsonb('subject').$type<LocalizedSubject>().notNull(),
    body: jsonb('body').$type<LocalizedRichTextValue>().notNull(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('mm_templates_project_idx').on(t.projectId, t.name)],
);

/** A template as it stood: one at most every 10 minutes of editing, the last 20 kept. */
export const mmTemplateRevisions = pgTable(
  'mm_template_revisions',
  {
    id: uuid('id').primaryKey(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => mmTemplates.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    senderId: uuid('sender_id'),
    subject: jsonb('subject').$type<LocalizedSubject>().notNull(),
    body: jsonb('body').$type<LocalizedRichTextValue>().notNull(),
  },
  (t) => [index('mm_template_revisions_template_idx').on(t.templateId, t.createdAt)],
);

/** What a campaign sends, frozen when it starts: later edits of the template do not change it. */
export interface FrozenTemplate {
  name: string;
  senderId: string | null;
  subject: LocalizedSubject;
  body: LocalizedRichTextValue;
}

/** A campaign: a template sent to an audience at a pace, now or at `send_at`. */
export const mmCampaigns = pgTable(
  'mm_campaigns',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The template it sends; null once the template is deleted (a finished campaign keeps its frozen copy). */
    templateId: uuid('template_id').references(() => mmTemplates.id, { onDelete: 'set null' }),
    frozen: jsonb('frozen').$type<FrozenTemplate>(),
    audience: jsonb('audience').$type<Audience>().notNull(),
    ratePerSecond: integer('rate_per_second').notNull(),
    capPerHour: integer('cap_per_hour'),
    sendAt: at('send_at'),
    state: text('state', { enum: CAMPAIGN_STATES }).notNull(),
    pausedReason: text('paused_reason', { enum: PAUSE_REASONS }),
    /** The sending job that feeds the mail queue while the campaign sends. */
    jobId: uuid('job_id'),
    /** Messages sent again after their server stopped while sending them. */
    possibleDuplicates: integer('possible_duplicates').notNull().default(0),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('mm_campaigns_project_idx').on(t.projectId, t.createdAt), index('mm_campaigns_template_idx').on(t.templateId)],
);

/** A recipient's state in the ledger ('queued' with no mail yet: not handed to the mail queue). */
export const LEDGER_STATES = ['queued', 'sent', 'failed', 'left_out'] as const;

/**
 * The ledger: one row per address a campaign matched, written when it starts. A row is handed to
 * the mail queue once (`mail_id`), and settled with the queue's outcome in the same statement as
 * the message (`server/mail/queue-store.ts`).
 */
export const mmRecipients = pgTable(
  'mm_recipients',
  {
    id: uuid('id').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => mmCampaigns.id, { onDelete: 'cascade' }),
    /** The address in lower case. */
    email: text('email').notNull(),
    /** The registered user it is; null once they are erased. */
    userId: uuid('user_id'),
    /** The submission whose answers fill the answer tags (a submissions audience). */
    submissionId: uuid('submission_id'),
    lang: text('lang').notNull(),
    /** Its order of sending. */
    position: integer('position').notNull(),
    state: text('state', { enum: LEDGER_STATES }).notNull(),
    reason: text('reason', { enum: LEFT_OUT_REASONS }),
    mailId: uuid('mail_id'),
    queuedAt: at('queued_at'),
    /** The relay's answer to a failed mail: its code and words. */
    error: text('error'),
    sentAt: at('sent_at'),
    possibleDuplicate: integer('possible_duplicate').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('mm_recipients_campaign_email_idx').on(t.campaignId, t.email),
    index('mm_recipients_campaign_state_idx').on(t.campaignId, t.state, t.position),
    // The feeder's next ones: still to hand to the queue.
    index('mm_recipients_unfed_idx')
      .on(t.campaignId, t.position)
      .where(sql`${t.state} = 'queued' AND ${t.mailId} IS NULL`),
    index('mm_recipients_mail_idx').on(t.mailId),
  ],
);

/**
 * The people who unsubscribed from a project's campaigns, by a keyed hash of their address (kept
 * after they are erased without keeping the address itself).
 */
export const mmUnsubscribes = pgTable(
  'mm_unsubscribes',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    emailHash: text('email_hash').notNull(),
    /** The campaign whose mail they unsubscribed from. */
    campaignId: uuid('campaign_id').references(() => mmCampaigns.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('mm_unsubscribes_project_email_idx').on(t.projectId, t.emailHash)],
);
