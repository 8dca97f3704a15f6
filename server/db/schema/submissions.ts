// Submissions: what registered users answered a form, from the first draft to the decision;
// and the invitations of forms that only the people invited may fill in.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Answers } from '../../../contract/answer.ts';
import { SUBMISSION_STATUSES } from '../../../contract/submission-status.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { forms } from './forms.ts';
import { projects } from './projects.ts';
import { registeredUsers } from './users.ts';

/**
 * One person's answers to one form: a draft while they fill it in, then frozen with the form
 * version they answered. An erased person's submissions stay, without them and their personal answers.
 */
export const submissions = pgTable(
  'submissions',
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
    userId: uuid('user_id').references(() => registeredUsers.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('draft'),
    /** The published version answered: the one the draft was started on, frozen at submission. */
    formVersion: integer('form_version').notNull(),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    /** The block the person was on, to resume there. */
    block: integer('block').notNull().default(0),
    /** The form's language they answered in. */
    lang: text('lang').notNull(),
    /** Counts the draft's saves: a device that resumes knows whether it holds the newest. */
    revision: integer('revision').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    submittedAt: at('submitted_at'),
    withdrawnAt: at('withdrawn_at'),
    /** The operators' tags, in lower case, each once. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('submissions_form_status_idx').on(t.formId, t.status),
    // The results table as it opens (last sent first, the id breaking ties) reads its page off this index; the days' filters too.
    index('submissions_form_sent_idx').on(t.formId, t.submittedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('submissions_user_idx').on(t.userId),
    index('submissions_project_idx').on(t.projectId),
    // The results' choice filters ask whether the answers contain a value (`@>`): this index answers them.
    index('submissions_answers_gin').using('gin', t.answers.op('jsonb_path_ops')),
    // One draft at a time per person and form: a draft saved from two devices is the same row.
    uniqueIndex('submissions_one_draft_key').on(t.formId, t.userId).where(sql`${t.status} = 'draft'`),
  ],
);

/** The people invited to fill in a form that only invited people may; the link's token is kept as its SHA-256. */
export const formInvitations = pgTable(
  'form_invitations',
  {
    id: uuid('id').primaryKey(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    /** In lower case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('form_invitations_form_email_key').on(t.formId, t.email), uniqueIndex('form_invitations_token_key').on(t.tokenHash)],
);

/** Each change of a submission's status, who made it (null: the respondent) and when. */
export const submissionHistory = pgTable(
  'submission_history',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: SUBMISSION_STATUSES }),
    toStatus: text('to_status', { enum: SUBMISSION_STATUSES }).notNull(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (t) => [index('submission_history_submission_idx').on(t.submissionId, t.at)],
);

/** The operators' internal notes on a submission, never shown to the respondent. */
export const submissionNotes = pgTable(
  'submission_notes',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('submission_notes_submission_idx').on(t.submissionId, t.createdAt)],
);

/** A named set of results filters of a form: the owner's own, or shared with the project's other operators. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid('id').primaryKey(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The filters as the results' address carries them (contract/results.ts). */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('saved_filters_owner_name_key').on(t.formId, t.ownerId, t.name)],
);

/**
 * The public votes of a form: one per confirmed email (a registered user of the project) and
 * submission. An invalidated vote is kept, marked, and no longer counted. The client address is
 * kept only as a keyed hash, enough to see bursts from one address.
 */
export const votes = pgTable(
  'votes',
  {
    id: uuid('id').primaryKey(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => registeredUsers.id, { onDelete: 'set null' }),
    /** The voter's address in lower case; emptied when the person is erased. */
    email: text('email'),
    /** The part after the @, kept after an erasure so that the counts by domain stay. */
    emailDomain: text('email_domain').notNull(),
    addressHash: text('address_hash').notNull(),
    createdAt: at('created_at').notNull(),
    invalidAt: at('invalid_at'),
    invalidBy: uuid('invalid_by').references(() => operators.id, { onDelete: 'set null' }),
    invalidReason: text('invalid_reason'),
  },
  (t) => [
    uniqueIndex('votes_submission_user_key').on(t.submissionId, t.userId),
    index('votes_form_created_idx').on(t.formId, t.createdAt),
    index('votes_user_idx').on(t.userId),
  ],
);
