import 'fake-indexeddb/auto';
import type { OutboxResult, OutboxWrite } from '../../contract/outbox.ts';
import { BackOfficeDatabase } from '../../src/lib/db/database.ts';
import type { EntryDraft, OutboxEntry } from '../../src/lib/outbox/entry.ts';
import { createMutex } from '../../src/lib/outbox/lock.ts';
import type { ReplayDeps } from '../../src/lib/outbox/replay.ts';
import { enqueue, listOutbox } from '../../src/lib/outbox/store.ts';

/** Where the fake API is. */
export const ORIGIN = 'http://localhost';
/** The operator signed in on the test browser. */
export const DANA = 'dana@example.com';
/** Records the tests write to. */
export const ACME = '7d1c1f53-8a0c-4a77-9a43-0f3f5d1b9b10';
export const GLOBEX = '0b6f1e8e-3a55-4f0e-8f7a-2c9d4e5f6a71';

let databases = 0;

/** A database of its own for one test, with Dana signed in (or nobody, with ''). */
export async function freshDatabase(operator: string = DANA): Promise<BackOfficeDatabase> {
  const db = new BackOfficeDatabase(`outbox-test-${++databases}`);
  if (operator !== '') await db.meta.put({ key: 'operator', value: operator });
  return db;
}

/** A clock the test moves. */
export class Clock {
  at = Date.UTC(2030, 0, 15, 9);
  readonly now = (): number => this.at;

  advance(ms: number): void {
    this.at += ms;
  }
}

/** What the fake API saw of one request. */
export interface Sent {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
  language: string | null;
}

/** A JSON answer. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** The error answer of the API. */
export function apiError(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return json(status, { error: { code, message: `Message of ${code}` }, ...extra });
}

/** The network failure a browser's fetch rejects with. */
export function offline(): never {
  throw new TypeError('Failed to fetch');
}

/** An API the test scripts: `answer` answers each write (or throws as the network would); `sent` lists them in order. */
export class FakeApi {
  readonly sent: Sent[] = [];
  /** The writes of each request, by `name`: one for a single call, several for a batch. */
  readonly requests: string[][] = [];
  /** Answer the batch call 404, as a server without it. */
  batchless = false;
  answer: (sent: Sent) => Response | Promise<Response> = (sent) => json(200, { entity: { saved: sent.body } });

  readonly fetch = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname.slice('/api/'.length);
    const body = (await request.json()) as Record<string, unknown>;
    if (path === 'outbox/batch') return this.batch(body.writes as OutboxWrite[], request.headers.get('accept-language'));
    const sent: Sent = { path, key: request.headers.get('idempotency-key'), body, language: request.headers.get('accept-language') };
    this.requests.push([String(body.name)]);
    this.sent.push(sent);
    return this.answer(sent);
  };

  /** The batch call as the server answers it: each write in order, a record's later writes skipped after one not applied, all skipped once signed out. */
  private async batch(writes: OutboxWrite[], language: string | null): Promise<Response> {
    if (this.batchless) return apiError(404, 'not_found');
    this.requests.push(writes.map((write) => String(write.body.name)));
    const stopped = new Set<string>();
    let signedIn = true;
    const results: OutboxResult[] = [];
    for (const write of writes) {
      if (!signedIn || stopped.has(write.record)) {
        results.push({ key: write.key, skipped: true });
        continue;
      }
      const sent: Sent = { path: write.path, key: write.key, body: write.body, language: write.language ?? language };
      this.sent.push(sent);
      const answer = await this.answer(sent);
      const text = await answer.text();
      const parsed: unknown = text.startsWith('{') ? JSON.parse(text) : null;
      const retryAfter = Number(answer.headers.get('retry-after') ?? NaN);
      results.push({ key: write.key, status: answer.status, body: parsed, ...(retryAfter > 0 ? { retryAfter } : {}) });
      if (answer.status < 200 || answer.status >= 300) stopped.add(write.record);
      if (answer.status === 401 || answer.status === 419) signedIn = false;
    }
    return json(200, { results });
  }

  /** The `name` of each body, in the order they were sent. */
  names(): string[] {
    return this.sent.map((sent) => String(sent.body.name));
  }
}

/** A mutating request as the page's `call()` sends it. */
export function mutation(path: string, body: Record<string, unknown>, key: string = crypto.randomUUID()): Request {
  return new Request(`${ORIGIN}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': 'it', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
}

/** The path of a company save. */
export const COMPANY_SAVE = 'admin/companies/save';

/** Queues a company save of `id` named `name`, as a failed send would have. */
export function queueSave(
  db: BackOfficeDatabase,
  now: number,
  id: string,
  name: string,
  extra: Partial<EntryDraft> = {},
): Promise<OutboxEntry> {
  const draft: EntryDraft = {
    key: crypto.randomUUID(),
    path: COMPANY_SAVE,
    body: { id, name, slug: name.toLowerCase(), version: 1 },
    headers: { 'accept-language': 'it' },
    operator: DANA,
    ...extra,
  };
  return enqueue(db, draft, now);
}

/** A signed-in browser with an empty outbox, a scripted API, a clock, and replay's dependencies; `applied` collects what replay hands over. */
export async function replaySetUp() {
  const db = await freshDatabase();
  const api = new FakeApi();
  const clock = new Clock();
  const applied: Array<{ name: unknown; answer: unknown }> = [];
  const deps: ReplayDeps = {
    db,
    fetch: api.fetch,
    origin: ORIGIN,
    now: clock.now,
    lock: createMutex(),
    onApplied: (entry, answer) => void applied.push({ name: entry.body.name, answer }),
  };
  return { db, api, clock, applied, deps };
}

/** The state of each queued write, named by the `name` of its body. */
export async function stored(
  db: BackOfficeDatabase,
): Promise<Array<Pick<OutboxEntry, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError'> & { name: unknown }>> {
  return (await listOutbox(db)).map(({ body, status, attempts, nextAttemptAt, lastError }) => ({ name: body.name, status, attempts, nextAttemptAt, lastError }));
}
