// Registered users: the people who fill in a project's forms, their sessions, the codes that
// confirm their address, and their acceptances of the installation's conditions.
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { companies } from './companies.ts';
import { conditions } from './installation.ts';
import { projects } from './projects.ts';

/** A project's registered users, one per confirmed email address. */
export const registeredUsers = pgTable(
  'registered_users',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** In lower case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Empty until the person has told it. */
    preferredLang: text('preferred_lang').notNull().default(''),
    blockedAt: at('blocked_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('registered_users_project_email_key').on(t.projectId, t.email), index('registered_users_company_idx').on(t.companyId)],
);

/** Registered users' sessions, apart from operators'; the cookie holds a token whose SHA-256 is the id. */
export const respondentSessions = pgTable(
  'respondent_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => registeredUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('respondent_sessions_user_idx').on(t.userId)],
);

/** A mailed code that confirms an email address for a project; bound to the browser that asked for it. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    bindingHash: text('binding_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    /** The invitation the link carried, when there was one. */
    invitationId: uuid('invitation_id'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('email_codes_binding_idx').on(t.bindingHash), index('email_codes_project_email_idx').on(t.projectId, t.email)],
);

/** Who accepted which version of a condition, and when. */
export const conditionAcceptances = pgTable(
  'condition_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => registeredUsers.id, { onDelete: 'cascade' }),
    conditionId: uuid('condition_id')
      .notNull()
      .references(() => conditions.id, { onDelete: 'cascade' }),
    acceptedAt: at('accepted_at').notNull(),
    ip: text('ip').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conditionId] })],
);
