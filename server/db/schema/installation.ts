// Installation-wide settings and the operations' log.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { operators } from './accounting.ts';

/** The operations' log: every mutation, sign-in and refusal. */
export const operationsLog = pgTable(
  'operations_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    endpoint: text('endpoint').notNull(),
    status: integer('status').notNull(),
    target: text('target'),
    /** The company the call was about, for the log's company filter (no foreign key: the log outlives companies). */
    companyId: uuid('company_id'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** A saved record's changed fields, by the field's name in the calls: the value before and after (no secrets). */
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
  },
  (t) => [
    index('operations_log_at_idx').on(t.at),
    index('operations_log_operator_idx').on(t.operatorId),
    index('operations_log_company_idx').on(t.companyId),
  ],
);

/** Installation-wide settings as key and JSON value. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The installation's conditions (terms, privacy notice), each a series of versions kept for the
 * record: a version is never changed once published, a new one is published instead.
 */
export const conditions = pgTable(
  'conditions',
  {
    id: uuid('id').primaryKey(),
    /** Which condition: the versions of one share it. */
    key: text('key').notNull(),
    version: integer('version').notNull(),
    required: boolean('required').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    publishedAt: at('published_at').notNull(),
    publishedBy: uuid('published_by').references(() => operators.id, { onDelete: 'set null' }),
    /** Withdrawn conditions are no longer shown nor asked. */
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [uniqueIndex('conditions_key_version_key').on(t.key, t.version)],
);
