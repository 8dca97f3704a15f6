// Who a provider's account is among the operators: by (issuer, subject) first, then by a verified
// email when the provider links, else a new operator when it creates them; and the roles its groups
// give. A test asks the same questions and changes nothing.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SsoRefusal, SsoRoleMapLine } from '../../../contract/sso.ts';
import { grantRole } from '../../auth/grant-role.ts';
import { createOperator } from '../../auth/operators.ts';
import type { OperatorRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { grants } from '../../db/schema/operators.ts';
import { ssoIdentities } from '../../db/schema/sso.ts';
import type { ProviderRow } from './providers.ts';

/** What the provider said of the account, read through the provider's claim names. */
export interface AccountClaims {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean | null;
  givenName: string | null;
  familyName: string | null;
  groups: string[];
}

/** Reads the claims the provider's settings name from the ID token's (and the user info's) claims. */
export function accountClaims(provider: ProviderRow, issuer: string, claims: Record<string, unknown>): AccountClaims {
  const text = (name: string) => {
    const value = claims[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 300) : null;
  };
  const email = text(provider.claims.email)?.toLowerCase() ?? null;
  const verified = claims.email_verified;
  const rawGroups = claims[provider.claims.groups];
  const groups = (Array.isArray(rawGroups) ? rawGroups : typeof rawGroups === 'string' ? [rawGroups] : [])
    .filter((group): group is string => typeof group === 'string')
    .slice(0, 500)
    .map((group) => group.slice(0, 300));
  return {
    issuer,
    subject: String(claims.sub),
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    emailVerified: typeof verified === 'boolean' ? verified : verified === 'true' ? true : verified === 'false' ? false : null,
    givenName: text(provider.claims.given_name),
    familyName: text(provider.claims.family_name),
    groups,
  };
}

/** Who the account would be: an operator found, linked or created, or the refusal. */
export type Match =
  | { outcome: 'found'; operator: OperatorRow; first: false }
  | { outcome: 'linked'; operator: OperatorRow; first: true }
  | { outcome: 'created'; operator: null; first: true }
  | { outcome: 'refused'; refusal: SsoRefusal; operator: OperatorRow | null };

/** Finds who the account is, without changing anything. */
export async function matchAccount(db: Db, provider: ProviderRow, account: AccountClaims): Promise<Match> {
  const [known] = await db
    .select({ operator: operators })
    .from(ssoIdentities)
    .innerJoin(operators, eq(operators.id, ssoIdentities.operatorId))
    .where(and(eq(ssoIdentities.issuer, account.issuer), eq(ssoIdentities.subject, account.subject)))
    .limit(1);
  if (known) return known.operator.disabled ? { outcome: 'refused', refusal: 'sso_operator_disabled', operator: known.operator } : { outcome: 'found', operator: known.operator, first: false };
  if (!account.email) return { outcome: 'refused', refusal: 'sso_email_missing', operator: null };
  const [byEmail] = await db.select().from(operators).where(eq(operators.email, account.email)).limit(1);
  if (byEmail) {
    if (!provider.linkVerifiedEmail) return { outcome: 'refused', refusal: 'sso_link_off', operator: byEmail };
    if (account.emailVerified !== true) return { outcome: 'refused', refusal: 'sso_email_unverified', operator: byEmail };
    if (byEmail.disabled) return { outcome: 'refused', refusal: 'sso_operator_disabled', operator: byEmail };
    // One account of an issuer per operator: a second account of the same issuer does not take it over.
    const [other] = await db
      .select({ id: ssoIdentities.id })
      .from(ssoIdentities)
      .where(and(eq(ssoIdentities.operatorId, byEmail.id), eq(ssoIdentities.issuer, account.issuer)))
      .limit(1);
    if (other) return { outcome: 'refused', refusal: 'sso_identity_taken', operator: byEmail };
    return { outcome: 'linked', operator: byEmail, first: true };
  }
  if (!provider.createOperators) return { outcome: 'refused', refusal: 'sso_no_operator', operator: null };
  return { outcome: 'created', operator: null, first: true };
}

/** The lines of the role map the account's groups select. */
export function rolesOf(provider: ProviderRow, account: AccountClaims): SsoRoleMapLine[] {
  const groups = new Set(account.groups);
  return provider.roleMap.filter((line) => groups.has(line.group));
}

/** Whether this sign-in applies the groups' roles: the account's first, or every one when the provider's groups win. */
export function appliesGroups(provider: ProviderRow, match: Match): boolean {
  return match.outcome !== 'refused' && (match.first || provider.groupsWin);
}

/**
 * Makes the match true: links the account to the operator (creating the operator first), notes the
 * sign-in, and applies the groups' roles when this sign-in does. Answers the operator.
 */
export async function applyMatch(db: Db, provider: ProviderRow, account: AccountClaims, match: Exclude<Match, { outcome: 'refused' }>, now: Date, lang: string): Promise<OperatorRow> {
  let operator = match.operator;
  if (match.outcome === 'created') {
    const created = await createOperator(
      db,
      {
        email: account.email!,
        firstName: [account.givenName, account.familyName].filter(Boolean).join(' ').slice(0, 100),
        // Nobody knows this password: the operator signs in through the provider, or sets one by recovery.
        password: crypto.randomBytes(32).toString('base64url'),
        preferredLang: (['it', 'en', 'es', 'fr', 'pt'] as const).find((code) => code === lang) ?? 'it',
      },
      now,
    );
    if (!created) throw new Error('An operator with this email appeared during the sign-in');
    operator = created;
  }
  if (!operator) throw new Error('No operator to sign in');
  if (match.outcome === 'found') {
    await db.update(ssoIdentities).set({ lastLoginAt: now, email: account.email }).where(and(eq(ssoIdentities.issuer, account.issuer), eq(ssoIdentities.subject, account.subject)));
  } else {
    await db.insert(ssoIdentities).values({
      id: crypto.randomUUID(),
      issuer: account.issuer,
      subject: account.subject,
      operatorId: operator.id,
      providerId: provider.id,
      email: account.email,
      linkedAt: now,
      lastLoginAt: now,
    });
  }
  if (appliesGroups(provider, match)) operator = await applyRoles(db, provider, operator, rolesOf(provider, account), now);
  return operator;
}

/**
 * Gives the roles the groups select. When the provider's groups win, the roles its map names that
 * the groups no longer give are taken back; being an installation admin is never taken back here
 * (an admin is demoted in the back office, so a provider's mistake cannot lock the installation out).
 */
async function applyRoles(db: Db, provider: ProviderRow, operator: OperatorRow, given: SsoRoleMapLine[], now: Date): Promise<OperatorRow> {
  if (provider.groupsWin) {
    const kept = new Set(given.map(lineKey));
    for (const line of provider.roleMap) {
      if (line.role === 'installation_admin' || kept.has(lineKey(line)) || !line.company) continue;
      const role = companyRole(line);
      await db
        .delete(grants)
        .where(
          and(
            eq(grants.operatorId, operator.id),
            eq(grants.companyId, line.company),
            eq(grants.role, role),
            line.project ? eq(grants.projectId, line.project) : isNull(grants.projectId),
            isNull(grants.formId),
          ),
        );
    }
  }
  for (const line of given) {
    if (line.role === 'installation_admin') {
      if (!operator.installationAdmin) {
        const [row] = await db.update(operators).set({ installationAdmin: true, updatedAt: now, version: operator.version + 1 }).where(eq(operators.id, operator.id)).returning();
        if (row) operator = row;
      }
      continue;
    }
    if (!line.company) continue;
    await grantRole(db, { operatorId: operator.id, companyId: line.company, role: companyRole(line), projectIds: line.project ? [line.project] : [], grantedBy: null }, now);
  }
  return operator;
}

const lineKey = (line: SsoRoleMapLine) => `${line.role}:${line.company ?? ''}:${line.project ?? ''}`;

function companyRole(line: SsoRoleMapLine): 'manager' | 'editor' | 'judge' {
  if (line.role === 'company_manager') return 'manager';
  return line.role === 'project_editor' ? 'editor' : 'judge';
}

/** An email partly masked for a report: `a***e@example.org`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local.slice(0, 1)}***` : `${local.slice(0, 1)}***${local.slice(-1)}`;
  return `${masked}${email.slice(at)}`;
}
