import type { BackOfficeDatabase } from '../db/database.ts';
import { isPaused, lastSyncAt, operatorRows } from './store.ts';

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

/** The signed-in operator's queue: counts and state, read at once. */
export async function outboxSummary(db: BackOfficeDatabase): Promise<OutboxSummary> {
  const [rows, paused, lastSync] = await Promise.all([operatorRows(db), isPaused(db), lastSyncAt(db)]);
  const attention = rows.filter((row) => row.status === 'attention').length;
  return { pending: rows.length - attention, attention, paused, lastSync };
}
