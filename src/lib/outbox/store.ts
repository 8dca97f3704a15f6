import type { BackOfficeDatabase, OutboxRow } from '../db/database.ts';
import { OUTBOX_FORMAT, readEntry, versionOf, type EntryDraft, type OutboxEntry } from './entry.ts';
import { recordOf } from './record.ts';

// Rows of `meta`. `operator` and `lastSync` are the rows src/lib/db/meta.ts keeps: the cached
// operator and the shell's "last synced"; the engine takes its database as an argument, so it
// reads them here rather than through that module's page-wide database.
const PAUSED_KEY = 'outboxPaused';
const OPERATOR_KEY = 'operator';
const LAST_SYNC_KEY = 'lastSync';

function isClosed(error: unknown): boolean {
  return error instanceof Error && error.name === 'DatabaseClosedError';
}

/**
 * Runs one database step. The browser may close the connection under a long-lived worker
 * (another tab's upgrade, storage pressure); then the database is reopened and the step tried
 * once more, so a queued write is not lost to a stale connection.
 */
export function guarded<T>(db: BackOfficeDatabase, step: () => PromiseLike<T>): Promise<T> {
  return Promise.resolve(step()).catch(async (error: unknown) => {
    if (!isClosed(error)) throw error;
    await db.open();
    return step();
  });
}

/** Adds a write at the end of the queue. */
export async function enqueue(db: BackOfficeDatabase, draft: EntryDraft, now: number): Promise<OutboxEntry> {
  const entry: Omit<OutboxEntry, 'seq'> = {
    ...draft,
    format: OUTBOX_FORMAT,
    status: 'pending',
    record: recordOf(draft.path, draft.body, draft.key),
    baseVersion: versionOf(draft.body),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
  };
  const seq = await guarded(db, () => db.outbox.add(entry));
  return { ...entry, seq };
}

/** Every stored row in queue order, whatever its format. */
export function queueRows(db: BackOfficeDatabase): Promise<OutboxRow[]> {
  return guarded(db, () => db.outbox.orderBy('seq').toArray());
}

/** True when nothing is queued. */
export async function isQueueEmpty(db: BackOfficeDatabase): Promise<boolean> {
  return (await guarded(db, () => db.outbox.count())) === 0;
}

/** The queued writes in order, for a list the operator reads (rows of a newer format are left out). */
export async function listOutbox(db: BackOfficeDatabase): Promise<OutboxEntry[]> {
  return (await queueRows(db)).map(readEntry).filter((entry) => entry !== null);
}

/** The signed-in operator's queued writes in order: what the shell lists and what signing out would lose. */
export async function operatorOutbox(db: BackOfficeDatabase): Promise<OutboxEntry[]> {
  const operator = await currentOperator(db);
  return (await listOutbox(db)).filter((entry) => entry.operator === operator);
}

/**
 * The rows the shell counts: the signed-in operator's, and those of a newer format, whose owner
 * this code cannot read but which still wait to be sent.
 */
export async function operatorRows(db: BackOfficeDatabase): Promise<OutboxRow[]> {
  const operator = await currentOperator(db);
  return (await queueRows(db)).filter((row) => {
    const entry = readEntry(row);
    return entry === null || entry.operator === operator;
  });
}

/** One queued write, or undefined. */
export async function getEntry(db: BackOfficeDatabase, seq: number): Promise<OutboxEntry | undefined> {
  const row = await guarded(db, () => db.outbox.get(seq));
  return (row && readEntry(row)) ?? undefined;
}

/** True while the queue holds a write (in any state) for the record. */
export async function hasEntriesFor(db: BackOfficeDatabase, record: string): Promise<boolean> {
  return (await guarded(db, () => db.outbox.where('record').equals(record).count())) > 0;
}

/**
 * Changes a stored entry, unless it is gone or was re-keyed meanwhile (resolved by the operator
 * while its old form was on the way): an outcome only ever lands on the write it answers.
 */
export function updateEntry(db: BackOfficeDatabase, entry: OutboxEntry, changes: Partial<OutboxEntry>): Promise<boolean> {
  return guarded(db, () =>
    db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(entry.seq);
      if (!row || readEntry(row)?.key !== entry.key) return false;
      await db.outbox.put({ ...row, ...changes, seq: entry.seq });
      return true;
    }),
  );
}

/** Deletes an entry (the same guard as `updateEntry`); with `syncedAt`, also notes the server's answer as the last sync. */
export function removeEntry(db: BackOfficeDatabase, entry: OutboxEntry, syncedAt?: number): Promise<boolean> {
  return guarded(db, () =>
    db.transaction('rw', db.outbox, db.meta, async () => {
      const row = await db.outbox.get(entry.seq);
      if (!row || readEntry(row)?.key !== entry.key) return false;
      await db.outbox.delete(entry.seq);
      if (syncedAt !== undefined) await db.meta.put({ key: LAST_SYNC_KEY, value: syncedAt });
      return true;
    }),
  );
}

/** True while the queue waits for a new sign-in. */
export async function isPaused(db: BackOfficeDatabase): Promise<boolean> {
  return (await guarded(db, () => db.meta.get(PAUSED_KEY)))?.value === true;
}

/** Stops replay until `resumeOutbox` (the server said the session is gone). */
export async function pauseOutbox(db: BackOfficeDatabase): Promise<void> {
  await guarded(db, () => db.meta.put({ key: PAUSED_KEY, value: true }));
}

/** Lets replay go on; the page calls it once the operator has signed in again. */
export async function resumeOutbox(db: BackOfficeDatabase): Promise<void> {
  await guarded(db, () => db.meta.delete(PAUSED_KEY));
}

/** The operator whose session this browser holds ('' when signed out). */
export async function currentOperator(db: BackOfficeDatabase): Promise<string> {
  const value = (await guarded(db, () => db.meta.get(OPERATOR_KEY)))?.value;
  return typeof value === 'string' ? value : '';
}

/** When the server last answered (ms since the epoch), or null. */
export async function lastSyncAt(db: BackOfficeDatabase): Promise<number | null> {
  const value = (await guarded(db, () => db.meta.get(LAST_SYNC_KEY)))?.value;
  return typeof value === 'number' ? value : null;
}
