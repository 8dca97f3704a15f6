import { db } from './database.ts';

const OPERATOR_KEY = 'operator';
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

/** When an answer last came from the server (ms since the epoch), or null. */
export async function lastSync(): Promise<number | null> {
  const row = await db.meta.get(LAST_SYNC_KEY);
  return typeof row?.value === 'number' ? row.value : null;
}

/** Notes that the server just answered. */
export async function markSynced(at: number = Date.now()): Promise<void> {
  await db.meta.put({ key: LAST_SYNC_KEY, value: at });
}
