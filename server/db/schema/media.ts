// Uploaded images and files: one row each, the bytes in the file storage.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { MEDIA_KINDS } from '../../../contract/media.ts';
import { operators } from './accounting.ts';
import { at, bytea } from './columns.ts';
import { companies } from './companies.ts';
import { projects } from './projects.ts';
import { registeredUsers } from './users.ts';

/**
 * Uploaded images and files, served by id from /api/img/{media_id} and /api/media/{id}/download.
 * The bytes live in the file storage under `storage_key`; rows stored before the storage
 * existed keep theirs in `data` and are served from there, so exactly one of the two is set.
 * No company means an installation file; a project always comes with its company.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    /** Who uploaded it; kept as data, the file stays when the operator goes. */
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** The registered user who uploaded it with an answer: their file, erased with them. */
    userId: uuid('user_id').references((): AnyPgColumn => registeredUsers.id, { onDelete: 'cascade' }),
    // Typed by hand: companies point back at media for their logo, and inference would go round that circle.
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references((): AnyPgColumn => projects.id, { onDelete: 'cascade' }),
    /** The name the file had on the uploader's computer: shown and offered on download, never a path. */
    fileName: text('file_name').notNull(),
    /** The type its bytes were recognised as. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key'),
    data: bytea('data'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('media_storage_key_key').on(t.storageKey),
    index('media_company_idx').on(t.companyId, t.projectId),
    check('media_bytes_in_one_place', sql`(${t.data} IS NULL) <> (${t.storageKey} IS NULL)`),
    check('media_project_has_company', sql`${t.projectId} IS NULL OR ${t.companyId} IS NOT NULL`),
  ],
);
