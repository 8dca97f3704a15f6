import { liveQuery, type Observable } from 'dexie';
import type { BackOfficeDatabase } from '../db/database.ts';
import { guarded, isPaused, lastSyncAt } from './store.ts';

/** What the shell shows of the queue. */
export interface OutboxSummary {
  /** Writes still to send (waiting, retrying or queued behind another). */
  pending: number;
  /** Writes the operator must decide about. */
  attention: number;
  /** Replay waits for a new sign-in. */
  paused: boolean;
  /** When the server last answered (ms since the epoch), or null. */
  lastSync: number | null;
}

/** The queue's counts and state, read at once. */
export async function outboxSummary(db: BackOfficeDatabase): Promise<OutboxSummary> {
  const [total, attention, paused, lastSync] = await Promise.all([
    guarded(db, () => db.outbox.count()),
    guarded(db, () => db.outbox.where('status').equals('attention').count()),
    isPaused(db),
    lastSyncAt(db),
  ]);
  return { pending: total - attention, attention, paused, lastSync };
}

/**
 * The summary, again each time the queue or its state changes in this page or in the worker
 * (Dexie tells other contexts of the origin about every write).
 */
export function observeOutbox(db: BackOfficeDatabase): Observable<OutboxSummary> {
  return liveQuery(() => outboxSummary(db));
}
