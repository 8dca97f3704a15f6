import { eq, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sessionVerdict } from '../auth/sessions.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Db } from '../db/db.ts';
import { registeredUsers, respondentSessions } from '../db/schema/users.ts';
import { siteApiPath, type Site } from './site.ts';

/** A registered user's session ends after this long without a request. */
export const RESPONDENT_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** A registered user's session ends this long after the address was confirmed. */
export const RESPONDENT_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
const TOUCH_STEP_MS = 60 * 60 * 1000;

/** A registered user as a request sees them. */
export type RegisteredUserRow = typeof registeredUsers.$inferSelect;

/** A registered user's live session. */
export interface RespondentSession {
  id: string;
  user: RegisteredUserRow;
}

/**
 * The cookie of registered users' sessions: its own name, and a path that is the project's
 * public calls only, so a browser never sends it to the back office (nor to another project).
 */
export function respondentCookieName(secure: boolean): string {
  return secure ? '__Secure-p_session' : 'p_session';
}

/** The live session of the project's registered user that this request carries, or null. */
export async function loadRespondentSession(db: Db, c: Context, site: Site, now: Date, secure: boolean): Promise<RespondentSession | null> {
  const token = getCookie(c, respondentCookieName(secure));
  if (!token || token.length > 100) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ session: respondentSessions, user: registeredUsers })
    .from(respondentSessions)
    .innerJoin(registeredUsers, eq(registeredUsers.id, respondentSessions.userId))
    .where(eq(respondentSessions.id, id))
    .limit(1);
  if (!row || row.user.projectId !== site.project.id) return null;
  const verdict = sessionVerdict(row.session, now, RESPONDENT_IDLE_MS, TOUCH_STEP_MS);
  if (verdict === 'ended' || row.user.blockedAt) {
    await db.delete(respondentSessions).where(eq(respondentSessions.id, id));
    return null;
  }
  if (verdict === 'touch') await db.update(respondentSessions).set({ lastSeenAt: now }).where(eq(respondentSessions.id, id));
  return { id, user: row.user };
}

/** Opens a session for a registered user and returns its cookie token. */
export async function createRespondentSession(db: Db, userId: string, now: Date, client: { ip: string; userAgent: string }): Promise<string> {
  const token = newToken();
  await db.insert(respondentSessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + RESPONDENT_ABSOLUTE_MS),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  return token;
}

/** Sets the session cookie on the answer, for the project's public calls only. */
export function writeRespondentCookie(c: Context, site: Site, token: string, secure: boolean): void {
  setCookie(c, respondentCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: siteApiPath(site),
    maxAge: RESPONDENT_ABSOLUTE_MS / 1000,
  });
}

/** Removes the session cookie from the browser. */
export function clearRespondentCookie(c: Context, site: Site, secure: boolean): void {
  deleteCookie(c, respondentCookieName(secure), { path: siteApiPath(site), secure, httpOnly: true, sameSite: 'Lax' });
}

/** Ends one session, or every session of a registered user. */
export async function deleteRespondentSessions(db: Db, where: { id: string } | { userId: string }): Promise<void> {
  await db.delete(respondentSessions).where('id' in where ? eq(respondentSessions.id, where.id) : eq(respondentSessions.userId, where.userId));
}

/** Removes the sessions past their idle or absolute expiry. */
export async function purgeRespondentSessions(db: Db, now: Date): Promise<void> {
  await db
    .delete(respondentSessions)
    .where(or(lt(respondentSessions.expiresAt, now), lt(respondentSessions.lastSeenAt, new Date(now.getTime() - RESPONDENT_IDLE_MS))));
}

