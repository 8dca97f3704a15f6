import 'fake-indexeddb/auto';
import { and, eq, gt, max } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../server/db/schema/companies.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { BackOfficeDatabase } from '../../src/lib/db/database.ts';
import { handleMutation } from '../../src/lib/outbox/intercept.ts';
import { createMutex, type ReplayLock } from '../../src/lib/outbox/lock.ts';
import type { Fetch } from '../../src/lib/outbox/net.ts';
import { MAX_RETRY_DELAY_MS, replay, type ReplayDeps } from '../../src/lib/outbox/replay.ts';
import { listOutbox } from '../../src/lib/outbox/store.ts';
import { signInAsAdmin } from './accounts.ts';
import { DEFAULT_IP } from './browser.ts';
import { ADMIN, TestServer } from './harness.ts';
import { seedCompany, seedProject } from './tenancy.ts';

// An operator works on flaky links: writes go out while the network comes and goes, requests
// are cut, the server fails or commits and the answer is lost, the page reloads and the worker
// restarts. Once back online and drained, the server must hold every write exactly once, in the
// order it was made for its record, and the outbox nothing that did not tell the operator why.

const SEED = 20300115;
const RUNS = 200;
const MAX_COMMANDS = 50;
const ORIGIN = 'http://localhost';

const server = new TestServer();
let session = '';
let home = '';
let runs = 0;
let commandsRun = 0;
/** Requests that reached the server as one batch of writes, and the writes they carried. */
let batches = 0;
let batchedWrites = 0;

beforeAll(async () => {
  await server.open();
  await server.reset();
  session = (await signInAsAdmin(server)).cookie('bo_session') ?? '';
  home = await seedCompany(server, 'outbox-home');
});
afterAll(() => server.close());

/** A record the writes go to: two companies (named by `id`), a project (named by its path), and new companies. */
type Target = { kind: 'company'; id: string; slug: string } | { kind: 'project'; id: string; slug: string } | { kind: 'create' };

/** What the writes should have done: per record, the names it was given, in order, and the version the next write is based on. */
interface Model {
  applied: Map<string, string[]>;
  versions: Map<string, number>;
  writes: number;
}

type Fault = 'abort' | 'fail' | 'lose';

/** The browser side of one run, on its own Dexie database and its own records. */
class World {
  readonly run = ++runs;
  readonly name = `outbox-model-${this.run}`;
  db = new BackOfficeDatabase(this.name);
  lock: ReplayLock = createMutex();
  online = true;
  fault: Fault | null = null;
  clock = Date.UTC(2030, 0, 15, 9);
  /** Server work of cut requests, still running after the browser gave up on it. */
  readonly background: Array<Promise<unknown>> = [];
  /** Workers that died during a replay: released once the run is over. */
  readonly dead: Array<{ bury: () => void; replay: Promise<unknown>; db: BackOfficeDatabase }> = [];
  targets: Target[] = [];
  logFrom = 0;

  async prepare(): Promise<void> {
    const slug = (what: string) => `m${this.run}-${what}`;
    this.targets = [
      { kind: 'company', id: await seedCompany(server, slug('a')), slug: slug('a') },
      { kind: 'company', id: await seedCompany(server, slug('b')), slug: slug('b') },
      { kind: 'project', id: await seedProject(server, home, slug('p')), slug: slug('p') },
      { kind: 'create' },
    ];
    const [row] = await server.db.select({ last: max(operationsLog.id) }).from(operationsLog);
    this.logFrom = row?.last ?? 0;
    await this.db.meta.put({ key: 'operator', value: ADMIN.email });
  }

  deps(fetch: Fetch = this.fetch): ReplayDeps {
    return { db: this.db, fetch, origin: ORIGIN, now: () => this.clock, lock: this.lock };
  }

