import { db, type Snapshot } from './database.ts';
import { storeSession } from '../session-marker.ts';
import { cachedOperator, cachedOperatorRow, markSynced, setCachedOperator } from './meta.ts';

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

/**
 * The stored answer of a call, or undefined. Written as a chain of Dexie promises, not
 * async/await, so that a liveQuery sees every table it reads and re-runs when one changes.
 */
export function readSnapshot<T>(endpoint: string, payload: unknown, shared = false): Promise<T | undefined> {
  const key = payloadKey(payload);
  const read = (operator: string) =>
    db.snapshots.get([operator, endpoint, key]).then((row) => row?.data as T | undefined);
  if (shared) return read(ANYONE);
  return cachedOperatorRow().then((operator) => (operator === ANYONE ? undefined : read(operator)));
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
  await import('../files/session-files.ts').then(({ forgetSessionFiles }) => forgetSessionFiles()).catch(() => undefined);
}
