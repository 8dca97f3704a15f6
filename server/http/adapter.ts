import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { PUBLIC_PERMISSIONS, type Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS, labelsOf } from '../../contract/endpoints.ts';
import { isLanguage } from '../../contract/languages.ts';
import { hitRateLimit, limitAddress } from '../auth/rate-limit.ts';
import { loadSession, type SessionInfo } from '../auth/sessions.ts';
import type { AppDeps } from '../deps.ts';
import { loadRespondentSession } from '../respondents/sessions.ts';
import { findSite } from '../respondents/site.ts';
import { authorizeScope } from './authorize.ts';
import { checkOutput, granteeOf, logEntry, summaryOf, type Call } from './call.ts';
import { dispatchedSession } from './dispatched.ts';
import { AppError, errorBody } from '../errors.ts';
import type { Handler, RateLimitCaller } from './handler.ts';
import { writeLog } from './oplog.ts';
import { clientAddress, isSecure, ownOrigins, requestHost, requestLanguage, toOwnHost } from './request.ts';
import { runMutation, runQuery } from './run.ts';
import type { ScopeOwner } from './scope-owners.ts';
import { refuseUnsafeText } from './text.ts';
import { parseInput } from './validation.ts';

/**
 * Mounts every contract endpoint on its handler; refuses to start when one is missing or doubled.
 * `owners` are the records under a project the areas declare, checked in this order.
 */
export function mountEndpoints(app: Hono, handlers: readonly Handler[], deps: AppDeps, owners: readonly ScopeOwner[]): void {
  const byPath = new Map<string, Handler>();
  for (const handler of handlers) {
    if (byPath.has(handler.endpoint.path)) throw new Error(`Two handlers for ${handler.endpoint.path}`);
    byPath.set(handler.endpoint.path, handler);
  }
  const missing = ENDPOINTS.filter((endpoint) => !byPath.has(endpoint.path)).map((e) => e.path);
  if (missing.length > 0) throw new Error(`Endpoints without a handler: ${missing.join(', ')}`);
  for (const handler of byPath.values()) {
    app.all(`/api/${handler.endpoint.path}`, (c) => runCall(c, handler, deps, owners, app));
  }
}

async function runCall(c: Context, handler: Handler, deps: AppDeps, owners: readonly ScopeOwner[], app: Hono): Promise<Response> {
  const call: Call = {
    c,
    handler,
    deps,
    owners,
    ip: clientAddress(c, deps.config),
    lang: requestLanguage(c),
    session: null,
    respondent: null,
    site: null,
    now: deps.clock.now(),
  };
  let input: unknown;
  try {
    checkRequest(c, deps);
    const payload = { ...(await readJson(c)), ...c.req.param() };
    if (PUBLIC_PERMISSIONS.includes(handler.endpoint.permission)) {
      // Text no client sends is refused up front, before the project and the person are looked up by it.
      refuseUnsafeText(payload);
      await loadPublicCaller(call);
    } else {
      call.session = dispatchedSession() ?? (await loadSession(deps.database.db, c, call.now, isSecure(c, deps.config)));
      if (call.session && isLanguage(call.session.operator.preferredLang)) call.lang = call.session.operator.preferredLang;
      checkPermission(handler.endpoint, call.session);
      refuseUnsafeText(payload);
    }
    input = parseInput(handler.endpoint.input, payload);
    await authorizeScope(deps.database.db, handler.endpoint, input, granteeOf(call), owners);
    await checkRateLimits(call, input);
    if (handler.dispatch) return c.json(checkOutput(call, await handler.dispatch({ c, app, input, lang: call.lang, session: call.session })) as object, 200);
    return handler.endpoint.kind === 'mutation' ? await runMutation(call, input) : await runQuery(call, input);
  } catch (error) {
    return failure(call, error, input);
  }
}

function checkRequest(c: Context, deps: AppDeps): void {
  if (c.req.method !== 'POST') throw new AppError('method_not_allowed');
  checkSender(c, deps);
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('unsupported_media_type');
}

/**
 * Where a change comes from: sent to one of the server's own hosts (else `unknown_host`), and
 * not from another site (else `forbidden_origin`). Every route that takes a change asks here; a
 * cross-site form may post JSON or multipart without asking first.
 */
export function checkSender(c: Context, deps: AppDeps): void {
  checkHost(c, deps);
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && !ownOrigins(c, deps.config).includes(origin)) throw new AppError('forbidden_origin');
  if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('forbidden_origin');
}

