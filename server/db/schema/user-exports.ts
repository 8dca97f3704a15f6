// The installation's exports of people (registered users or operators): what was asked, why, and the file's fate.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { operators } from './accounting.ts';
import { at } from './columns.ts';

/** What an export lists. */
export const USER_EXPORT_KINDS = ['registered_users', 'operators'] as const;

/**
 * One export, kept after its job is gone: its filters, columns and stated purpose, the manifest's
 * count and SHA-256, and when its file expires and was removed. The id is its job's.
 */
export const userExports = pgTable(
  'user_exports',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: USER_EXPORT_KINDS }).notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    purpose: text('purpose').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    requestedBy: uuid('requested_by').references(() => operators.id, { onDelete: 'set null' }),
    /** The stored file's key, null until written and again once removed. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    rowCount: integer('row_count'),
    bytes: integer('bytes'),
    sha256: text('sha256'),
    downloads: integer('downloads').notNull().default(0),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
    expiresAt: at('expires_at').notNull(),
    removedAt: at('removed_at'),
  },
  (t) => [index('user_exports_expiry_idx').on(t.expiresAt)],
);
