import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { isLanguage, type Language } from '../../contract/languages.ts';
import { loadGrants, type Grantee } from '../auth/grants.ts';
import { hitRateLimit } from '../auth/rate-limit.ts';
import { loadSession, type SessionInfo } from '../auth/sessions.ts';
import { sha256 } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { authorizeScope } from './authorize.ts';
import { AppError, errorBody } from './errors.ts';
import type { CallContext, Handler } from './handler.ts';
import { claimKey, completeKey, releaseKey, type KeyRef } from './idempotency.ts';
import { summarize, writeLog } from './oplog.ts';
import { clientAddress, isSecure, ownOrigins, publicBase, requestLanguage } from './request.ts';
import { parseInput } from './validation.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** Mounts every contract endpoint on its handler; refuses to start when one is missing or doubled. */
export function mountEndpoints(app: Hono, handlers: Handler[], deps: AppDeps): void {
  const byPath = new Map<string, Handler>();
  for (const handler of handlers) {
    if (byPath.has(handler.endpoint.path)) throw new Error(`Two handlers for ${handler.endpoint.path}`);
    byPath.set(handler.endpoint.path, handler);
  }
  const missing = ENDPOINTS.filter((endpoint) => !byPath.has(endpoint.path)).map((e) => e.path);
  if (missing.length > 0) throw new Error(`Endpoints without a handler: ${missing.join(', ')}`);
  for (const handler of byPath.values()) {
    app.all(`/api/${handler.endpoint.path}`, (c) => runCall(c, handler, deps));
  }
}

interface Call {
  c: Context;
  handler: Handler;
  deps: AppDeps;
  ip: string;
  lang: Language;
  session: SessionInfo | null;
  now: Date;
  grantee?: Promise<Grantee>;
}

// Loaded on first use and kept for the call: the scope check and the handler ask the same question.
function granteeOf(call: Call): () => Promise<Grantee> {
  return () => {
    const session = call.session;
    if (!session) return Promise.reject(new AppError('not_signed_in'));
    call.grantee ??= loadGrants(call.deps.database.db, session.operator.id).then((grants) => ({ operator: session.operator, grants }));
    return call.grantee;
  };
}

async function runCall(c: Context, handler: Handler, deps: AppDeps): Promise<Response> {
  const call: Call = {
    c,
    handler,
    deps,
    ip: clientAddress(c, deps.config),
    lang: requestLanguage(c),
    session: null,
    now: deps.clock.now(),
  };
  let input: unknown;
  try {
    checkRequest(c, deps);
    const body = await readJson(c);
    call.session = await loadSession(deps.database.db, c, call.now);
    if (call.session && isLanguage(call.session.operator.preferredLang)) call.lang = call.session.operator.preferredLang;
    checkPermission(handler.endpoint, call.session);
    input = parseInput(handler.endpoint.input, { ...body, ...c.req.param() });
    await authorizeScope(deps.database.db, handler.endpoint, input, granteeOf(call));
    await checkRateLimits(call, input);
    return handler.endpoint.kind === 'mutation' ? await runMutation(call, input) : await runQuery(call, input);
  } catch (error) {
    return failure(call, error, input);
  }
}

function checkRequest(c: Context, deps: AppDeps): void {
  if (c.req.method !== 'POST') throw new AppError('method_not_allowed');
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && !ownOrigins(c, deps.config).includes(origin)) throw new AppError('forbidden_origin');
  if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('forbidden_origin');
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('unsupported_media_type');
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

function checkPermission(endpoint: Endpoint, session: SessionInfo | null): void {
  if (endpoint.permission === 'anonymous') return;
  if (!session) throw new AppError('not_signed_in');
  if (session.operator.mustChange && !endpoint.duringPasswordChange) throw new AppError('password_change_required');
  if (endpoint.permission === 'installationAdmin' && !session.operator.installationAdmin) throw new AppError('forbidden');
}

async function checkRateLimits(call: Call, input: unknown): Promise<void> {
  for (const rule of call.handler.rateLimits) {
    const caller = { ip: call.ip, operatorId: call.session?.operator.id ?? '' };
    const key = `${call.handler.endpoint.path}:${rule.name}:${rule.key(input, caller)}`;
    const limit = Math.ceil(rule.limit * call.deps.config.rateLimitFactor);
    const wait = await hitRateLimit(call.deps.database.db, key, { limit, windowSeconds: rule.windowSeconds }, call.now);
    if (wait > 0) throw new AppError('rate_limited', { retryAfter: wait });
  }
}

function makeContext(call: Call, db: Db, pending: Array<(c: Context) => void>, audit: AuditDraft): CallContext {
  const { c, deps } = call;
  const deferred: Array<() => Promise<void>> = [];
  pending.push(() => {
    for (const work of deferred) deps.background.run(work);
  });
  return {
    deps,
    db,
    session: call.session,
    ip: call.ip,
    userAgent: c.req.header('user-agent') ?? '',
    lang: call.lang,
    secure: isSecure(c, deps.config),
    publicBase: publicBase(c, deps.config),
    now: call.now,
    cookie: (name) => getCookie(c, name),
    onSuccess: (apply) => pending.push(apply),
    defer: (work) => deferred.push(work),
    audit: (entry) => Object.assign(audit, entry),
    grantee: granteeOf(call),
  };
}

