import { db } from './database.ts';

/** The operator whose data the cache holds (their email), and whether their session was open. */
export interface SignedInOperator {
  email: string;
  mustchange: boolean;
}

const OPERATOR_KEY = 'operator';
const SESSION_KEY = 'session';
const LAST_SYNC_KEY = 'lastSync';

/** The operator whose snapshots the cache holds, kept across sign-outs by session expiry. */
export async function cachedOperator(): Promise<string> {
  return cachedOperatorRow();
}

/** `cachedOperator` as a Dexie promise, for queries that a liveQuery must keep following. */
export function cachedOperatorRow(): Promise<string> {
  return db.meta.get(OPERATOR_KEY).then((row) => (typeof row?.value === 'string' ? row.value : ''));
}

/** Records whose data the cache holds from now on. */
export async function setCachedOperator(email: string): Promise<void> {
  await db.meta.put({ key: OPERATOR_KEY, value: email });
}

/** The last session the server confirmed, or null when it said nobody is signed in. */
export async function storedSession(): Promise<SignedInOperator | null> {
  const row = await db.meta.get(SESSION_KEY);
  const value = row?.value as Partial<SignedInOperator> | undefined;
  return typeof value?.email === 'string' ? { email: value.email, mustchange: value.mustchange === true } : null;
}

/** Keeps the session the server confirmed, so an offline start knows who was signed in. */
export async function storeSession(session: SignedInOperator | null): Promise<void> {
  if (session) await db.meta.put({ key: SESSION_KEY, value: session });
  else await db.meta.delete(SESSION_KEY);
}

/** When an answer last came from the server (ms since the epoch), or null. */
export async function lastSync(): Promise<number | null> {
  const row = await db.meta.get(LAST_SYNC_KEY);
  return typeof row?.value === 'number' ? row.value : null;
}

/** Notes that the server just answered. */
export async function markSynced(at: number = Date.now()): Promise<void> {
  await db.meta.put({ key: LAST_SYNC_KEY, value: at });
}
