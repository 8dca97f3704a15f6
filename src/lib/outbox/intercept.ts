import type { EntryDraft } from './entry.ts';
import { DEFAULT_TIMEOUT_MS, within } from './net.ts';
import { recordOf } from './record.ts';
import type { ReplayDeps } from './replay.ts';
import { currentOperator, enqueue, hasEntriesFor } from './store.ts';

/** What `handleMutation` needs: the database, the fetch, and optionally a clock and a time bound. */
export type InterceptDeps = Pick<ReplayDeps, 'db' | 'fetch' | 'now' | 'timeoutMs'>;

/** The body of the 202 a queued write is answered with. */
export interface QueuedAnswer {
  queued: true;
  /** The write's Idempotency-Key: the page finds its entry in the outbox by it. */
  key: string;
}

// Header names as the Headers object gives them (lower case).
const KEY_HEADER = 'idempotency-key';
// Replayed with the write: the server words its error messages in this language.
const KEPT_HEADERS = ['accept-language'];

/**
 * True for a request the outbox may keep: a same-origin POST to /api/ with an Idempotency-Key.
 * Sign-in, sign-out, passwords and sessions (`/api/accounting/`) only make sense live: they are
 * never stored, so no password waits in the browser's database. The public side's calls
 * (`/api/p/`) are a respondent's, never an operator's: their page keeps its own draft.
 */
export function isOutboxRequest(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return (
    request.method === 'POST' &&
    url.origin === origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/accounting/') &&
    !url.pathname.startsWith('/api/p/') &&
    request.headers.has(KEY_HEADER)
  );
}

/**
 * Handles one mutating request for the service worker. It goes to the network as it is, and
 * its answer (any status) goes back to the page; if the network fails or does not answer in
 * time, the write is queued and answered with 202 `{queued: true, key}`. While the queue holds
 * writes for the same record, the request queues behind them without being sent, even online.
 * A request the outbox cannot keep (no operator signed in, a body that is not a JSON object) is
 * only passed through.
 */
export async function handleMutation(request: Request, deps: InterceptDeps): Promise<Response> {
  const draft = draftOf(request, await request.clone().text(), await currentOperator(deps.db));
  if (!draft) return deps.fetch(request);
  const record = recordOf(draft.path, draft.body, draft.key);
  return oneAtATime(`${deps.db.name} ${record}`, async () => {
    const now = deps.now ?? Date.now;
    if (await hasEntriesFor(deps.db, record)) return queuedAnswer((await enqueue(deps.db, draft, now())).key);
    try {
      return await within(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS, (signal) => deps.fetch(new Request(request, { signal })));
    } catch {
      return queuedAnswer((await enqueue(deps.db, draft, now())).key);
    }
  });
}

function draftOf(request: Request, text: string, operator: string): EntryDraft | null {
  const key = request.headers.get(KEY_HEADER);
  if (!key || operator === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const path = new URL(request.url).pathname.slice('/api/'.length);
  return { key, path, body: body as Record<string, unknown>, headers, operator };
}

/** The answer of a queued write. */
export function queuedAnswer(key: string): Response {
  const body: QueuedAnswer = { queued: true, key };
  return new Response(JSON.stringify(body), { status: 202, headers: { 'Content-Type': 'application/json' } });
}

// Writes to one record are handled one after the other: a second save sent while the first is
// still on the way must not reach the server, or the queue, before it.
const handling = new Map<string, Promise<unknown>>();

function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const run = (handling.get(name) ?? Promise.resolve()).then(work, work);
  const done = run.catch(() => undefined);
  handling.set(name, done);
  void done.then(() => {
    if (handling.get(name) === done) handling.delete(name);
  });
  return run;
}
