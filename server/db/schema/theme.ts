// Themes of the installation, companies and projects.
import { integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/** Themes of the installation (company and project themes use the same table). */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey(),
    scope: text('scope', { enum: ['installation', 'company', 'project'] }).notNull(),
    ownerId: uuid('owner_id'),
    colors: text('colors').notNull().default(''),
    graphics: text('graphics').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [unique('themes_scope_owner_key').on(t.scope, t.ownerId).nullsNotDistinct()],
);
