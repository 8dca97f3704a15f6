// The installation's identity providers: saved only once their issuer is discovered, their client
// secret sealed under a key derived from SECRET_KEY, enabled only after a test passed since their
// last change.
import crypto from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { jsonEqual } from '../../../contract/json-equal.ts';
import { SSO_LIMITS, type SsoProviderEntity, type SsoProvidersSave } from '../../../contract/sso.ts';
import type { Db } from '../../db/db.ts';
import { ssoProviders } from '../../db/schema/sso.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { derivedKey, openText, sealText } from '../../mail/sealed.ts';
import { discoverIssuer } from './oidc.ts';

/** A stored provider. */
export type ProviderRow = typeof ssoProviders.$inferSelect;

/** What a save takes. */
export type ProviderInput = z.output<typeof SsoProvidersSave.input>;

/** The client secrets' own key, derived from SECRET_KEY (never from a key the database keeps); undefined without it. */
export function ssoKey(secretKey: string | undefined): Buffer | undefined {
  return secretKey ? derivedKey(secretKey, 'sso-client-secret') : undefined;
}

/** A provider's client secret, opened; throws when SECRET_KEY changed since it was sealed. */
export function openSecret(key: Buffer | undefined, row: ProviderRow): string {
  if (!key) throw new Error('SECRET_KEY is not set');
  return openText(key, row.id, row.clientSecretSealed);
}

/** True when a test passed since the provider's settings last changed. */
export function testPassed(row: ProviderRow): boolean {
  return row.testedAt !== null && row.testedAt >= row.changedAt;
}

/** A provider as the screens read it: never its secret. */
export function providerEntity(row: ProviderRow): SsoProviderEntity {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    issuer: row.issuer,
    client_id: row.clientId,
    has_secret: row.clientSecretSealed !== '',
    scopes: row.scopes,
    claims: row.claims,
    role_map: row.roleMap,
    link_verified_email: row.linkVerifiedEmail,
    create_operators: row.createOperators,
    groups_win: row.groupsWin,
    enabled: row.enabled,
    changed_at: row.changedAt.toISOString(),
    tested_at: row.testedAt?.toISOString() ?? null,
    test_passed: testPassed(row),
  };
}

/** Every provider, by name. */
export function listProviders(db: Db): Promise<ProviderRow[]> {
  return db.select().from(ssoProviders).orderBy(asc(ssoProviders.name), asc(ssoProviders.createdAt));
}

/** One provider, or undefined. */
export async function findProvider(db: Db, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id)).limit(1);
  return row;
}

/** One provider, or 404. */
export async function getProvider(db: Db, id: string): Promise<ProviderRow> {
  const row = await findProvider(db, id);
  if (!row) throw new AppError('not_found');
  return row;
}

// The settings a sign-in is made of: a change to any of them asks for a new test before enabling.
function signInSettings(row: Pick<ProviderRow, 'issuer' | 'clientId' | 'scopes' | 'claims' | 'roleMap' | 'linkVerifiedEmail' | 'createOperators' | 'groupsWin'>) {
  return [row.issuer, row.clientId, row.scopes, row.claims, row.roleMap, row.linkVerifiedEmail, row.createOperators, row.groupsWin];
}

/**
 * Adds or changes a provider (stale version: 409). Its issuer must be discovered; a new secret is
 * sealed; a change of what a sign-in does moves `changed_at`, and `enabled: true` is refused
 * until a test has passed since then.
 */
export async function saveProvider(db: Db, secretKey: string | undefined, input: ProviderInput, now: Date): Promise<{ before: ProviderRow | null; row: ProviderRow }> {
  const existing = input.id ? await getProvider(db, input.id) : undefined;
  if (existing) checkVersion(existing, input.version, () => providerEntity(existing));
  else await checkRoom(db);
  if (!existing && input.client_secret === undefined) throw fieldError({ client_secret: { rule: 'required' } });
  try {
    await discoverIssuer(input.issuer, true);
  } catch {
    throw fieldError({ issuer: { code: 'sso_discovery_failed' } }, 'sso_discovery_failed');
  }
  const id = existing?.id ?? crypto.randomUUID();
  let sealed = existing?.clientSecretSealed ?? '';
  if (input.client_secret !== undefined) {
    const key = ssoKey(secretKey);
    if (!key) throw fieldError({ client_secret: { code: 'sso_secret_needs_key' } }, 'sso_secret_needs_key');
    sealed = sealText(key, id, input.client_secret);
  }
  const settings = {
    name: input.name,
    issuer: input.issuer,
    clientId: input.client_id,
    scopes: input.scopes,
    claims: input.claims,
    roleMap: input.role_map,
    linkVerifiedEmail: input.link_verified_email,
    createOperators: input.create_operators,
    groupsWin: input.groups_win,
  };
  const changed = !existing || input.client_secret !== undefined || !jsonEqual(signInSettings(existing), signInSettings(settings));
  const changedAt = changed ? now : existing.changedAt;
  const tested = existing !== undefined && !changed && testPassed(existing);
  // Enabling needs a passing test since the last change; a provider already enabled stays so only while nothing changed.
  if (input.enabled && !tested) throw fieldError({ enabled: { code: 'sso_not_tested' } }, 'sso_not_tested');
  // A change ends the last test's word: only a test of the new settings counts.
  const fields = { ...settings, clientSecretSealed: sealed, enabled: input.enabled, changedAt, ...(changed ? { testedAt: null } : {}), updatedAt: now };
  const [row] = existing
    ? await db
        .update(ssoProviders)
        .set({ ...fields, version: existing.version + 1 })
        .where(eq(ssoProviders.id, existing.id))
        .returning()
    : await db
        .insert(ssoProviders)
        .values({ ...fields, id, createdAt: now })
        .returning();
  if (!row) throw new AppError('not_found');
  return { before: existing ?? null, row };
}

async function checkRoom(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(ssoProviders);
  if ((row?.n ?? 0) >= SSO_LIMITS.providers) throw new AppError('too_many_sso_providers', { args: [SSO_LIMITS.providers] });
}

/** Removes a provider; the identities it linked stay with their operators. */
export async function deleteProvider(db: Db, id: string): Promise<ProviderRow> {
  const row = await getProvider(db, id);
  await db.delete(ssoProviders).where(eq(ssoProviders.id, row.id));
  return row;
}

/** Marks a provider's test as passed now, when its settings did not change since the test began. */
export async function markTested(db: Db, row: ProviderRow, startedAt: Date, now: Date): Promise<void> {
  if (row.changedAt > startedAt) return;
  await db.update(ssoProviders).set({ testedAt: now }).where(eq(ssoProviders.id, row.id));
}
