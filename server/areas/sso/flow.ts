// A sign-in through a provider, from the button to the result page: `GET /api/sso/:id/start`
// sends the browser to the provider with PKCE, state and nonce, bound to the browser by a cookie;
// `GET /api/sso/callback` checks the provider's answer and keeps its outcome under a one-time token
// the result page exchanges (`sso/result`). A test (`?test=1`, an installation admin only) runs the
// same flow and keeps a report instead, changing nothing.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import { SSO_CALLBACK_PATH, SSO_CLOCK_TOLERANCE_SECONDS, SSO_FLOW_TTL_SECONDS, type SsoRefusal, type SsoReport } from '../../../contract/sso.ts';
import { hitRateLimit, limitAddress } from '../../auth/rate-limit.ts';
import { loadSession } from '../../auth/sessions.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { inTransaction, type Db } from '../../db/db.ts';
import { ssoFlows, ssoResults } from '../../db/schema/sso.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { publicBase } from '../../http/hosts.ts';
import { clientAddress, isSecure, requestLanguage } from '../../http/request.ts';
import { accountClaims, appliesGroups, applyMatch, maskEmail, matchAccount, rolesOf, type AccountClaims, type Match } from './identity.ts';
import { addressClientOf, clientOf, discoverIssuer, discoveryFacts, refusalOf, type DiscoveryFacts } from './oidc.ts';
import { findProvider, markTested, openSecret, ssoKey, type ProviderRow } from './providers.ts';

/** Binds a flow and its result to the browser that started it; sent only to `/api/sso`. */
export const BINDING_COOKIE_PATH = '/api/sso';
const BINDING_TTL_SECONDS = 60 * 60;
const TTL_MS = SSO_FLOW_TTL_SECONDS * 1000;
/** Sign-ins and tests a client address may start per quarter hour. */
const START_LIMIT = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The binding cookie's name: `__Secure-` over HTTPS. */
export function bindingCookieName(secure: boolean): string {
  return secure ? '__Secure-bo_sso' : 'bo_sso';
}

/** The hash of the browser's binding cookie, or null when it carries none. */
export function bindingOf(c: Context, secure: boolean): string | null {
  const token = getCookie(c, bindingCookieName(secure));
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? hashToken(token) : null;
}

/** The address the provider sends the browser back to: from PUBLIC_URL (or the server's own), never a request header. */
export function redirectUri(deps: AppDeps): string {
  return `${publicBase(deps.config)}${SSO_CALLBACK_PATH}`;
}

/** The result page of a one-time token. */
export const resultPage = (token: string) => `/app/out/fia-sso/result/${token}`;

/** Mounts the start and the provider's return. */
export function mountSso(app: Hono, deps: AppDeps): void {
  app.get('/api/sso/callback', (c) => callback(c, deps));
  app.get('/api/sso/:id/start', (c) => start(c, deps));
}

