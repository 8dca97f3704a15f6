// The engine runs here as the service worker runs it, on fake-indexeddb: the import must come
// before Dexie's, which reads indexedDB when it loads.
import 'fake-indexeddb/auto';
import fs from 'node:fs/promises';
import { startServer } from '../e2e/fixtures/server.ts';
import { BackOfficeDatabase } from '../src/lib/db/database.ts';
import { handleMutation } from '../src/lib/outbox/intercept.ts';
import type { Fetch } from '../src/lib/outbox/net.ts';
import { replay, type ReplayDeps } from '../src/lib/outbox/replay.ts';
import { listOutbox } from '../src/lib/outbox/store.ts';
import { cookieHeader, DEMO_ADMIN, signInCookies } from './sign-in.ts';

// 200 new companies (one record by the record rule: they queue FIFO behind each other) and
// 100 existing companies saved 8 times each (a record each): 1,000 writes, interleaved.
const CREATES = 200;
const EDITED = 100;
const SAVES_EACH = 8;
const WRITES = CREATES + EDITED * SAVES_EACH;
const SLUG = 'outbox-drain';
const SEED_CONCURRENCY = 8;
// Each replay sends every write at most once; on loopback one replay should drain it all.
const MAX_REPLAYS = 20;
const PAGE_SIZE = 200;

/** What queueing and draining 1,000 writes took, and what the server holds afterwards. */
export interface OutboxDrainFigures {
  queued: number;
  queueSeconds: number;
  drainSeconds: number;
  writesPerSecond: number;
  /** Part of the drain spent waiting for the server's answers; the rest is the engine's own work. */
  requestSeconds: number;
  /** Requests the drain sent: one per write alone, fewer in batches. */
  requests: number;
  /**
   * CPU seconds the drain cost the server process and this one (the engine on fake-indexeddb):
   * on a shared, loaded machine the drain's own time stretches, these do not. Null where /proc is missing.
   */
  serverCpuSeconds: number | null;
  engineCpuSeconds: number;
  /** One read of the whole queue, as the drain does before each write (ms). */
  queueReadMs: number;
  replays: number;
  lost: number;
  duplicated: number;
  outOfOrder: number;
}

/** One planned write: its body, and the record whose writes must land in queue order. */
interface Write {
  body: Record<string, unknown>;
  record: string;
}

interface Edited {
  id: string;
  slug: string;
}

type Post = (path: string, body: unknown) => Promise<unknown>;

function poster(url: string, cookie: string): Post {
  return async (path, body) => {
    const answer = await fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return answer.json();
  };
}

const number = (n: number) => String(n).padStart(3, '0');

