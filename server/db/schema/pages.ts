// Landing pages: a project's pages (the draft and the copy last published), their revisions, the
// installation's presets, and each project's site menu.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../contract/form-definition.ts';
import type { LocalizedPageDocValue } from '../../../contract/page-doc-model.ts';
import { PAGE_STATUSES, REVISION_KINDS, type MenuItem } from '../../../contract/pages.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { projects } from './projects.ts';

/** A project's landing pages: the draft as edited, and the copy the public reads once published. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** The page's place in the project's list and menu editor, from 0. */
    position: integer('position').notNull(),
    /** The project's home page, served at `/p/<company>/<project>/`: one per project at most. */
    home: boolean('home').notNull().default(false),
    status: text('status', { enum: PAGE_STATUSES }).notNull().default('draft'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    body: jsonb('body').$type<LocalizedPageDocValue>().notNull(),
    /** The copy the public reads: the draft as it stood at its last publication. */
    publishedTitle: jsonb('published_title').$type<LocalizedText>(),
    publishedDescription: jsonb('published_description').$type<LocalizedText>(),
    publishedBody: jsonb('published_body').$type<LocalizedPageDocValue>(),
    /** The draft's version last published; null: never published. */
    publishedVersion: integer('published_version'),
    publishedAt: at('published_at'),
    /** The record's version: every save names it, a stale one is a conflict. */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('pages_project_slug_key').on(t.projectId, t.slug),
    uniqueIndex('pages_project_home_key')
      .on(t.projectId)
      .where(sql`${t.home}`),
    index('pages_company_idx').on(t.companyId),
  ],
);

/** A page's revisions: its title, description and body at a publication, or while edited (one per 10 minutes). */
export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: uuid('id').primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVISION_KINDS }).notNull(),
    createdAt: at('created_at').notNull(),
    /** Who made it; null once their account is gone. */
    createdBy: uuid('created_by').references(() => operators.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedPageDocValue>().notNull(),
  },
  (t) => [index('page_revisions_page_idx').on(t.pageId, t.kind, t.createdAt)],
);

/** The installation's presets: starting bodies a new page copies. */
export const pageTemplates = pgTable('page_templates', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  body: jsonb('body').$type<LocalizedPageDocValue>().notNull(),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** A project's site menu: its items in order. */
export const siteMenus = pgTable('site_menus', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<MenuItem[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
  updatedAt: at('updated_at').notNull(),
});
