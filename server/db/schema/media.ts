// Uploaded images and files.
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bytea } from './columns.ts';

/** Uploaded images and files, served by id from /api/img/{media_id}. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  createdAt: at('created_at').notNull(),
});
