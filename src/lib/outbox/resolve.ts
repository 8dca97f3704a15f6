import type { BackOfficeDatabase } from '../db/database.ts';
import { newIdempotencyKey } from '../idempotency-key.ts';
import { versionOf, type OutboxEntry, type OutboxProblem } from './entry.ts';
import { getEntry, removeEntry, updateEntry } from './store.ts';

type Conflict = Extract<OutboxProblem, { kind: 'conflict' }>;

// The operator decides only about writes that wait for them; a pending write may be on the way.
async function waiting(db: BackOfficeDatabase, seq: number): Promise<OutboxEntry> {
  const entry = await getEntry(db, seq);
  if (entry?.status !== 'attention') throw new Error(`Outbox entry ${seq} does not need attention`);
  return entry;
}

async function conflicting(db: BackOfficeDatabase, seq: number): Promise<{ entry: OutboxEntry; conflict: Conflict }> {
  const entry = await waiting(db, seq);
  if (entry.lastError?.kind !== 'conflict') throw new Error(`Outbox entry ${seq} is not a conflict`);
  return { entry, conflict: entry.lastError };
}

// A changed body is a new request: the old key's answer belongs to the old body (the server
// refuses a key reused with another payload), so it travels under a new key, in the same place.
async function sendAgain(db: BackOfficeDatabase, entry: OutboxEntry, body: Record<string, unknown>): Promise<OutboxEntry> {
  const changes = {
    body,
    key: newIdempotencyKey(),
    baseVersion: versionOf(body),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
  } satisfies Partial<OutboxEntry>;
  if (!(await updateEntry(db, entry, changes))) throw new Error(`Outbox entry ${entry.seq} changed meanwhile`);
  return { ...entry, ...changes };
}

/** Keep mine: sends my write again on top of the server's current record (its version). */
export async function keepMine(db: BackOfficeDatabase, seq: number): Promise<OutboxEntry> {
  const { entry, conflict } = await conflicting(db, seq);
  const version = (conflict.current as { version?: unknown } | null)?.version;
  if (typeof version !== 'number') throw new Error(`The current record of outbox entry ${seq} has no version`);
  return sendAgain(db, entry, { ...entry.body, version });
}

/** Take theirs: drops my write and hands back the server's current record, for the page to store. */
export async function takeTheirs(db: BackOfficeDatabase, seq: number): Promise<unknown> {
  const { entry, conflict } = await conflicting(db, seq);
  await removeEntry(db, entry);
  return conflict.current;
}

/** Discard: drops a write that needs attention. */
export async function discard(db: BackOfficeDatabase, seq: number): Promise<void> {
  await removeEntry(db, await waiting(db, seq));
}

/** Edit and retry: sends a corrected body in the write's place. */
export async function editAndRetry(db: BackOfficeDatabase, seq: number, body: Record<string, unknown>): Promise<OutboxEntry> {
  return sendAgain(db, await waiting(db, seq), body);
}
