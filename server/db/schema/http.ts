// The adapter's own records: rate-limit counters, the answers kept for Idempotency-Keys, the server's keys.
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/** Fixed-window counters of the rate limits. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/** Answers of mutations sent with an Idempotency-Key, per operator (or anonymous caller). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Random keys the servers of one database share (the key of the Idempotency-Key store's hashes), made at first use. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull(),
});
