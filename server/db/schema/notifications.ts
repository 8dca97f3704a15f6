// Notification senders and texts at the installation, company and project levels.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import { NOTY_LEVELS, SMTP_SECURITY, type SpfVerdict } from '../../../contract/notifications.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { projects } from './projects.ts';

/**
 * A level's senders: who its mails go out as, and optionally through a relay of its own. `scope`
 * names the level's owner in one text (`installation`, `company:<id>`, `project:<id>`), so one
 * unique index keeps one default per level. The relay's password is kept only sealed.
 */
export const notySenders = pgTable(
  'noty_senders',
  {
    id: uuid('id').primaryKey(),
    scope: text('scope').notNull(),
    level: text('level', { enum: NOTY_LEVELS }).notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull().default(''),
    replyTo: text('reply_to'),
    isDefault: boolean('is_default').notNull().default(false),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    smtpSecure: text('smtp_secure', { enum: SMTP_SECURITY }),
    smtpUser: text('smtp_user'),
    /** The relay's password sealed with AES-256-GCM under a key of the server's; null: none. */
    smtpPasswordSealed: text('smtp_password_sealed'),
    /** The last SPF verdict of the From address's domain, and when it was read. */
    spf: jsonb('spf').$type<SpfVerdict>(),
    spfCheckedAt: at('spf_checked_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('noty_senders_default_key')
      .on(t.scope)
      .where(sql`${t.isDefault}`),
    index('noty_senders_scope_idx').on(t.scope),
  ],
);

/** A level's override of one notification's text in one language. */
export const notyTexts = pgTable(
  'noty_texts',
  {
    id: uuid('id').primaryKey(),
    scope: text('scope').notNull(),
    level: text('level', { enum: NOTY_LEVELS }).notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    subject: text('subject').notNull(),
    body: jsonb('body').$type<RichTextDocument>().notNull(),
    /** The hash of the built-in text when this override was written: another one now means it is outdated. */
    builtinHash: text('builtin_hash').notNull(),
    updatedBy: uuid('updated_by').references(() => operators.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('noty_texts_cell_key').on(t.scope, t.key, t.lang)],
);

/**
 * Problems the server finds on its own (a sender's domain that stops authorising the relay), one
 * row per incident: raised once while it lasts, cleared when it ends.
 */
export const systemAlerts = pgTable(
  'system_alerts',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What the incident is about (a sender's id), so one thing raises one alert at a time. */
    subject: text('subject').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    raisedAt: at('raised_at').notNull(),
    clearedAt: at('cleared_at'),
  },
  (t) => [
    uniqueIndex('system_alerts_open_key')
      .on(t.kind, t.subject)
      .where(sql`${t.clearedAt} IS NULL`),
  ],
);
