// Submissions: what registered users answered a form, from the first draft to the decision;
// and the invitations of forms that only the people invited may fill in.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Answers } from '../../../contract/form-answers.ts';
import { SUBMISSION_STATUSES } from '../../../contract/submissions.ts';
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
  },
  (t) => [
    index('submissions_form_status_idx').on(t.formId, t.status),
    index('submissions_user_idx').on(t.userId),
    index('submissions_project_idx').on(t.projectId),
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
