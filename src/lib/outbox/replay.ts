import type { BackOfficeDatabase, OutboxRow } from '../db/database.ts';
import { readEntry, type OutboxEntry, type OutboxProblem, type ServerError } from './entry.ts';
import { defaultLock, type ReplayLock } from './lock.ts';
import { DEFAULT_TIMEOUT_MS, describeFailure, within, type Fetch } from './net.ts';
import { currentOperator, guarded, isPaused, pauseOutbox, queueRows, removeEntry, updateEntry } from './store.ts';

/** First retry delay; each further try waits twice as long, up to `MAX_RETRY_DELAY_MS`. */
export const FIRST_RETRY_DELAY_MS = 2_000;
/** The longest wait between two tries. */
export const MAX_RETRY_DELAY_MS = 5 * 60_000;
/**
 * The server keeps each key's answer 30 days (server/http/idempotency.ts); an older write could
 * apply twice, so it waits for the operator instead. A day's margin covers clocks that disagree.
 */
export const MAX_REPLAY_AGE_MS = 29 * 24 * 3600_000;

/** What replay needs: the database, a fetch, where the API is, and optionally a clock, a lock, a time bound. */
export interface ReplayDeps {
  db: BackOfficeDatabase;
  fetch: Fetch;
  /** Scheme and host of the API: the worker passes `self.location.origin`. */
  origin: string;
  now?: () => number;
  /** `defaultLock()` unless given. */
  lock?: ReplayLock;
  timeoutMs?: number;
  /** Gets the server's answer of each applied write, to update the stored snapshots; its errors are logged. */
  onApplied?: (entry: OutboxEntry, answer: unknown) => void | Promise<void>;
}

/** What one replay did. */
export interface ReplayReport {
  /** Writes the server applied (and that left the queue). */
  applied: number;
  /** Writes moved to "needs attention". */
  attention: number;
  /** The queue waits for a new sign-in. */
  paused: boolean;
  /** The earliest time a waiting write is due again, for a timer; null when none waits. */
  nextAttemptAt: number | null;
}

/** What an answer (or its absence) means for the write. */
export type Verdict =
  | { kind: 'applied'; answer: unknown }
  | { kind: 'retry'; problem: OutboxProblem; delayMs?: number }
  | { kind: 'pause'; problem: OutboxProblem }
  | { kind: 'attention'; problem: OutboxProblem };

/** The retry delay after `attempts` failed tries. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** How a replay was asked for. */
export interface ReplayOptions {
  /**
   * Try every waiting write now, not at its retry time: the connection came back, or the
   * operator pressed "Sync now". Timers and other triggers leave it off.
   */
  retryNow?: boolean;
}

/**
 * Sends the queued writes that are due, one at a time, under the replay lock so that no other
 * page or worker replays at the same time. Stops when nothing more is due, on a network failure
 * (the rest would fail the same way) and when the session is gone.
 */
export function replay(deps: ReplayDeps, options: ReplayOptions = {}): Promise<ReplayReport> {
  return (deps.lock ?? defaultLock())(() => drain(deps, options.retryNow === true));
}

async function drain(deps: ReplayDeps, retryNow: boolean): Promise<ReplayReport> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const report: ReplayReport = { applied: 0, attention: 0, paused: false, nextAttemptAt: null };
  // Each write goes at most once per replay, so one asked to retry now cannot loop on a failing server.
  const tried = new Set<number>();
  const due = (entry: OutboxEntry) => !tried.has(entry.seq) && (retryNow || entry.nextAttemptAt <= now());
  // The queue is read whole once, then only the record each send changed: a long queue drains in
  // time proportional to its length. Before the end it is read whole again, for writes queued or
  // decided meanwhile.
  let rows = await queueRows(db);
  let fresh = true;
  for (;;) {
    if (await isPaused(db)) return { ...report, paused: true };
    const operator = await currentOperator(db);
    const next = heads(rows, operator).find(due);
    if (!next || !(await unchanged(db, next))) {
      if (fresh && !next) return { ...report, nextAttemptAt: earliest(rows, operator) };
      rows = await queueRows(db);
      fresh = true;
      continue;
    }
    fresh = false;
    if (now() - next.createdAt > MAX_REPLAY_AGE_MS) {
      if (await updateEntry(db, next, { status: 'attention', lastError: { kind: 'expired' } })) report.attention++;
      rows = await rereadRecord(db, rows, next.record);
      continue;
    }
    tried.add(next.seq);
    const verdict = await send(next, deps);
    const step = await settle(deps, next, verdict, now(), report);
    // Offline, the next try is the failed write's: trying the others sooner would fail the same way.
    if (step.stop) return { ...report, paused: verdict.kind === 'pause', nextAttemptAt: step.retryAt ?? null };
    rows = await rereadRecord(db, rows, next.record);
  }
}

// The write as read is still the stored one: not resolved, discarded or re-keyed meanwhile.
async function unchanged(db: ReplayDeps['db'], entry: OutboxEntry): Promise<boolean> {
  const row = await guarded(db, () => db.outbox.get(entry.seq));
  const stored = row ? readEntry(row) : null;
  return stored !== null && stored.key === entry.key && stored.status === entry.status && stored.nextAttemptAt === entry.nextAttemptAt;
}

