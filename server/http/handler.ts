import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoint.ts';
import type { Language } from '../../contract/languages.ts';
import type { Grantee } from '../auth/grants.ts';
import type { RateLimit } from '../auth/rate-limit.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../deps.ts';
import type { RespondentSession } from '../respondents/sessions.ts';
import type { Site } from '../respondents/site.ts';
import type { ScopedPermission, ScopeVerdict } from './authorize.ts';
import type { RecordChanges } from './oplog.ts';
import type { Scope } from './scope-owners.ts';

/** What a handler tells the operations' log about its change. */
export interface AuditDraft {
  target?: string;
  summary?: Record<string, unknown>;
  operatorId?: string;
  companyId?: string;
  /** The saved record's changed fields (`recordChanges`): the log shows them as before and after. */
  changes?: RecordChanges | null;
}

/** What a handler knows of its call; the adapter has already checked session, permission and input. */
export interface CallContext {
  deps: AppDeps;
  /** The call's path in the contract (`accounting/login-start`), as the log and the mail queue name it. */
  endpoint: string;
  /** The database; inside a mutation, its transaction. */
  db: Db;
  session: SessionInfo | null;
  /** A public call's registered user (`respondent` calls always have one). */
  respondent: RespondentSession | null;
  /** A public call's project (`public` and `respondent` calls always have one). */
  site: Site | null;
  ip: string;
  userAgent: string;
  /** The caller's language: the operator's preferred one, else the browser's. */
  lang: Language;
  /** Served over HTTPS (cookies get Secure). */
  secure: boolean;
  /** The base URL for links in mails. */
  publicBase: string;
  now: Date;
  /** Read a request cookie. */
  cookie(name: string): string | undefined;
  /** Change cookies of the answer; applied only when the call succeeds (or keeps its changes). */
  onSuccess(apply: (c: Context) => void): void;
  /** Work to run after the answer is sent, when the call succeeds or keeps its changes (mail whose timing must not tell anything); errors are logged. */
  defer(work: () => Promise<void>): void;
  /** The signed-in operator with their grants, loaded once per call. */
  grantee(): Promise<Grantee>;
  /** What the adapter would answer this operator for a scope: the questions about access ask it. */
  verdict(permission: ScopedPermission, scope: Scope): Promise<ScopeVerdict>;
  /** Describe the change for the operations' log (target record, summary, acting operator, changed fields). */
  audit(entry: AuditDraft): void;
}

/** Who is calling, as a rate limit may key on it. */
export interface RateLimitCaller {
  /** The client address as limits count it: an IPv6 client by its /64 (`limitAddress`). */
  ip: string;
  /** The signed-in operator's id, or ''. */
  operatorId: string;
  /** Read a request cookie. */
  cookie(name: string): string | undefined;
  db: Db;
  now: Date;
}

/**
 * A rate limit on an endpoint, keyed by the caller's address, by a value of the input, or by
 * both; a key of null means the rule does not hold this caller.
 */
export interface RateLimitRule<I> extends RateLimit {
  name: string;
  key: (input: I, caller: RateLimitCaller) => string | null | Promise<string | null>;
}

/** What a call that runs other calls of the API gets: its request, the app, its checked input and language. */
export interface Dispatch<I = unknown> {
  c: Context;
  app: Hono;
  input: I;
  lang: Language;
  /** The caller's session, read and checked for this call: the calls it dispatches use it as theirs. */
  session: SessionInfo | null;
}

/** The server side of one endpoint. */
export interface Handler<E extends Endpoint = Endpoint> {
  endpoint: E;
  run(ctx: CallContext, input: z.output<E['input']>): Promise<z.input<E['output']>>;
  rateLimits: Array<RateLimitRule<z.output<E['input']>>>;
  /**
   * Runs instead of `run` for a call made of other calls of the API (the outbox's batch): each of
   * them goes through the app as a request of its own, with its own checks, transaction, key and
   * log row, so this call opens no transaction, keeps no key and writes no log row of its own. The
   * caller's session, read once for this call, is theirs (`server/http/dispatched.ts`).
   */
  dispatch?: (dispatch: Dispatch<z.output<E['input']>>) => Promise<z.input<E['output']>>;
}

/** Declares the handler of an endpoint, typed from its contract entry. */
export function handle<E extends Endpoint>(
  endpoint: E,
  run: Handler<E>['run'],
  options: { rateLimits?: Handler<E>['rateLimits'] } = {},
): Handler {
  return { endpoint, run, rateLimits: options.rateLimits ?? [] } as unknown as Handler;
}

/** Declares the handler of a call made of other calls of the API: it has `dispatch` and no `run` of its own. */
export function dispatching<E extends Endpoint>(endpoint: E, dispatch: NonNullable<Handler<E>['dispatch']>): Handler {
  const run = () => Promise.reject(new Error(`${endpoint.path} runs its calls through dispatch`));
  return { endpoint, run, rateLimits: [], dispatch } as unknown as Handler;
}
