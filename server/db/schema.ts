import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CompanyRole } from '../../contract/roles.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Operators: the people who sign in to the back office. */
export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    installationAdmin: boolean('installation_admin').notNull().default(false),
    mustChange: boolean('must_change').notNull().default(false),
    preferredLang: text('preferred_lang').notNull().default('it'),
    disabled: boolean('disabled').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('operators_email_key').on(t.email)],
);

/** Signed-in sessions; the cookie holds a token whose SHA-256 is the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_operator_idx').on(t.operatorId)],
);

/** A login-start waiting for its PIN; bound to the browser that started it by a cookie token. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    bindingHash: text('binding_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    /** What the second step asks: the mailed PIN, or a code of the operator's authenticator app. */
    method: text('method', { enum: ['pin', 'totp'] }).notNull().default('pin'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [index('login_attempts_operator_idx').on(t.operatorId)],
);

/** Password recovery links; the id is the SHA-256 of the mailed token. */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: text('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_tokens_operator_idx').on(t.operatorId)],
);

/**
 * An operator's authenticator app (TOTP, RFC 6238). Without `enabled_at` the set-up waits for
 * its first code; `last_step` is the time step of the newest code used, which never works again.
 */
export const operatorTotp = pgTable('operator_totp', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: at('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
});

/** Single-use codes that stand in for the authenticator app; only their salted SHA-256 is kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('totp_recovery_codes_operator_idx').on(t.operatorId)],
);

/** A grant an invite gives when accepted. */
export type InviteGrant =
  | { role: 'installation_admin' }
  | { role: CompanyRole; companyId: string; projectIds?: string[] };

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
  },
  (t) => [
    index('operations_log_at_idx').on(t.at),
    index('operations_log_operator_idx').on(t.operatorId),
    index('operations_log_company_idx').on(t.companyId),
  ],
);

/** Uploaded images and files, served by id from /api/img/{media_id}. */
export const media = pgTable('media', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  data: bytea('data').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Themes of the installation (company and project themes use the same table). */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey(),
    scope: text('scope', { enum: ['installation', 'company', 'project'] }).notNull(),
    ownerId: uuid('owner_id'),
    colors: text('colors').notNull().default(''),
    graphics: text('graphics').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [unique('themes_scope_owner_key').on(t.scope, t.ownerId).nullsNotDistinct()],
);

/** Installation-wide settings as key and JSON value. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Companies: the tenants; each runs its own projects. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['active', 'archived'] }).notNull().default('active'),
    logoMediaId: uuid('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Name, slug and contact address in lower case, kept by the database: what the list's search reads. */
    search: text('search').generatedAlwaysAs(sql`lower(name || ' ' || slug || ' ' || contact_email)`),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    index('companies_name_idx').on(t.name),
    // The list searches `%term%`; one trigram index over the one search column answers it without reading every row.
    index('companies_search_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

/** Projects: a company's contests and calls for applications. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull(),
    defaultLang: text('default_lang').notNull(),
    opensAt: at('opens_at'),
    closesAt: at('closes_at'),
    status: text('status', { enum: ['draft', 'open', 'closed', 'archived'] }).notNull().default('draft'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('projects_company_slug_key').on(t.companyId, t.slug), index('projects_company_idx').on(t.companyId)],
);

/**
 * What an operator may do in a company: a role in the company, optionally narrowed to
 * one project (editors, judges) or one form (assistants, once forms exist).
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