/** A request for a host that is not one of the server's own is refused (`unknown_host`, 421), whatever its route. */
export function checkHost(c: Context, deps: AppDeps): void {
  if (toOwnHost(c, deps.config)) return;
  noteUnknownHost(deps, requestHost(c));
  throw new AppError('unknown_host');
}

const noted = new Set<string>();
const MAX_NOTED = 100;

// Once per host, so that whoever runs the server learns why its users are refused, and junk Host headers cannot flood the log.
function noteUnknownHost(deps: AppDeps, host: string): void {
  if (noted.has(host) || noted.size >= MAX_NOTED) return;
  noted.add(host);
  deps.logger.warn(
    `Refused a request for ${JSON.stringify(host)}: it is neither PUBLIC_URL's host nor an address the server listens at. ` +
      'If users reach the server there, set PUBLIC_URL to that address.',
  );
}

async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('invalid_json');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('validation_failed', { fields: { body: { rule: 'invalid' } } });
  }
  return body as Record<string, unknown>;
}

/**
 * A public call: the project its slugs name (404 when the public may not see it) and the
 * registered user's own session, never an operator's; `respondent` calls need that session.
 */
async function loadPublicCaller(call: Call): Promise<void> {
  const { c, deps } = call;
  const { company, project } = c.req.param();
  call.site = await findSite(deps.database.db, company ?? '', project ?? '');
  if (!call.site) throw new AppError('not_found');
  call.respondent = await loadRespondentSession(deps.database.db, c, call.site, call.now, isSecure(c, deps.config));
  const lang = call.respondent?.user.preferredLang;
  if (lang && isLanguage(lang)) call.lang = lang;
  if (call.handler.endpoint.permission === 'respondent' && !call.respondent) throw new AppError('not_signed_in');
}

function checkPermission(endpoint: Endpoint, session: SessionInfo | null): void {
  if (endpoint.permission === 'anonymous') return;
  if (!session) throw new AppError('not_signed_in');
  if (session.operator.mustChange && !endpoint.duringPasswordChange) throw new AppError('password_change_required');
  if (endpoint.permission === 'installationAdmin' && !session.operator.installationAdmin) throw new AppError('forbidden');
}

async function checkRateLimits(call: Call, input: unknown): Promise<void> {
  const { c, deps } = call;
  const caller: RateLimitCaller = {
    ip: limitAddress(call.ip),
    operatorId: call.session?.operator.id ?? '',
    cookie: (name) => getCookie(c, name),
    db: deps.database.db,
    now: call.now,
  };
  for (const rule of call.handler.rateLimits) {
    const value = await rule.key(input, caller);
    // A rule that does not apply to this caller (a browser the account knows, for the strangers' limits).
    if (value === null) continue;
    const key = `${call.handler.endpoint.path}:${rule.name}:${value}`;
    const limit = Math.ceil(rule.limit * deps.config.rateLimitFactor);
    const wait = await hitRateLimit(deps.database.db, key, { limit, windowSeconds: rule.windowSeconds }, call.now);
    if (wait > 0) throw new AppError('rate_limited', { retryAfter: wait });
  }
}

async function failure(call: Call, error: unknown, input: unknown): Promise<Response> {
  const { c, deps, handler } = call;
  const appError = error instanceof AppError ? error : new AppError('internal');
  if (!(error instanceof AppError)) deps.logger.error(`Call ${handler.endpoint.path} failed`, error);
  const status = appError.status;
  // The log keeps every refused change, every refusal of access, and input no client of ours sends;
  // a signed-out read is not news.
  const denied = status === 403 || (status === 401 && call.session !== null);
  if (handler.endpoint.kind === 'mutation' || denied || appError.options.logAlways) {
    const summary = { ...summaryOf(call, input ?? {}), error: appError.code };
    await writeLog(deps.database.db, { ...logEntry(call, input, {}, status), summary }).catch((logError: unknown) =>
      deps.logger.error('Could not write the operations log', logError),
    );
  }
  if (appError.options.retryAfter) c.header('Retry-After', String(appError.options.retryAfter));
  if (appError.code === 'method_not_allowed') c.header('Allow', 'POST');
  return c.json(errorBody(appError, call.lang, labelsOf(handler.endpoint)), status as 400);
}
