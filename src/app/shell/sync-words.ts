import type { OutboxSummary } from '../../lib/outbox/summary.ts';

/**
 * What the header says of the queue, before it is put in words: everything sent (and when last),
 * changes waiting while online (and when the server last took one), or offline with what waits.
 */
export type SyncWords =
  | { kind: 'sent'; lastSync: number | null }
  | { kind: 'waiting'; count: number; lastSync: number | null }
  | { kind: 'offline'; count: number };

/** The header's sync status from the queue's summary (undefined while it is read) and the connection. */
export function syncWords(summary: OutboxSummary | undefined, online: boolean): SyncWords {
  const count = summary?.pending ?? 0;
  const lastSync = summary?.lastSync ?? null;
  if (!online) return { kind: 'offline', count };
  return count > 0 ? { kind: 'waiting', count, lastSync } : { kind: 'sent', lastSync };
}
