// The installation's own wording: an admin's correction of a built-in text, per key and language.
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { operators } from './accounting.ts';
import { at } from './columns.ts';

/**
 * One corrected text. `builtin` keeps the built-in text the override was written against, so a
 * release that changes that text marks the override outdated.
 */
export const i18nOverrides = pgTable(
  'i18n_overrides',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
    builtin: text('builtin').notNull(),
    updatedBy: uuid('updated_by').references(() => operators.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);

/** Each language's overrides version: raised by every change, so devices and servers know theirs is stale. */
export const i18nVersions = pgTable('i18n_versions', {
  lang: text('lang').primaryKey(),
  version: integer('version').notNull().default(0),
  updatedAt: at('updated_at').notNull(),
});