async function seedEdited(post: Post): Promise<Edited[]> {
  const edited: Edited[] = [];
  let next = 0;
  const worker = async () => {
    while (next < EDITED) {
      const n = next++;
      const slug = `${SLUG}-edit-${number(n)}`;
      const answer = await post('admin/companies/save', { name: `Outbox edit ${number(n)}`, slug });
      edited[n] = { id: (answer as { entity: { id: string } }).entity.id, slug };
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  return edited;
}

// Saves without `version` (the contract allows it): a queued save cannot know the version the one before it will make.
function plannedWrites(edited: Edited[]): Write[] {
  const writes: Write[] = [];
  const createsPerRound = CREATES / SAVES_EACH;
  for (let round = 1; round <= SAVES_EACH; round++) {
    for (const [n, company] of edited.entries()) {
      writes.push({ body: { id: company.id, slug: company.slug, name: `Outbox edit ${number(n)} v${round}` }, record: company.id });
    }
    for (let i = 0; i < createsPerRound; i++) {
      const n = (round - 1) * createsPerRound + i;
      writes.push({ body: { name: `Outbox new ${number(n)}`, slug: `${SLUG}-new-${number(n)}` }, record: 'new' });
    }
  }
  return writes;
}

const offline: Fetch = () => Promise.reject(new TypeError('Failed to fetch'));

async function queueAll(db: BackOfficeDatabase, url: string, writes: Write[]): Promise<void> {
  for (const write of writes) {
    const request = new Request(`${url}/api/admin/companies/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), 'Accept-Language': 'en' },
      body: JSON.stringify(write.body),
    });
    const answer = await handleMutation(request, { db, fetch: offline });
    if (answer.status !== 202) throw new Error(`A write made offline was answered ${answer.status} instead of being queued`);
  }
}

/** The network back: Node's fetch has no cookie jar, so the session and the page's Origin are added here. */
function online(origin: string, cookie: string, spent: { ms: number; requests: number }): Fetch {
  return async (request) => {
    spent.requests++;
    const headers = new Headers(request.headers);
    headers.set('cookie', cookie);
    headers.set('origin', origin);
    const started = performance.now();
    try {
      const init = { method: request.method, headers, body: await request.text(), signal: request.signal };
      const answer = await fetch(request.url, init);
      // Read here so that the answer's whole round trip counts as the server's time.
      return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
    } finally {
      spent.ms += performance.now() - started;
    }
  };
}

async function drainAll(deps: ReplayDeps): Promise<number> {
  let replays = 0;
  while ((await deps.db.outbox.count()) > 0) {
    if (++replays > MAX_REPLAYS) {
      throw new Error(`The outbox still holds ${await deps.db.outbox.count()} writes after ${MAX_REPLAYS} replays`);
    }
    const report = await replay(deps, { retryNow: true });
    if (report.paused || report.attention > 0) {
      const stuck = (await listOutbox(deps.db)).filter((entry) => entry.status === 'attention').slice(0, 3);
      throw new Error(`Replay paused or set writes aside: ${JSON.stringify({ report, stuck: stuck.map((e) => e.lastError) })}`);
    }
  }
  return replays;
}

interface LogRow {
  id: number;
  endpoint: string;
  status: number;
  summary: { name?: unknown };
}

async function appliedSaves(post: Post, from: string): Promise<LogRow[]> {
  const rows: LogRow[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = (await post('admin/installation/logs/list', { area: 'admin', from, page, pageSize: PAGE_SIZE })) as {
      items: LogRow[];
      total: number;
    };
    rows.push(...items);
    if (items.length === 0 || rows.length >= total) break;
  }
  return rows.filter((row) => row.endpoint === 'admin/companies/save' && row.status === 200).sort((a, b) => a.id - b.id);
}

/** Each write applied once, in queue order per record, read from the operations' log (a replayed key logs nothing). */
function tally(writes: Write[], applied: LogRow[]): Pick<OutboxDrainFigures, 'lost' | 'duplicated' | 'outOfOrder'> {
  const recordOf = new Map(writes.map((w) => [w.body.name as string, w.record]));
  const counts = new Map<string, number>();
  const seen = new Map<string, string[]>();
  let duplicated = 0;
  for (const row of applied) {
    const name = String(row.summary.name);
    const record = recordOf.get(name);
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    if (record === undefined || count > 1) duplicated++;
    else seen.set(record, [...(seen.get(record) ?? []), name]);
  }
  const lost = writes.filter((w) => !counts.has(w.body.name as string)).length;
  const expected = new Map<string, string[]>();
  for (const w of writes) expected.set(w.record, [...(expected.get(w.record) ?? []), w.body.name as string]);
  const outOfOrder = [...expected].filter(([record, names]) => (seen.get(record) ?? []).join('|') !== names.join('|')).length;
  return { lost, duplicated, outOfOrder };
}

/** The companies as the server holds them: each new one once, each edited one with its last name and one version per save. */
async function checkCompanies(post: Post, writes: Write[], edited: Edited[]): Promise<string[]> {
  const problems: string[] = [];
  const held: Array<{ slug: string; name: string }> = [];
  for (let page = 1; ; page++) {
    const answer = await post('admin/companies/list', { page, pageSize: PAGE_SIZE });
    const { items, total } = answer as { items: typeof held; total: number };
    held.push(...items.filter((c) => c.slug.startsWith(`${SLUG}-`)));
    if (items.length === 0 || page * PAGE_SIZE >= total) break;
  }
  const last = new Map(writes.map((w) => [w.body.slug as string, w.body.name as string]));
  if (held.length !== last.size) problems.push(`${held.length} companies instead of ${last.size}`);
  for (const c of held) if (last.get(c.slug) !== c.name) problems.push(`${c.slug} is named "${c.name}", not "${last.get(c.slug)}"`);
  for (const { id, slug } of edited) {
    const { entity } = (await post('admin/companies/get', { id })) as { entity: { version: number } };
    if (entity.version !== 1 + SAVES_EACH) problems.push(`${slug} is at version ${entity.version}, not ${1 + SAVES_EACH}`);
  }
  return problems;
}

// Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux).
const TICKS_PER_SECOND = 100;

/** The test server's process: the one started on `dataDir` (its environment says so). */
async function serverPid(dataDir: string): Promise<number | null> {
  const wanted = `DATA_DIR=${dataDir}`;
  for (const name of await fs.readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(name)) continue;
    const environ = await fs.readFile(`/proc/${name}/environ`, 'utf8').catch(() => '');
    if (environ.split('\0').includes(wanted)) return Number(name);
  }
  return null;
}

/** User and system CPU seconds a process has used so far, from /proc; null when it cannot be read. */
async function cpuSeconds(pid: number | null): Promise<number | null> {
  if (pid === null) return null;
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return null;
  // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

/** How the drain sends: in batches (the outbox's way), or each write alone (as before batches, for comparison). */
export interface OutboxDrainOptions {
  singly?: boolean;
}

/**
 * Queues 1,000 company saves through the outbox engine while offline, then drains them to a real
 * server on loopback and checks on the server that each was applied once, in order per record.
 */
export async function benchOutboxDrain(options: OutboxDrainOptions = {}): Promise<OutboxDrainFigures> {
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const server = await startServer({ nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] });
  const db = new BackOfficeDatabase(`outbox-drain-${Date.now()}`);
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const post = poster(server.url, cookie);
    const edited = await seedEdited(post);
    const writes = plannedWrites(edited);
    await db.meta.put({ key: 'operator', value: DEMO_ADMIN.Email });
    const from = new Date().toISOString();
    const [, queueSeconds] = await timed(() => queueAll(db, server.url, writes));
    const queued = await db.outbox.count();
    const [, queueReadMs] = await timed(() => db.outbox.orderBy('seq').toArray());
    const spent = { ms: 0, requests: 0 };
    const deps: ReplayDeps = { db, fetch: online(server.url, cookie, spent), origin: server.url, singly: options.singly };
    const pid = await serverPid(server.dataDir);
    const serverCpuBefore = await cpuSeconds(pid);
    const engineCpuBefore = ownCpuSeconds();
    const [replays, drainSeconds] = await timed(() => drainAll(deps));
    const engineCpuSeconds = ownCpuSeconds() - engineCpuBefore;
    const serverCpuAfter = await cpuSeconds(pid);
    const serverCpuSeconds = serverCpuBefore !== null && serverCpuAfter !== null ? serverCpuAfter - serverCpuBefore : null;
    const counts = tally(writes, await appliedSaves(post, from));
    const problems = await checkCompanies(post, writes, edited);
    const figures = {
      queued,
      queueSeconds,
      drainSeconds,
      writesPerSecond: WRITES / drainSeconds,
      requestSeconds: spent.ms / 1000,
      requests: spent.requests,
      serverCpuSeconds,
      engineCpuSeconds,
      queueReadMs: queueReadMs * 1000,
      replays,
      ...counts,
    };
    if (queued !== WRITES) problems.push(`${queued} writes queued instead of ${WRITES}`);
    if (counts.lost + counts.duplicated + counts.outOfOrder > 0) {
      problems.push(`lost ${counts.lost}, duplicated ${counts.duplicated}, out of order ${counts.outOfOrder}`);
    }
    if (problems.length > 0) throw new Error(`The drained outbox does not match the server:\n${problems.slice(0, 10).join('\n')}`);
    return figures;
  } finally {
    db.close();
    await BackOfficeDatabase.delete(db.name);
    await server.stop();
  }
}