  /** The network between the browser and the in-process server, with the fault armed for the next request. */
  readonly fetch: Fetch = async (request) => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const fault = this.fault;
    this.fault = null;
    if (fault === 'fail') return Response.json({ error: { code: 'internal', message: 'Internal error.' } }, { status: 500 });
    const answer = toServer(request);
    if (fault === 'abort') {
      this.background.push(answer.catch(() => undefined));
      throw new DOMException('The operation was aborted.', 'AbortError');
    }
    const response = await answer;
    if (fault === 'lose') throw new TypeError('Failed to fetch');
    return response;
  };

  /** The page reloads (or the worker restarts): in-memory state is gone, the Dexie data stays. */
  async reopen(): Promise<void> {
    this.db.close();
    this.db = new BackOfficeDatabase(this.name);
    this.lock = createMutex();
    await replay(this.deps());
  }

  /** The worker dies while its replay waits for an answer the server already committed. */
  async restartWorker(): Promise<void> {
    let reached: () => void = () => undefined;
    const atServer = new Promise<void>((resolve) => (reached = resolve));
    let buried = false;
    let bury: () => void = () => undefined;
    const grave = new Promise<never>((_resolve, reject) => (bury = () => reject(new Error('The worker is gone'))));
    grave.catch(() => undefined);
    const dying: Fetch = async (request) => {
      if (!this.online || buried) throw new TypeError('Failed to fetch');
      await toServer(request);
      reached();
      return grave;
    };
    const stopped = replay({ ...this.deps(dying), timeoutMs: 10 * 60_000 }).catch(() => undefined);
    this.dead.push({
      bury: () => {
        buried = true;
        bury();
      },
      replay: stopped,
      db: this.db,
    });
    await Promise.race([stopped, atServer]);
    this.db = new BackOfficeDatabase(this.name);
    this.lock = createMutex();
    await replay(this.deps());
  }

  /** Back online with no faults, the cut requests finished, and time enough for every retry. */
  async drain(): Promise<void> {
    this.online = true;
    this.fault = null;
    await Promise.all(this.background);
    for (let round = 0; round < 20; round++) {
      this.clock += MAX_RETRY_DELAY_MS + 1000;
      await replay(this.deps());
      if ((await listOutbox(this.db)).every((entry) => entry.status === 'attention')) return;
    }
  }

  async dispose(): Promise<void> {
    for (const { bury } of this.dead) bury();
    await Promise.all(this.dead.map(({ replay }) => replay));
    for (const { db } of this.dead) db.close();
    this.db.close();
    await BackOfficeDatabase.delete(this.name);
  }
}

async function toServer(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('cookie', `bo_session=${session}`);
  const env = { incoming: { socket: { remoteAddress: DEFAULT_IP } } };
  const body = await request.text();
  if (new URL(request.url).pathname === '/api/outbox/batch') {
    batches++;
    batchedWrites += (JSON.parse(body) as { writes: unknown[] }).writes.length;
  }
  return server.app.request(request.url, { method: request.method, headers, body }, env);
}

function recordName(target: Target): string {
  return target.kind === 'create' ? 'create' : `${target.kind}:${target.id}`;
}

