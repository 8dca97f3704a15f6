import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/db.ts';
import { prepared } from '../db/prepared.ts';
import { operators, sessions } from '../db/schema/accounting.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** A session ends this long after sign-in, whatever the activity. */
export const SESSION_ABSOLUTE_MS = 14 * 24 * 60 * 60 * 1000;
// Writing last_seen on every request would make each read a write; a coarse step is enough for the idle expiry.
const TOUCH_STEP_MS = 5 * 60 * 1000;

/** The operator row as the request sees it. */
export type OperatorRow = typeof operators.$inferSelect;

/** A valid session and its operator. */
export interface SessionInfo {
  id: string;
  operator: OperatorRow;
}

/** The session cookie's name; `__Host-` pins it to this origin over HTTPS. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-bo_session' : 'bo_session';
}

/**
 * Reads the session cookie the connection should carry and returns the live session, or null
 * (expired sessions are removed). Over HTTPS only the `__Host-` one counts: a sibling subdomain
 * can plant a plain `bo_session`, never a `__Host-` cookie.
 */
export async function loadSession(db: Db, c: Context, now: Date, secure: boolean): Promise<SessionInfo | null> {
  const token = getCookie(c, sessionCookieName(secure));
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  // Every request asks this: prepared once.
  const [row] = await prepared(db, 'load_session', (on) =>
    on
      .select({ session: sessions, operator: operators })
      .from(sessions)
      .innerJoin(operators, eq(operators.id, sessions.operatorId))
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('load_session'),
  ).execute({ id });
  if (!row) return null;
  const verdict = sessionVerdict(row.session, now, SESSION_IDLE_MS, TOUCH_STEP_MS);
  if (verdict === 'ended' || row.operator.disabled) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (verdict === 'touch') await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  return { id, operator: row.operator };
}

/**
 * What a request does to a session, operators' and registered users' alike: past its absolute or
 * idle end it is `ended`; last seen more than a step ago, its time is written (`touch`), rarely enough
 * that a read is not a write each time; else it is `live`.
 */
export function sessionVerdict(session: { lastSeenAt: Date; expiresAt: Date }, now: Date, idleMs: number, touchStepMs: number): 'ended' | 'touch' | 'live' {
  const seen = session.lastSeenAt.getTime();
  if (session.expiresAt <= now || seen + idleMs <= now.getTime()) return 'ended';
  return now.getTime() - seen > touchStepMs ? 'touch' : 'live';
}

/** Opens a new session for an operator and returns the cookie token. */
export async function createSession(
  db: Db,
  operatorId: string,
  now: Date,
  client: { ip: string; userAgent: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    operatorId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  return token;
}

/** Sets the session cookie on the answer. */
export function writeSessionCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

/** Ends one session. */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of an operator, except the one kept (if any). */
export async function deleteOperatorSessions(db: Db, operatorId: string, keep?: string): Promise<void> {
  const mine = eq(sessions.operatorId, operatorId);
  await db.delete(sessions).where(keep ? and(mine, ne(sessions.id, keep)) : mine);
}

/** Removes the sessions past their idle or absolute expiry. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