interface AuditDraft {
  target?: string;
  summary?: Record<string, unknown>;
  operatorId?: string;
  companyId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The company a call names in its input, if it names a well-formed one.
function companyOf(input: unknown): string | null {
  const company = (input as { company?: unknown } | null | undefined)?.company;
  return typeof company === 'string' && UUID.test(company) ? company.toLowerCase() : null;
}

async function runQuery(call: Call, input: unknown): Promise<Response> {
  const pending: Array<(c: Context) => void> = [];
  const ctx = makeContext(call, call.deps.database.db, pending, {});
  const output = checkOutput(call, await call.handler.run(ctx, input));
  for (const apply of pending) apply(call.c);
  const download = call.handler.endpoint.download;
  if (download) {
    return call.c.body(String(output), 200, {
      'Content-Type': download.type,
      'Content-Disposition': `attachment; filename="${download.fileName}"`,
    });
  }
  return call.c.json(output, 200);
}

type Outcome = { ok: true; output: unknown } | { ok: false; error: AppError };

async function runMutation(call: Call, input: unknown): Promise<Response> {
  const { c, deps, handler } = call;
  const db = deps.database.db;
  const key = c.req.header('idempotency-key');
  let ref: KeyRef | null = null;
  if (key !== undefined) {
    if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('validation_failed', { fields: { 'Idempotency-Key': { rule: 'invalid' } } });
    ref = { scope: call.session?.operator.id ?? 'anonymous', key };
    const claim = await claimKey(db, ref, handler.endpoint.path, sha256(JSON.stringify(input)), call.now);
    if (claim.kind === 'mismatch') throw new AppError('idempotency_key_reused');
    if (claim.kind === 'running') throw new AppError('idempotency_in_progress');
    if (claim.kind === 'replay') {
      c.header('Idempotent-Replayed', 'true');
      return c.json(claim.body as object, claim.status as 200);
    }
  }

  const pending: Array<(c: Context) => void> = [];
  const audit: AuditDraft = {};
  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const ctx = makeContext(call, tx as unknown as Db, pending, audit);
      try {
        const output = checkOutput(call, await handler.run(ctx, input));
        await writeLog(tx as unknown as Db, logEntry(call, input, audit, 200));
        if (ref) await completeKey(tx as unknown as Db, ref, 200, output, call.now);
        return { ok: true, output } as const;
      } catch (error) {
        // A failure that keeps its changes (a wrong PIN counts as a try) commits them and answers the error.
        if (error instanceof AppError && error.options.keepChanges) return { ok: false, error } as const;
        throw error;
      }
    });
  } catch (error) {
    await settleFailedKey(call, ref, error);
    throw error;
  }
  if (!outcome.ok) {
    await settleFailedKey(call, ref, outcome.error);
    throw outcome.error;
  }
  for (const apply of pending) apply(c);
  return c.json(outcome.output as object, 200);
}

// A deterministic refusal (4xx) is the answer to keep for the key; anything else frees it for a retry.
async function settleFailedKey(call: Call, ref: KeyRef | null, error: unknown): Promise<void> {
  if (!ref) return;
  const db = call.deps.database.db;
  if (error instanceof AppError && error.status < 500) {
    await completeKey(db, ref, error.status, errorBody(error, call.lang), call.now);
  } else {
    await releaseKey(db, ref);
  }
}

function checkOutput(call: Call, output: unknown): unknown {
  const parsed = call.handler.endpoint.output.safeParse(output);
  if (!parsed.success) {
    call.deps.logger.error(`Answer of ${call.handler.endpoint.path} does not match its contract`, parsed.error);
    throw new Error('output_mismatch');
  }
  return parsed.data;
}

function logEntry(call: Call, input: unknown, audit: AuditDraft, status: number) {
  return {
    at: call.now,
    operatorId: audit.operatorId ?? call.session?.operator.id ?? null,
    ip: call.ip,
    endpoint: call.handler.endpoint.path,
    status,
    target: audit.target ?? null,
    companyId: audit.companyId ?? companyOf(input),
    summary: audit.summary ?? summarize(input),
  };
}

async function failure(call: Call, error: unknown, input: unknown): Promise<Response> {
  const { c, deps, handler } = call;
  const appError = error instanceof AppError ? error : new AppError('internal');
  if (!(error instanceof AppError)) deps.logger.error(`Call ${handler.endpoint.path} failed`, error);
  const status = appError.status;
  // The log keeps every refused change and every refusal of access; a signed-out read is not news.
  const denied = status === 403 || (status === 401 && call.session !== null);
  if (handler.endpoint.kind === 'mutation' || denied) {
    const summary = { ...summarize(input ?? {}), error: appError.code };
    await writeLog(deps.database.db, { ...logEntry(call, input, {}, status), summary }).catch((logError: unknown) =>
      deps.logger.error('Could not write the operations log', logError),
    );
  }
  if (appError.options.retryAfter) c.header('Retry-After', String(appError.options.retryAfter));
  if (appError.code === 'method_not_allowed') c.header('Allow', 'POST');
  return c.json(errorBody(appError, call.lang), status as 400);
}
