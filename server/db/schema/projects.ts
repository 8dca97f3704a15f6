// Projects: a company's contests and calls for applications.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { companies } from './companies.ts';

/** Projects: a company's contests and calls for applications. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull(),
    defaultLang: text('default_lang').notNull(),
    opensAt: at('opens_at'),
    closesAt: at('closes_at'),
    status: text('status', { enum: ['draft', 'open', 'closed', 'archived'] }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('projects_company_slug_key').on(t.companyId, t.slug), index('projects_company_idx').on(t.companyId)],
);
