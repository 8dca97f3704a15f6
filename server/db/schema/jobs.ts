// Durable jobs: work that outlives a request (exports, imports, mail-merge), claimed by one runner at a time.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { operators } from './accounting.ts';
import { companies } from './companies.ts';

/** Where a job stands: waiting, taken by a runner, or finished one way or another. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/** One durable job, its progress and its outcome; `lease_*` name the runner that holds it and until when. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: JOB_STATES }).notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Where the job resumes after a restart; written by its runner only. */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** The error code of the last failed attempt. */
    error: text('error'),
    cancelRequested: at('cancel_requested_at'),
    leaseOwner: text('lease_owner'),
    leaseUntil: at('lease_until'),
    /** Not claimed before this moment (a retry's back-off). */
    runAfter: at('run_after').notNull(),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    updatedAt: at('updated_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    // The runners' claim reads only jobs that may be taken: the index stays as small as the queue.
    index('jobs_claim_idx')
      .on(t.runAfter)
      .where(sql`${t.state} IN ('queued', 'running')`),
    index('jobs_owner_idx').on(t.ownerId, t.createdAt),
  ],
);
