import type { Context } from 'hono';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import { loadGrants, type Grantee } from '../../auth/grants.ts';
import { loadSession, type SessionInfo } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, errorBody } from '../../http/errors.ts';
import { clientAddress, isSecure, ownOrigins, requestLanguage, toOwnHost } from '../../http/request.ts';

/** Who is calling a media route, learnt as the JSON adapter learns it: address, language, time, session. */
export interface Caller {
  ip: string;
  lang: Language;
  now: Date;
  session: SessionInfo | null;
  /** The signed-in operator with their grants, loaded once. */
  grantee(): Promise<Grantee>;
}

/** A caller known by address and language only, until `signIn` reads the session. */
export function newCaller(c: Context, deps: AppDeps): Caller {
  let grantee: Promise<Grantee> | undefined;
  const caller: Caller = {
    ip: clientAddress(c, deps.config),
    lang: requestLanguage(c),
    now: deps.clock.now(),
    session: null,
    grantee: () => {
      const session = caller.session;
      if (!session) return Promise.reject(new AppError('not_signed_in'));
      grantee ??= loadGrants(deps.database.db, session.operator.id).then((grants) => ({ operator: session.operator, grants }));
      return grantee;
    },
  };
  return caller;
}

/** Reads the session cookie; the operator's language then words the answers. */
export async function signIn(c: Context, deps: AppDeps, caller: Caller): Promise<void> {
  caller.session = await loadSession(deps.database.db, c, caller.now, isSecure(c, deps.config));
  const preferred = caller.session?.operator.preferredLang;
  if (isLanguage(preferred)) caller.lang = preferred;
}

/** The signed-in operator, refused as the adapter refuses: no session 401, a password to change first 403. */
export function requireOperator(caller: Caller): SessionInfo {
  if (!caller.session) throw new AppError('not_signed_in');
  if (caller.session.operator.mustChange) throw new AppError('password_change_required');
  return caller.session;
}

/**
 * The adapter's checks of where a change comes from: sent to one of the server's own hosts, and
 * not from another site. A cross-site form can post multipart without asking first, so this
 * matters here as much as for JSON.
 */
export function checkOrigin(c: Context, deps: AppDeps): void {
  if (!toOwnHost(c, deps.config)) throw new AppError('unknown_host');
  const origin = c.req.header('origin');
  if (origin && origin !== 'null' && !ownOrigins(c, deps.config).includes(origin)) throw new AppError('forbidden_origin');
  if (origin === 'null' || c.req.header('sec-fetch-site') === 'cross-site') throw new AppError('forbidden_origin');
}

/** An error answer in the adapter's shape and the caller's language. */
export function errorAnswer(c: Context, error: AppError, lang: Language): Response {
  if (error.options.retryAfter) c.header('Retry-After', String(error.options.retryAfter));
  if (error.code === 'method_not_allowed') c.header('Allow', 'POST');
  return c.json(errorBody(error, lang), error.status as 400);
}
