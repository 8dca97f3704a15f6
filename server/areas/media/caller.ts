import type { Context } from 'hono';
import { FIELD_LABELS } from '../../../contract/media.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import { loadGrants, type Grantee } from '../../auth/grants.ts';
import { loadSession, type SessionInfo } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, errorBody } from '../../errors.ts';
import { clientAddress, isSecure, requestLanguage } from '../../http/request.ts';

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

/** An error answer in the adapter's shape and the caller's language. */
export function errorAnswer(c: Context, error: AppError, lang: Language): Response {
  if (error.options.retryAfter) c.header('Retry-After', String(error.options.retryAfter));
  if (error.code === 'method_not_allowed') c.header('Allow', 'POST');
  return c.json(errorBody(error, lang, FIELD_LABELS), error.status as 400);
}