// `GET /api/sso/:id/start[?test=1]`: a flow bound to this browser, then 302 to the provider.
async function start(c: Context, deps: AppDeps): Promise<Response> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const secure = isSecure(c, deps.config);
  const test = c.req.query('test') === '1';
  let testBy: string | null = null;
  if (test) {
    const session = await loadSession(db, c, now, secure);
    if (!session) throw new AppError('not_signed_in');
    if (!session.operator.installationAdmin) throw new AppError('forbidden');
    testBy = session.operator.id;
  }
  // Every start writes a flow: at most 60 a quarter hour per client address.
  const address = limitAddress(clientAddress(c, deps.config));
  const wait = await hitRateLimit(db, `sso/start:address:${address}`, { limit: Math.ceil(START_LIMIT * deps.config.rateLimitFactor), windowSeconds: 15 * 60 }, now);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new AppError('rate_limited', { retryAfter: wait });
  }
  const id = c.req.param('id') ?? '';
  const provider = UUID.test(id) ? await findProvider(db, id.toLowerCase()) : undefined;
  if (!provider) throw new AppError('not_found');
  await purgeOld(db, now);

  let binding = getCookie(c, bindingCookieName(secure));
  if (!binding || !/^[A-Za-z0-9_-]{20,100}$/.test(binding)) binding = newToken();
  setCookie(c, bindingCookieName(secure), binding, { httpOnly: true, sameSite: 'Lax', secure, path: BINDING_COOKIE_PATH, maxAge: BINDING_TTL_SECONDS });
  const bindingHash = hashToken(binding);

  if (!test && !provider.enabled) return finish(c, db, now, { providerId: provider.id, testBy: null, bindingHash, refusal: 'sso_provider_disabled' });
  let metadata: oidc.ServerMetadata;
  try {
    metadata = await discoverIssuer(provider.issuer);
  } catch {
    return finish(c, db, now, { providerId: provider.id, testBy, bindingHash, refusal: 'sso_provider_unreachable', report: test ? emptyReport(provider, null, 'sso_provider_unreachable') : undefined });
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const verifier = oidc.randomPKCECodeVerifier();
  await db.insert(ssoFlows).values({
    id: crypto.randomUUID(),
    state,
    nonce,
    codeVerifier: verifier,
    providerId: provider.id,
    testBy,
    bindingHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(addressClientOf(metadata, provider.clientId), {
    redirect_uri: redirectUri(deps),
    scope: provider.scopes,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(url.href, 302);
}

/** Removes the flows and results past their time (kept a day, then gone). */
async function purgeOld(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, before));
  await db.delete(ssoResults).where(lt(ssoResults.expiresAt, before));
}

/** What a flow ended with, kept for the result page. */
interface Ending {
  providerId: string | null;
  testBy: string | null;
  bindingHash: string | null;
  refusal?: SsoRefusal;
  refusalArgs?: string[];
  operatorId?: string;
  report?: Omit<SsoReport, 'refusal_text'>;
}

// Keeps the ending under a new one-time token and sends the browser to the result page.
async function finish(c: Context, db: Db, now: Date, ending: Ending): Promise<Response> {
  const token = newToken();
  await db.insert(ssoResults).values({
    id: hashToken(token),
    providerId: ending.providerId,
    operatorId: ending.operatorId ?? null,
    testBy: ending.testBy,
    refusal: ending.refusal ?? null,
    refusalArgs: ending.refusalArgs ?? null,
    report: ending.report ?? null,
    bindingHash: ending.bindingHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(resultPage(token), 302);
}

// A report with only what is known before the provider answered.
function emptyReport(provider: ProviderRow, discovery: DiscoveryFacts | null, refusal: SsoRefusal | null): Omit<SsoReport, 'refusal_text'> {
  return {
    provider: { id: provider.id, name: provider.name },
    passed: refusal === null,
    refusal,
    discovery,
    checks: [{ check: 'discovery', ok: discovery !== null }],
    clock_difference_seconds: null,
    clock_tolerance_seconds: SSO_CLOCK_TOLERANCE_SECONDS,
    claims: null,
    operator: null,
    roles: [],
    groups_applied: false,
  };
}

// The checks of the provider's answer, in order: those before the one that failed passed.
const ANSWER_CHECKS = ['state', 'issuer', 'code', 'id_token', 'nonce', 'clock', 'email', 'operator'] as const;
const CHECK_OF: Partial<Record<SsoRefusal, (typeof ANSWER_CHECKS)[number]>> = {
  sso_state_invalid: 'state',
  sso_issuer_mismatch: 'issuer',
  sso_provider_refused: 'code',
  sso_code_rejected: 'code',
  sso_provider_unreachable: 'code',
  sso_token_invalid: 'id_token',
  sso_nonce_mismatch: 'nonce',
  sso_clock_skew: 'clock',
  sso_email_missing: 'email',
};

function checksUpTo(refusal: SsoRefusal | null, discovery: DiscoveryFacts): SsoReport['checks'] {
  const failed = refusal ? (CHECK_OF[refusal] ?? 'operator') : null;
  const checks: SsoReport['checks'] = [
    { check: 'discovery', ok: true },
    { check: 'pkce_s256', ok: discovery.pkce_s256 },
  ];
  if (discovery.iss_parameter) checks.push({ check: 'iss_parameter', ok: refusal !== 'sso_issuer_mismatch' });
  for (const check of ANSWER_CHECKS) {
    checks.push({ check, ok: check !== failed });
    if (check === failed) break;
  }
  return checks;
}

// `GET /api/sso/callback`: the provider's answer, checked; the outcome kept for the result page.
async function callback(c: Context, deps: AppDeps): Promise<Response> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const secure = isSecure(c, deps.config);
  const bindingHash = bindingOf(c, secure);
  const state = c.req.query('state') ?? '';
  const [flow] = state && state.length <= 200 ? await db.select().from(ssoFlows).where(eq(ssoFlows.state, state)).limit(1) : [];
  // An answer to no flow of this browser: another browser's, forged, or state changed on the way.
  if (!flow || !bindingHash || flow.bindingHash !== bindingHash) return finish(c, db, now, { providerId: null, testBy: null, bindingHash, refusal: 'sso_state_invalid' });
  const provider = await findProvider(db, flow.providerId);
  const base = { providerId: flow.providerId, testBy: flow.testBy, bindingHash };
  // Used once, within its 5 minutes.
  const [claimed] = await db
    .update(ssoFlows)
    .set({ usedAt: now })
    .where(and(eq(ssoFlows.id, flow.id), isNull(ssoFlows.usedAt), gt(ssoFlows.expiresAt, now)))
    .returning();
  if (!provider || (!flow.testBy && !provider.enabled)) return finish(c, db, now, { ...base, refusal: 'sso_provider_disabled' });
  if (!claimed) {
    return finish(c, db, now, { ...base, refusal: 'sso_flow_expired', report: flow.testBy ? emptyReport(provider, null, 'sso_flow_expired') : undefined });
  }

  let metadata: oidc.ServerMetadata;
  try {
    metadata = await discoverIssuer(provider.issuer);
  } catch {
    return finish(c, db, now, { ...base, refusal: 'sso_provider_unreachable', report: flow.testBy ? emptyReport(provider, null, 'sso_provider_unreachable') : undefined });
  }
  const discovery = discoveryFacts(metadata);
  const outcome = await answerOf(c, deps, provider, metadata, claimed, now);

  if (flow.testBy) {
    const refusal = outcome.refusal ?? (outcome.match?.outcome === 'refused' ? outcome.match.refusal : null);
    const report: Omit<SsoReport, 'refusal_text'> = {
      provider: { id: provider.id, name: provider.name },
      passed: refusal === null,
      refusal,
      discovery,
      checks: checksUpTo(refusal, discovery),
      clock_difference_seconds: outcome.clockDifference,
      clock_tolerance_seconds: SSO_CLOCK_TOLERANCE_SECONDS,
      claims: outcome.account
        ? {
            subject: outcome.account.subject,
            email: maskEmail(outcome.account.email),
            email_verified: outcome.account.emailVerified,
            given_name: outcome.account.givenName,
            family_name: outcome.account.familyName,
            groups: outcome.account.groups,
          }
        : null,
      operator: outcome.match
        ? {
            outcome: outcome.match.outcome,
            reason: outcome.match.outcome === 'refused' ? outcome.match.refusal : outcome.match.outcome,
            email: maskEmail(outcome.match.operator?.email ?? outcome.account?.email ?? null),
          }
        : null,
      roles:
        outcome.account && outcome.match && outcome.match.outcome !== 'refused'
          ? rolesOf(provider, outcome.account).map((line) => ({ group: line.group, role: line.role, company: line.company ?? null, project: line.project ?? null }))
          : [],
      groups_applied: outcome.match ? appliesGroups(provider, outcome.match) : false,
    };
    if (report.passed) await markTested(db, provider, flow.createdAt, now);
    return finish(c, db, now, { ...base, refusal: refusal ?? undefined, report });
  }

  if (outcome.refusal) return finish(c, db, now, { ...base, refusal: outcome.refusal, refusalArgs: outcome.refusalArgs });
  const match = outcome.match!;
  if (match.outcome === 'refused') return finish(c, db, now, { ...base, refusal: match.refusal });
  const account = outcome.account!;
  const lang = requestLanguage(c);
  try {
    const operator = await inTransaction(db, (tx) => applyMatch(tx, provider, account, match, now, lang));
    return finish(c, db, now, { ...base, operatorId: operator.id });
  } catch (error) {
    // Two first sign-ins of one account at once: the second finds the identity the first made.
    deps.logger.warn(`A single sign-on through ${provider.name} could not be recorded: ${error instanceof Error ? error.message : 'unknown error'}`);
    return finish(c, db, now, { ...base, refusal: 'sso_state_invalid' });
  }
}

/** What the provider's answer gave: the account and who it is, or the refusal. */
interface Answer {
  refusal: SsoRefusal | null;
  refusalArgs?: string[];
  clockDifference: number | null;
  account: AccountClaims | null;
  match: Match | null;
}

// Exchanges the code (PKCE, state, nonce, issuer checked by openid-client), checks the clock and reads the account.
async function answerOf(c: Context, deps: AppDeps, provider: ProviderRow, metadata: oidc.ServerMetadata, flow: typeof ssoFlows.$inferSelect, now: Date): Promise<Answer> {
  const none = { clockDifference: null, account: null, match: null };
  let secret: string;
  try {
    secret = openSecret(ssoKey(deps.config.secretKey), provider);
  } catch {
    return { ...none, refusal: 'sso_provider_unreachable' };
  }
  const client = clientOf(metadata, provider.clientId, secret, deps.clock);
  // The provider's answer as it reached our own address: its parameters, never the Host it came with.
  const current = new URL(redirectUri(deps));
  current.search = new URL(c.req.url).search;
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(client, current, { pkceCodeVerifier: flow.codeVerifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true });
  } catch (error) {
    const { code, args } = refusalOf(error);
    return { ...none, refusal: code, refusalArgs: args };
  }
  const idClaims = tokens.claims();
  if (!idClaims) return { ...none, refusal: 'sso_token_invalid' };
  const clockDifference = Math.round(now.getTime() / 1000 - idClaims.iat);
  if (Math.abs(clockDifference) > SSO_CLOCK_TOLERANCE_SECONDS) return { ...none, clockDifference, refusal: 'sso_clock_skew' };
  let claims: Record<string, unknown> = { ...idClaims };
  // The email and groups may come only from the user info endpoint (Keycloak's mappers, some Entra set-ups).
  const wanted = [provider.claims.email, provider.claims.groups, provider.claims.given_name];
  if (metadata.userinfo_endpoint && wanted.some((name) => claims[name] === undefined)) {
    try {
      const info = await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims };
    } catch (error) {
      deps.logger.warn(`The user info of ${provider.name} could not be read: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  }
  const account = accountClaims(provider, metadata.issuer, claims);
  const match = await matchAccount(deps.database.db, provider, account);
  return { refusal: null, clockDifference, account, match };
}

/** The results a browser may still read: its binding's, unused, unexpired. */
export function usableResult(id: string, now: Date) {
  return and(eq(ssoResults.id, id), isNull(ssoResults.usedAt), gt(ssoResults.expiresAt, now));
}

/** True when a result is bound to the browser presenting it (a refusal made for a browser without a cookie is anyone's). */
export function sameBrowser(row: typeof ssoResults.$inferSelect, bindingHash: string | null): boolean {
  if (row.bindingHash === null) return row.refusal !== null && row.operatorId === null && row.report === null;
  return bindingHash !== null && row.bindingHash === bindingHash;
}
