// Announcements the installation's admins publish to operators and public pages, and who read them.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';

/** How loud an announcement is. */
export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'critical'] as const;

/** Who an announcement is for; empty, every operator. */
export interface AnnouncementAudience {
  roles?: string[];
  companies?: string[];
  public_projects?: string[];
}

/** One announcement: its words per language, its audience and its window. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey(),
    version: integer('version').notNull().default(1),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, RichTextDocument>>(),
    severity: text('severity', { enum: ANNOUNCEMENT_SEVERITIES }).notNull(),
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull().default({}),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    ackRequired: boolean('ack_required').notNull().default(false),
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('announcements_window_idx').on(t.startsAt, t.endsAt)],
);

/** An operator's acknowledgement (or dismissal) of an announcement. */
export const announcementReceipts = pgTable(
  'announcement_receipts',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    acknowledgedAt: at('acknowledged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.operatorId] })],
);
