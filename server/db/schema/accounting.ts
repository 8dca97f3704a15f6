// Operators and how they sign in: passwords, sessions, login attempts, recovery links, authenticator apps, known browsers.
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

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

/**
 * Browsers that signed in to an operator's account: their long-lived device cookie holds a
 * random token whose SHA-256 is the key. Strangers' failed sign-ins never hold these browsers back.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSignInAt: at('last_sign_in_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('known_devices_operator_idx').on(t.operatorId)],
);
