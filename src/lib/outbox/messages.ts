/** The Background Sync tag of the outbox. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** What the worker tells its pages about the queue. */
export type OutboxMessage =
  | { type: 'outbox-applied'; applied: number }
  | { type: 'outbox-paused' };

/** What a page asks of the worker: send the queue (now, or only what is due). */
export type PageMessage = { type: 'outbox-sync'; retryNow: boolean };
