// Judging: a form's sessions, their judges and who holds which submission, the judges' scores
// with the history of what each replaced, and the judges' devices as they last reported.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Criterion } from '../../../contract/judging.ts';
import { OTHERS_SCORES, SESSION_STATUSES } from '../../../contract/judging.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { forms } from './forms.ts';
import { projects } from './projects.ts';
import { submissions } from './submissions.ts';

/** Which submissions a session judges, as stored (contract/judging.ts SessionScopeSchema). */
export type StoredSessionScope = { kind: 'submitted' } | { kind: 'status'; statuses: string[] } | { kind: 'filter'; filter: string; tz: string };

/** A judging session of a form: its criteria, how its submissions are spread, and its state. */
export const judgingSessions = pgTable(
  'judging_sessions',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** The record's version: every save names it, a stale one is a conflict. */
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    criteria: jsonb('criteria').$type<Criterion[]>().notNull(),
    assignmentMode: text('assignment_mode', { enum: ['all', 'per_submission'] }).notNull(),
    perSubmission: integer('per_submission'),
    blind: boolean('blind').notNull().default(false),
    othersScores: text('others_scores', { enum: OTHERS_SCORES }).notNull().default('never'),
    scope: jsonb('scope').$type<StoredSessionScope>().notNull(),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('draft'),
    opensAt: at('opens_at'),
    closesAt: at('closes_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('judging_sessions_form_idx').on(t.formId, t.createdAt)],
);

/** The judges of a session: operators with the judge role on its project when they were named. */
export const sessionJudges = pgTable(
  'session_judges',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => judgingSessions.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.operatorId] }), index('session_judges_operator_idx').on(t.operatorId)],
);

/** Who holds which submission of a session. */
export const sessionAssignments = pgTable(
  'session_assignments',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => judgingSessions.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.submissionId, t.judgeId] }), index('session_assignments_judge_idx').on(t.judgeId, t.sessionId)],
);

/** One judge's score of one submission: values per criterion, or an abstention, or a declared conflict. */
export const scores = pgTable(
  'scores',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => judgingSessions.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    judgeId: uuid('judge_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    comment: text('comment').notNull().default(''),
    abstain: boolean('abstain').notNull().default(false),
    conflict: boolean('conflict').notNull().default(false),
    /** When the judge made it on their device: between two devices, the later change wins. */
    changedAt: at('changed_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('scores_session_submission_judge_key').on(t.sessionId, t.submissionId, t.judgeId)],
);

/** What a score was before each change, or a change that arrived after a later one and lost to it. */
export const scoreHistory = pgTable(
  'score_history',
  {
    id: uuid('id').primaryKey(),
    scoreId: uuid('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    comment: text('comment').notNull(),
    abstain: boolean('abstain').notNull(),
    conflict: boolean('conflict').notNull(),
    changedAt: at('changed_at').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [index('score_history_score_idx').on(t.scoreId, t.recordedAt)],
);

/**
 * A judge's device as it last reported itself: one row per operator and device id (made on the
 * device), replaced by each report; `pending` holds, by session id, the changes waiting on it for
 * each session the operator judges.
 */
export const judgeDevices = pgTable(
  'judge_devices',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    appVersion: text('app_version').notNull(),
    label: text('label'),
    pending: jsonb('pending').$type<Record<string, number>>().notNull(),
    /** The server's time of the last report. */
    lastSyncAt: at('last_sync_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.device] })],
);