/** One save as the page sends it: the record's fields, a new name, and the version the operator last saw. */
function writeRequest(target: Target, name: string, version: number): Request {
  const [path, body] =
    target.kind === 'company'
      ? ['admin/companies/save', { id: target.id, version, name, slug: target.slug }]
      : target.kind === 'project'
        ? [`company/${home}/project/${target.id}/save`, { version, name, slug: target.slug, languages: ['it', 'en'], default_lang: 'it' }]
        : ['admin/companies/save', { name, slug: `${name.replace(/[^a-z0-9]+/g, '-')}` }];
  return new Request(`${ORIGIN}/api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID(), 'Accept-Language': 'en' },
    body: JSON.stringify(body),
  });
}

class Write implements fc.AsyncCommand<Model, World> {
  constructor(readonly index: number) {}
  check = () => true;
  async run(model: Model, world: World): Promise<void> {
    const target = world.targets[this.index]!;
    const record = recordName(target);
    const name = `r${world.run} w${++model.writes}`;
    const version = model.versions.get(record) ?? 1;
    const armed = world.fault;
    const answer = await handleMutation(writeRequest(target, name, version), world.deps());
    if (answer.status === 500) {
      // The caller sees the failure; the write was not applied and is not kept.
      expect(armed).toBe('fail');
      return;
    }
    expect([200, 202], await answer.clone().text()).toContain(answer.status);
    model.applied.set(record, [...(model.applied.get(record) ?? []), name]);
    model.versions.set(record, version + 1);
    // The worker replays as soon as it queued a write.
    if (answer.status === 202) await replay(world.deps());
  }
  toString = () => `write(${this.index})`;
}

/** A command that only acts on the browser's side. */
function step(label: string, act: (world: World) => void | Promise<void>): fc.AsyncCommand<Model, World> {
  return { check: () => true, run: async (_model, world) => act(world), toString: () => label };
}

const commands = [
  fc.integer({ min: 0, max: 3 }).map((index) => new Write(index)),
  fc.integer({ min: 0, max: 3 }).map((index) => new Write(index)),
  fc.constant(step('offline', (world) => void (world.online = false))),
  fc.constant(
    step('online', async (world) => {
      world.online = true;
      // The browser's "online" event: what waits for its retry time goes now.
      await replay(world.deps(), { retryNow: true });
    }),
  ),
  fc.constantFrom<Fault>('abort', 'fail', 'lose').map((fault) => step(`fault(${fault})`, (world) => void (world.fault = fault))),
  fc.constant(step('reload', (world) => world.reopen())),
  fc.constant(step('restart worker', (world) => world.restartWorker())),
  fc.integer({ min: 1, max: MAX_RETRY_DELAY_MS }).map((ms) =>
    step(`wait(${ms})`, async (world) => {
      world.clock += ms;
      await replay(world.deps());
    }),
  ),
];

/** The names each record was given on the server, in the order the changes were applied (read from the operations' log). */
async function appliedOnServer(world: World): Promise<Map<string, string[]>> {
  const rows = await server.db
    .select({ target: operationsLog.target, summary: operationsLog.summary })
    .from(operationsLog)
    .where(and(gt(operationsLog.id, world.logFrom), eq(operationsLog.status, 200)))
    .orderBy(operationsLog.id);
  const applied = new Map<string, string[]>();
  for (const { target, summary } of rows) {
    const record = summary.created === true ? 'create' : (target ?? '');
    applied.set(record, [...(applied.get(record) ?? []), String(summary.name)]);
  }
  return applied;
}

async function storedVersions(world: World): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  for (const target of world.targets) {
    if (target.kind === 'create') continue;
    const table = target.kind === 'company' ? companies : projects;
    const [row] = await server.db.select({ version: table.version }).from(table).where(eq(table.id, target.id));
    versions.set(recordName(target), row!.version);
  }
  return versions;
}

describe('the outbox against the real server', () => {
  it('applies every write exactly once, in order per record, whatever the network does', async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max' }), async (cmds) => {
        const world = new World();
        try {
          await world.prepare();
          const model: Model = { applied: new Map(), versions: new Map(), writes: 0 };
          await fc.asyncModelRun(() => ({ model, real: world }), cmds);
          commandsRun += [...cmds].length;
          await world.drain();

          const left = (await listOutbox(world.db)).map((entry) => ({ name: entry.body.name, status: entry.status, reason: entry.lastError }));
          // Each write here could apply, so none may be left; one that could not would wait with its reason.
          expect(left).toEqual([]);
          expect(Object.fromEntries(await appliedOnServer(world))).toEqual(Object.fromEntries(model.applied));
          const expectedVersions = new Map(
            world.targets.filter((t) => t.kind !== 'create').map((t) => [recordName(t), 1 + (model.applied.get(recordName(t))?.length ?? 0)]),
          );
          expect(await storedVersions(world)).toEqual(expectedVersions);
        } finally {
          await world.dispose();
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.info(
      `outbox model: ${runs} sequences, ${commandsRun} commands, ${batches} batches of ${batchedWrites} writes, ${Math.round(performance.now() - started)} ms`,
    );
    // The replays went in batches (a queue of several records), faults and all, not only one write at a time.
    expect(batches).toBeGreaterThan(RUNS / 4);
  }, 300_000);
});
