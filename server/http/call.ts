import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { PUBLIC_PERMISSIONS } from '../../contract/endpoint.ts';
import type { Language } from '../../contract/languages.ts';
import { loadGrants, type Grantee } from '../auth/grants.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../deps.ts';
import type { RespondentSession } from '../respondents/sessions.ts';
import type { Site } from '../respondents/site.ts';
import { AppError } from '../errors.ts';
import { scopeVerdict } from './authorize.ts';
import type { AuditDraft, CallContext, Handler } from './handler.ts';
import { publicBase } from './hosts.ts';
import type { LogEntry } from './oplog.ts';
import { publicSummary, summarize } from './oplog.ts';
import { isSecure } from './request.ts';
import type { ScopeOwner } from './scope-owners.ts';

/** One call under way: what the adapter learnt of it so far. */
export interface Call {
  c: Context;
  handler: Handler;
  deps: AppDeps;
  ip: string;
  lang: Language;
  session: SessionInfo | null;
  /** A public call's registered user, signed in with their own session. */
  respondent: RespondentSession | null;
  /** A public call's project. */
  site: Site | null;
  now: Date;
  grantee?: Promise<Grantee>;
  /** The records under a project the areas declare, in the order they are checked. */
  owners: readonly ScopeOwner[];
}

/** The signed-in operator with their grants, loaded on first use and kept for the call: the scope check and the handler ask alike. */
export function granteeOf(call: Call): () => Promise<Grantee> {
  return () => {
    const session = call.session;
    if (!session) return Promise.reject(new AppError('not_signed_in'));
    call.grantee ??= loadGrants(call.deps.database.db, session.operator.id).then((grants) => ({ operator: session.operator, grants }));
    return call.grantee;
  };
}

/** The context a handler runs with; `pending` collects what to apply to the answer once the outcome is known. */
export function makeContext(call: Call, db: Db, pending: Array<(c: Context) => void>, audit: AuditDraft): CallContext {
  const { c, deps } = call;
  const deferred: Array<() => Promise<void>> = [];
  pending.push(() => {
    for (const work of deferred) deps.background.run(work);
  });
  return {
    deps,
    endpoint: call.handler.endpoint.path,
    db,
    session: call.session,
    respondent: call.respondent,
    site: call.site,
    ip: call.ip,
    userAgent: c.req.header('user-agent') ?? '',
    lang: call.lang,
    secure: isSecure(c, deps.config),
    publicBase: publicBase(deps.config),
    now: call.now,
    cookie: (name) => getCookie(c, name),
    onSuccess: (apply) => pending.push(apply),
    defer: (work) => deferred.push(work),
    audit: (entry) => Object.assign(audit, entry),
    grantee: granteeOf(call),
    verdict: async (permission, scope) => scopeVerdict(db, permission, scope, await granteeOf(call)(), call.owners),
  };
}

/** What the log keeps of a call's input: the public side's keep only what the call was about. */
export function summaryOf(call: Call, input: unknown): Record<string, unknown> {
  return PUBLIC_PERMISSIONS.includes(call.handler.endpoint.permission) ? publicSummary(input) : summarize(input);
}

/** Checks a handler's answer against its contract; a mismatch is the server's bug (500). */
export function checkOutput(call: Call, output: unknown): unknown {
  const parsed = call.handler.endpoint.output.safeParse(output);
  if (!parsed.success) {
    call.deps.logger.error(`Answer of ${call.handler.endpoint.path} does not match its contract`, parsed.error);
    throw new Error('output_mismatch');
  }
  return parsed.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The company a call names in its input, if it names a well-formed one.
function companyOf(input: unknown): string | null {
  const company = (input as { company?: unknown } | null | undefined)?.company;
  return typeof company === 'string' && UUID.test(company) ? company.toLowerCase() : null;
}

/** The operations' log row of a call, with what its handler told of it. */
export function logEntry(call: Call, input: unknown, audit: AuditDraft, status: number): LogEntry {
  return {
    at: call.now,
    operatorId: audit.operatorId ?? call.session?.operator.id ?? null,
    ip: call.ip,
    endpoint: call.handler.endpoint.path,
    status,
    target: audit.target ?? null,
    companyId: audit.companyId ?? companyOf(input),
    summary: audit.summary ?? summaryOf(call, input),
    changes: audit.changes ?? null,
  };
}
