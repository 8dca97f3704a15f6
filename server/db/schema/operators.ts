// What operators may do in companies (grants), and the invitations that give it.
import { index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '../../../contract/roles.ts';
import { at } from './columns.ts';
import { operators } from './accounting.ts';
import { companies } from './companies.ts';
import { projects } from './projects.ts';

/** A grant an invite gives when accepted. */
export type InviteGrant =
  | { role: 'installation_admin' }
  | { role: CompanyRole; companyId: string; projectIds?: string[]; formIds?: string[] };

/** Invitations; the id is the SHA-256 of the mailed token. */
export const invites = pgTable('invites', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  grants: jsonb('grants').$type<InviteGrant[]>().notNull(),
  lang: text('lang').notNull(),
  invitedBy: uuid('invited_by').references(() => operators.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  acceptedAt: at('accepted_at'),
  acceptedBy: uuid('accepted_by').references(() => operators.id, { onDelete: 'set null' }),
});

/**
 * What an operator may do in a company: a role in the company, optionally narrowed to
 * one project (editors, judges, assistants) or one form of it (assistants).
 */
export const grants = pgTable(
  'grants',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['manager', 'editor', 'assistant', 'judge'] }).notNull(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    formId: uuid('form_id'),
    grantedBy: uuid('granted_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('grants_scope_key').on(t.operatorId, t.companyId, t.role, t.projectId, t.formId).nullsNotDistinct(),
    index('grants_operator_idx').on(t.operatorId),
    index('grants_company_idx').on(t.companyId),
  ],
);
