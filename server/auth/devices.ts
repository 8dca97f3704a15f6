import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Db } from '../db/db.ts';
import { knownDevices, operators } from '../db/schema/accounting.ts';
import { hashToken, newToken } from './tokens.ts';

/** The cookie of a browser that signed in to an account before: a random token whose hash is stored. */
export const DEVICE_COOKIE = 'bo_device';
/** The device cookie reaches only the sign-in calls. */
export const DEVICE_COOKIE_PATH = '/api/accounting';
/** A browser stays known this long after its last sign-in. */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
// A token longer than ours is junk; do not hash megabytes of it.
const MAX_TOKEN_LENGTH = 100;

/** The stored id of this browser when it signed in to the account of `email` before, else null. */
export async function knownDevice(db: Db, token: string | undefined, email: string, now: Date): Promise<string | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({ id: knownDevices.tokenHash })
    .from(knownDevices)
    .innerJoin(operators, eq(operators.id, knownDevices.operatorId))
    .where(and(eq(knownDevices.tokenHash, hashToken(token)), eq(operators.email, email), gt(knownDevices.expiresAt, now)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Remembers this browser for the operator after a sign-in and returns the token its cookie
 * keeps. A token already known for this operator is kept; any other (one planted from a sibling
 * site, or known for another account) is replaced by a new one, so nobody else's token is ever
 * made trusted. The operator's expired browsers are forgotten on the way.
 */
export async function rememberDevice(db: Db, operatorId: string, presented: string | undefined, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + DEVICE_TTL_MS);
  await db.delete(knownDevices).where(and(eq(knownDevices.operatorId, operatorId), lt(knownDevices.expiresAt, now)));
  if (presented && presented.length <= MAX_TOKEN_LENGTH) {
    const kept = await db
      .update(knownDevices)
      .set({ lastSignInAt: now, expiresAt })
      .where(and(eq(knownDevices.tokenHash, hashToken(presented)), eq(knownDevices.operatorId, operatorId)))
      .returning({ id: knownDevices.tokenHash });
    if (kept.length > 0) return presented;
  }
  const token = newToken();
  await db.insert(knownDevices).values({ tokenHash: hashToken(token), operatorId, createdAt: now, lastSignInAt: now, expiresAt });
  return token;
}

/** Forgets the browsers the operator signed in with, except the one holding `keep`. */
export async function forgetDevices(db: Db, operatorId: string, keep?: string): Promise<void> {
  const mine = eq(knownDevices.operatorId, operatorId);
  await db.delete(knownDevices).where(keep ? and(mine, ne(knownDevices.tokenHash, hashToken(keep))) : mine);
}

/** Sets the device cookie on the answer: HttpOnly, kept a year, sent only to the sign-in calls. */
export function writeDeviceCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: DEVICE_COOKIE_PATH, maxAge: DEVICE_TTL_MS / 1000 });
}