// The queue as read, with one record's rows read again (in queue order).
async function rereadRecord(db: ReplayDeps['db'], rows: OutboxRow[], record: string): Promise<OutboxRow[]> {
  const again = await guarded(db, () => db.outbox.where('record').equals(record).toArray());
  return [...rows.filter((row) => row.record !== record), ...again].sort((a, b) => a.seq - b.seq);
}

/**
 * The first entry of each record, when it is this operator's and waits to be sent. A record's
 * later writes wait behind its first one whatever that one's state: a rename must not overtake
 * the save it builds on, nor a write the operator still has to decide about.
 */
function heads(rows: OutboxRow[], operator: string): OutboxEntry[] {
  const seen = new Set<string>();
  const found: OutboxEntry[] = [];
  for (const row of rows) {
    if (seen.has(row.record)) continue;
    seen.add(row.record);
    const entry = readEntry(row);
    // A signed-out browser sends nothing, and one operator's session never sends another's writes.
    if (entry?.status === 'pending' && operator !== '' && entry.operator === operator) found.push(entry);
  }
  return found;
}

function earliest(rows: OutboxRow[], operator: string): number | null {
  const times = heads(rows, operator).map((entry) => entry.nextAttemptAt);
  return times.length > 0 ? Math.min(...times) : null;
}

async function send(entry: OutboxEntry, deps: ReplayDeps): Promise<Verdict> {
  try {
    return await within(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS, async (signal) => {
      const response = await deps.fetch(
        new Request(new URL(`/api/${entry.path}`, deps.origin), {
          method: 'POST',
          headers: { ...entry.headers, Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': entry.key },
          body: JSON.stringify(entry.body),
          credentials: 'same-origin',
          signal,
        }),
      );
      return verdictOf(response, await readJson(response));
    });
  } catch (error) {
    return { kind: 'retry', problem: { kind: 'network', message: describeFailure(error) } };
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

/** What the server's answer means; exported for its tests. */
export function verdictOf(response: Response, body: unknown): Verdict {
  const { status } = response;
  const error = serverError(body);
  // A captive portal or a proxy's page answers too; only the API's JSON may delete a write.
  if (response.redirected || (status >= 200 && status < 300 && body === undefined)) {
    return { kind: 'retry', problem: { kind: 'network', message: `Answer ${status} did not come from the API` } };
  }
  if (status >= 200 && status < 300) return { kind: 'applied', answer: body };
  if (status === 401 || status === 419) return { kind: 'pause', problem: { kind: 'signed-out', status } };
  // The same key still running on the server is not a conflict: its answer comes later.
  if (status === 429 || status >= 500 || status < 400 || error?.code === 'idempotency_in_progress') {
    return { kind: 'retry', problem: { kind: 'busy', status, error }, delayMs: retryAfter(response) };
  }
  const current = (body as { current?: unknown } | null | undefined)?.current;
  if (status === 409 && current !== undefined) return { kind: 'attention', problem: { kind: 'conflict', status, error, current } };
  return { kind: 'attention', problem: { kind: 'refused', status, error } };
}

function serverError(body: unknown): ServerError | null {
  const error = (body as { error?: Partial<ServerError> } | null | undefined)?.error;
  return error && typeof error.code === 'string' && typeof error.message === 'string' ? (error as ServerError) : null;
}

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? NaN);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

async function settle(
  deps: ReplayDeps,
  entry: OutboxEntry,
  verdict: Verdict,
  at: number,
  report: ReplayReport,
): Promise<{ stop: boolean; retryAt?: number }> {
  const { db } = deps;
  const attempts = entry.attempts + 1;
  switch (verdict.kind) {
    case 'applied':
      if (await removeEntry(db, entry, at)) report.applied++;
      await rebaseFollowers(db, entry, verdict.answer);
      await handOver(deps, entry, verdict.answer);
      return { stop: false };
    case 'retry': {
      const retryAt = at + (verdict.delayMs ?? retryDelay(attempts));
      await updateEntry(db, entry, { attempts, nextAttemptAt: retryAt, lastError: verdict.problem });
      return { stop: verdict.problem.kind === 'network', retryAt };
    }
    case 'pause':
      await updateEntry(db, entry, { attempts, lastError: verdict.problem });
      await pauseOutbox(db);
      return { stop: true };
    case 'attention':
      if (await updateEntry(db, entry, { attempts, status: 'attention', lastError: verdict.problem })) report.attention++;
      return { stop: false };
  }
}

/**
 * Later writes to the same record made on the same version as the one just applied (two saves
 * of one form while offline) build on it, not against it: they move to the version the server
 * answered, so the second save does not meet the first as a conflict. Only writes never sent
 * are moved, so a key the server may hold is never sent with another body.
 */
async function rebaseFollowers(db: ReplayDeps['db'], applied: OutboxEntry, answer: unknown): Promise<void> {
  const version = (answer as { entity?: { version?: unknown } } | null | undefined)?.entity?.version;
  if (typeof version !== 'number' || applied.baseVersion === null) return;
  for (const row of await guarded(db, () => db.outbox.where('record').equals(applied.record).sortBy('seq'))) {
    const follower = readEntry(row);
    if (follower && follower.attempts === 0 && follower.baseVersion === applied.baseVersion) {
      await updateEntry(db, follower, { body: { ...follower.body, version }, baseVersion: version });
    }
  }
}

async function handOver(deps: ReplayDeps, entry: OutboxEntry, answer: unknown): Promise<void> {
  try {
    await deps.onApplied?.(entry, answer);
  } catch (error) {
    console.error('The answer of a replayed write could not be stored', error);
  }
}
