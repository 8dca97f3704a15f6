// Single sign-on with OpenID Connect: the installation's providers, the accounts they sign in as
// operators, the sign-ins under way and their one-time results.
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SsoReport, SsoRoleMapLine } from '../../../contract/sso.ts';
import { operators } from './accounting.ts';
import { at } from './columns.ts';

/** Which claims carry an operator's email, names and groups. */
export interface SsoClaimNames {
  email: string;
  given_name: string;
  family_name: string;
  groups: string;
}

/**
 * An identity provider. The client secret is kept only sealed (AES-256-GCM under a key derived
 * from SECRET_KEY, the provider's id authenticated with it). `changed_at` moves with every change
 * of the settings that make a sign-in; `tested_at` is when a test last passed: a provider is enabled
 * only while `tested_at >= changed_at`.
 */
export const ssoProviders = pgTable('sso_providers', {
  id: uuid('id').primaryKey(),
  version: integer('version').notNull().default(1),
  name: text('name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  scopes: text('scopes').notNull(),
  claims: jsonb('claims').$type<SsoClaimNames>().notNull(),
  roleMap: jsonb('role_map').$type<SsoRoleMapLine[]>().notNull(),
  linkVerifiedEmail: boolean('link_verified_email').notNull().default(false),
  createOperators: boolean('create_operators').notNull().default(false),
  groupsWin: boolean('groups_win').notNull().default(false),
  enabled: boolean('enabled').notNull().default(false),
  changedAt: at('changed_at').notNull(),
  testedAt: at('tested_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** An account of a provider, known by its issuer and subject, signed in as one operator. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: uuid('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** The provider that first linked it; the identity outlives the provider's row. */
    providerId: uuid('provider_id'),
    email: text('email'),
    linkedAt: at('linked_at').notNull(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [uniqueIndex('sso_identities_subject_key').on(t.issuer, t.subject), index('sso_identities_operator_idx').on(t.operatorId)],
);

/**
 * A sign-in or a test sent to a provider, waiting for its answer: found by `state`, bound to the
 * browser that started it (the hash of its `bo_sso` cookie), 5 minutes, used once.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    id: uuid('id').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    providerId: uuid('provider_id').notNull(),
    /** The admin who started a test; null for a sign-in. */
    testBy: uuid('test_by').references(() => operators.id, { onDelete: 'cascade' }),
    bindingHash: text('binding_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('sso_flows_state_key').on(t.state), index('sso_flows_expires_idx').on(t.expiresAt)],
);

/**
 * Where a flow ended, waiting for the result page: found by the hash of its one-time token, bound
 * to the same browser, 5 minutes, used once. A sign-in names its operator or its refusal; a test
 * holds its report.
 */
export const ssoResults = pgTable(
  'sso_results',
  {
    id: text('id').primaryKey(),
    providerId: uuid('provider_id'),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    testBy: uuid('test_by').references(() => operators.id, { onDelete: 'cascade' }),
    /** The refusal's error code; null when the sign-in passed. */
    refusal: text('refusal'),
    /** What the refusal's message is filled with (the provider's own error). */
    refusalArgs: jsonb('refusal_args').$type<string[]>(),
    report: jsonb('report').$type<Omit<SsoReport, 'refusal_text'>>(),
    /** The hash of the browser's binding cookie; null when the browser had none (a refusal only). */
    bindingHash: text('binding_hash'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('sso_results_expires_idx').on(t.expiresAt)],
);
