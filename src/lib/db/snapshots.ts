import { db, type Snapshot } from './database.ts';
import { storeSession } from '../session-marker.ts';
import { cachedOperator, cachedOperatorRow, markSynced, setCachedOperator } from './meta.ts';
import { forgetSessionFiles } from '../files/session-files-cache.ts';

/** Operator key of answers that are the same for anyone (the installation theme). */
export const ANYONE = '';

/** The payload as the key keeps it: JSON with its members sorted, so `{a,b}` and `{b,a}` meet. */
export function payloadKey(payload: unknown): string {
  return JSON.stringify(payload ?? {}, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** Whose snapshot to read or write: nobody's for shared answers, else the cached operator's. */
export async function ownerOf(shared: boolean): Promise<string> {
  return shared ? ANYONE : cachedOperator();
}

/** A stored answer with the moment it came from the server. */
export interface Stored<T> {
  data: T;
  /** When the server gave it (ms since the epoch); a change made on this device since keeps it. */
  savedAt: number;
}

/**
 * The stored answer of a call and when it was read, or undefined. Written as a chain of Dexie
 * promises, not async/await, so that a liveQuery sees every table it reads and re-runs when one changes.
 */
export function readStored<T>(endpoint: string, payload: unknown, shared = false): Promise<Stored<T> | undefined> {
  const key = payloadKey(payload);
  const read = (operator: string) =>
    db.snapshots.get([operator, endpoint, key]).then((row) => (row ? { data: row.data as T, savedAt: row.savedAt } : undefined));
  if (shared) return read(ANYONE);
  return cachedOperatorRow().then((operator) => (operator === ANYONE ? undefined : read(operator)));
}

/** The stored answer of a call, or undefined (see `readStored`). */
export function readSnapshot<T>(endpoint: string, payload: unknown, shared = false): Promise<T | undefined> {
  return readStored<T>(endpoint, payload, shared).then((row) => row?.data);
}

/**
 * Changes the stored answer of a call in place, with a change this device made since it was read
 * (a score saved or queued). It keeps the moment of the read: the rest of the answer is no fresher.
 * `change` answers the new data, or undefined to leave the answer as it is; nothing stored, nothing changed.
 */
export async function patchSnapshot<T>(endpoint: string, payload: unknown, change: (data: T) => T | undefined, shared = false): Promise<boolean> {
  const operator = await ownerOf(shared);
  if (!shared && operator === ANYONE) return false;
  const key: [string, string, string] = [operator, endpoint, payloadKey(payload)];
  // Read and write in one transaction: two changes made at once must not lose one another.
  return db.transaction('rw', db.snapshots, async () => {
    const row = await db.snapshots.get(key);
    const data = row ? change(row.data as T) : undefined;
    if (!row || data === undefined) return false;
    await db.snapshots.put({ ...row, data });
    return true;
  });
}

/** Stores the answer of a call, replacing the previous one. */
export async function writeSnapshot(endpoint: string, payload: unknown, data: unknown, shared = false): Promise<void> {
  const operator = await ownerOf(shared);
  if (!shared && operator === ANYONE) return;
  const row: Snapshot = { operator, endpoint, payload: payloadKey(payload), data, savedAt: Date.now() };
  await db.transaction('rw', db.snapshots, db.meta, async () => {
    await db.snapshots.put(row);
    await markSynced(row.savedAt);
  });
}

/** Forgets the stored answer of a call (a record that no longer exists, whose data must not stay on the device). */
export async function deleteSnapshot(endpoint: string, payload: unknown, shared = false): Promise<void> {
  const operator = await ownerOf(shared);
  await db.snapshots.delete([operator, endpoint, payloadKey(payload)]);
}

/**
 * Forgets every operator's data and session (and the session files kept for offline use), keeping only answers that are the same for
 * anyone, so the sign-in page still paints with the installation's colours.
 */
export async function clearOperatorData(): Promise<void> {
  await db.transaction('rw', db.snapshots, db.meta, async () => {
    await db.snapshots.where('operator').notEqual(ANYONE).delete();
    await setCachedOperator(ANYONE);
    await storeSession(null);
  });
  // The files of judging sessions kept for offline use are the operator's too.
  await forgetSessionFiles().catch(() => undefined);
}
