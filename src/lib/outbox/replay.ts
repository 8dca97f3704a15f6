import { OUTBOX_BATCH_MAX_BYTES, OUTBOX_BATCH_MAX_WRITES, OutboxBatch, type OutboxResult, type OutboxWrite } from '../../../contract/outbox.ts';
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
/** How long a batch may go unanswered: its writes are applied one after the other. */
export const BATCH_TIMEOUT_MS = 60_000;

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
  /** Send each write alone, as before batches (the bench's comparison); batches unless told. */
  singly?: boolean;
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
 * Sends the queued writes that are due, in rounds of one batch request (`nextBatch`), under the
 * replay lock so that no other page or worker replays at the same time. Stops when nothing more is due, on a network failure
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
  // A server without the batch call (an older one) gets single writes for the rest of the replay.
  let batches = deps.singly !== true;
  // The queue is read whole once, then again after each round: a long queue drains in rounds of
  // up to a batch each. Before the end it is read whole again, for writes queued or decided meanwhile.
  let rows = await queueRows(db);
  let fresh = true;
  for (;;) {
    if (await isPaused(db)) return { ...report, paused: true };
    const operator = await currentOperator(db);
    const round = batches ? nextBatch(rows, operator, due) : heads(rows, operator).filter(due).slice(0, 1);
    if (round.length === 0 || !(await allUnchanged(db, round))) {
      if (fresh && round.length === 0) return { ...report, nextAttemptAt: earliest(rows, operator) };
      rows = await queueRows(db);
      fresh = true;
      continue;
    }
    fresh = false;
    const expired = round.filter((entry) => now() - entry.createdAt > MAX_REPLAY_AGE_MS);
    if (expired.length > 0) {
      for (const entry of expired) if (await updateEntry(db, entry, { status: 'attention', lastError: { kind: 'expired' } })) report.attention++;
      rows = await queueRows(db);
      continue;
    }
    for (const entry of round) tried.add(entry.seq);
    const verdicts = round.length > 1 ? await sendBatch(round, deps) : [await send(round[0]!, deps)];
    if (verdicts === 'unsupported') {
      batches = false;
      for (const entry of round) tried.delete(entry.seq);
      continue;
    }
    const stop = await settleAll(deps, round, verdicts, now(), report);
    if (stop) return { ...report, paused: stop.paused, nextAttemptAt: stop.retryAt };
    rows = await queueRows(db);
    fresh = true;
  }
}

/**
 * Records each answer of a round in queue order. A write the server did not try (skipped after
 * its record's earlier write was not applied) stays as it was. Offline, or once the session is
 * gone, the replay stops: the rest would fail the same way.
 */
async function settleAll(
  deps: ReplayDeps,
  round: OutboxEntry[],
  verdicts: Array<Verdict | null>,
  at: number,
  report: ReplayReport,
): Promise<{ paused: boolean; retryAt: number | null } | null> {
  let stopped = false;
  let paused = false;
  let retryAt: number | null = null;
  for (const [i, entry] of round.entries()) {
    const verdict = verdicts[i];
    if (!verdict) continue;
    // Every answer is recorded, those after a stop too: the server applied them.
    const step = await settle(deps, entry, verdict, at, report);
    if (!step.stop) continue;
    stopped = true;
    paused ||= verdict.kind === 'pause';
    if (step.retryAt !== undefined) retryAt = Math.min(retryAt ?? step.retryAt, step.retryAt);
  }
  return stopped ? { paused, retryAt } : null;
}

// Every write of a round is still the stored one, read in one go.
async function allUnchanged(db: ReplayDeps['db'], entries: OutboxEntry[]): Promise<boolean> {
  const rows = await guarded(db, () => db.outbox.bulkGet(entries.map((entry) => entry.seq)));
  return entries.every((entry, i) => {
    const row = rows[i];
    const stored = row ? readEntry(row) : null;
    return stored !== null && stored.key === entry.key && stored.status === entry.status && stored.nextAttemptAt === entry.nextAttemptAt;
  });
}

/** A queued write as the batch call takes it. */
function batchWrite(entry: OutboxEntry): OutboxWrite {
  const language = entry.headers['accept-language'];
  return { key: entry.key, record: entry.record, path: entry.path, body: entry.body, ...(language !== undefined ? { language } : {}) };
}

