import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { sessions } from '../../db/schema/accounting.ts';

// A session is named by the start of its stored hash: enough to tell sessions apart, useless to sign in.
const SHOWN_ID_LENGTH = 12;

/** The operator's open sessions, the current one first, then the most recently used. */
export async function listSessions(db: Db, operatorId: string, currentId: string, now: Date) {
  const rows = await db.select().from(sessions).where(eq(sessions.operatorId, operatorId)).orderBy(desc(sessions.lastSeenAt));
  return rows
    .filter((row) => row.expiresAt > now)
    .map((row) => ({
      id: row.id.slice(0, SHOWN_ID_LENGTH),
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      ip: row.ip,
      user_agent: row.userAgent,
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends every session of the operator but the current one; returns how many ended. */
export async function endOtherSessions(db: Db, operatorId: string, currentId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.operatorId, operatorId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return ended.length;
}
