import type { ErrorBody } from '../../../contract/errors.ts';
import type { OutboxRow } from '../db/database.ts';

/**
 * The format this code writes. A stored entry keeps the format it was written in, so a newer
 * worker still replays what an older one queued: `readEntry` turns every format it knows into
 * the current one (add a case there when the shape changes), and leaves a newer one alone.
 */
export const OUTBOX_FORMAT = 1;

/** `pending`: waits for its turn (or its retry time); `attention`: the operator must decide. */
export type OutboxStatus = 'pending' | 'attention';

/** The `error` member of the server's error answer: code, translated message, field messages. */
export type ServerError = ErrorBody['error'];

/** Why the last try of an entry did not apply it. */
export type OutboxProblem =
  /** No answer: offline, a timeout, or an answer that did not come from the API. Retried. */
  | { kind: 'network'; message: string }
  /** A 5xx, a rate limit, or the same key still running on the server. Retried. */
  | { kind: 'busy'; status: number; error: ServerError | null }
  /** 401 or 419: the queue pauses until the operator signs in again. */
  | { kind: 'signed-out'; status: number }
  /** 409 with the stored record: keep mine, take theirs, edit or discard. */
  | { kind: 'conflict'; status: number; error: ServerError | null; current: unknown }
  /** Any other refusal (validation, slug taken, forbidden, ...): edit or discard. */
  | { kind: 'refused'; status: number; error: ServerError | null }
  /** Older than the server keeps its answers: replaying it could apply it twice. Edit or discard. */
  | { kind: 'expired' };

/** One queued write, in the current format. */
export interface OutboxEntry extends OutboxRow {
  format: typeof OUTBOX_FORMAT;
  status: OutboxStatus;
  /** The Idempotency-Key the write was first sent with; kept for every retry. */
  key: string;
  /** The built path under /api/, e.g. `company/<id>/project/<id>/save`. */
  path: string;
  /** The JSON body as sent. */
  body: Record<string, unknown>;
  /** Request headers worth replaying (the language the server words its errors in). */
  headers: Record<string, string>;
  /** The operator (email) who made the write; only their session replays it. */
  operator: string;
  /** The record version the write was based on (the body's `version`), or null. */
  baseVersion: number | null;
  /** When it was queued (ms since the epoch). */
  createdAt: number;
  attempts: number;
  /** Not sent before this time (ms since the epoch); 0 for at once. */
  nextAttemptAt: number;
  lastError: OutboxProblem | null;
}

/** What a write brings to the queue; the rest is filled in by `enqueue`. */
export type EntryDraft = Pick<OutboxEntry, 'key' | 'path' | 'body' | 'headers' | 'operator'>;

/** The stored row as the current format, or null for a format this code does not know (a newer worker's). */
export function readEntry(row: OutboxRow): OutboxEntry | null {
  switch (row.format) {
    case 1:
      return row as OutboxEntry;
    default:
      return null;
  }
}

/** The version a body says it was based on. */
export function versionOf(body: Record<string, unknown>): number | null {
  return typeof body.version === 'number' ? body.version : null;
}