const encoder = new TextEncoder();
const sizeOf = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

/**
 * The writes of the next round, in queue order: each record's first write when it is due, and
 * after it that record's following writes that are due and need nothing of its answer, up to a
 * batch's count and size. A following write made on the same version as an earlier one of the
 * round moves to the version that one's answer brings (`rebaseFollowers`), so it waits for the
 * next round. A write too large for a batch goes alone, as a single call.
 */
function nextBatch(rows: OutboxRow[], operator: string, due: (entry: OutboxEntry) => boolean): OutboxEntry[] {
  const chains = new Map<string, OutboxEntry[]>();
  const closed = new Set<string>();
  const batch: OutboxEntry[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (closed.has(row.record)) continue;
    const entry = readEntry(row);
    const chain = chains.get(row.record) ?? [];
    const fits = entry !== null && sendable(entry, chain, operator, due);
    if (!fits) {
      closed.add(row.record);
      continue;
    }
    const size = sizeOf(batchWrite(entry));
    if (batch.length > 0 && (batch.length >= OUTBOX_BATCH_MAX_WRITES || bytes + size > OUTBOX_BATCH_MAX_BYTES)) break;
    batch.push(entry);
    chains.set(row.record, [...chain, entry]);
    bytes += size;
    if (bytes > OUTBOX_BATCH_MAX_BYTES) break;
  }
  return batch;
}

// A write may go in this round behind `chain`, the writes of its record already in it.
function sendable(entry: OutboxEntry, chain: OutboxEntry[], operator: string, due: (entry: OutboxEntry) => boolean): boolean {
  // A signed-out browser sends nothing, and one operator's session never sends another's writes.
  if (entry.status !== 'pending' || operator === '' || entry.operator !== operator || !due(entry)) return false;
  return !needsRebase(entry, chain);
}

// What `rebaseFollowers` would change once a write of the chain is applied.
function needsRebase(entry: OutboxEntry, chain: OutboxEntry[]): boolean {
  return entry.attempts === 0 && chain.some((earlier) => earlier.baseVersion !== null && earlier.baseVersion === entry.baseVersion);
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

/**
 * Sends a round in one request to the batch call. Each write's answer is judged as its single
 * answer would be; a write the server skipped gets no verdict. No answer, or an answer that is
 * not the API's, is a network failure for every write of the round; a 5xx, 429, 401 or 419 of the
 * batch holds for each of its writes. A server that does not know the call (404) or refuses the
 * batch itself is `unsupported`: the writes go alone.
 */
async function sendBatch(entries: OutboxEntry[], deps: ReplayDeps): Promise<Array<Verdict | null> | 'unsupported'> {
  const every = (verdict: Verdict) => entries.map(() => verdict);
  try {
    return await within(deps.timeoutMs ?? BATCH_TIMEOUT_MS, async (signal) => {
      const response = await deps.fetch(
        new Request(new URL(`/api/${OutboxBatch.path}`, deps.origin), {
          method: 'POST',
          headers: { ...entries[0]!.headers, Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify({ writes: entries.map(batchWrite) }),
          credentials: 'same-origin',
          signal,
        }),
      );
      const body = await readJson(response);
      const results = (body as { results?: unknown } | undefined)?.results;
      if (response.ok && !response.redirected && Array.isArray(results) && results.length === entries.length) {
        return entries.map((entry, i) => resultVerdict(entry, results[i] as OutboxResult));
      }
      const verdict = verdictOf(response, body);
      return verdict.kind === 'attention' ? 'unsupported' : every(verdict.kind === 'applied' ? notTheApi(response.status) : verdict);
    });
  } catch (error) {
    return every({ kind: 'retry', problem: { kind: 'network', message: describeFailure(error) } });
  }
}

const notTheApi = (status: number): Verdict => ({ kind: 'retry', problem: { kind: 'network', message: `Answer ${status} did not come from the API` } });

// One write's answer within a batch, judged as its single answer.
function resultVerdict(entry: OutboxEntry, result: OutboxResult | undefined): Verdict | null {
  if (!result || result.key !== entry.key) return notTheApi(200);
  if (!('status' in result)) return null;
  const headers = result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : undefined;
  return verdictOf(new Response(null, { status: result.status, headers }), result.body ?? undefined);
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
