// Companies: the tenants.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { media } from './media.ts';

/** Companies: the tenants; each runs its own projects. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['active', 'archived'] }).notNull().default('active'),
    logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Name, slug and contact address in lower case, kept by the database: what the list's search reads. */
    search: text('search').generatedAlwaysAs(sql`lower(name || ' ' || slug || ' ' || contact_email)`),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    // The list's orders (each with the id to break ties) read these instead of sorting every company.
    index('companies_name_idx').on(t.name, t.id),
    index('companies_updated_idx').on(t.updatedAt, t.id),
    // The list searches `%term%`; one trigram index over the one search column answers it without reading every row.
    index('companies_search_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
