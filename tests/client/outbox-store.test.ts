// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackOfficeDatabase } from '../../src/lib/db/database.ts';
import { defaultLock, REPLAY_LOCK_NAME, type ReplayLock } from '../../src/lib/outbox/lock.ts';
import { replay, type ReplayDeps } from '../../src/lib/outbox/replay.ts';
import { guarded, listOutbox, operatorOutbox, pauseOutbox, queueRows } from '../../src/lib/outbox/store.ts';
import { outboxSummary } from '../../src/lib/outbox/summary.ts';
import { ACME, COMPANY_SAVE, Clock, DANA, FakeApi, GLOBEX, ORIGIN, apiError, freshDatabase, json, queueSave } from './outbox-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

function depsFor(db: BackOfficeDatabase, api: FakeApi, clock: Clock, lock?: ReplayLock): ReplayDeps {
  return { db, fetch: api.fetch, origin: ORIGIN, now: clock.now, ...(lock ? { lock } : {}) };
}

describe('the stored format', () => {
  it('replays an entry as a worker of format 1 stored it', async () => {
    const db = await freshDatabase();
    const api = new FakeApi();
    const clock = new Clock();
    await db.outbox.add({
      format: 1,
      status: 'pending',
      record: `id:${ACME}`,
      key: 'b1f0a3c2-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      path: COMPANY_SAVE,
      body: { id: ACME, name: 'Acme', slug: 'acme', version: 2 },
      headers: { 'accept-language': 'fr' },
      operator: DANA,
      baseVersion: 2,
      createdAt: clock.at - 60_000,
      attempts: 3,
      nextAttemptAt: clock.at - 1,
      lastError: { kind: 'network', message: 'Failed to fetch' },
    } as never);

    await replay(depsFor(db, api, clock));

    expect(api.sent).toEqual([
      { path: COMPANY_SAVE, key: 'b1f0a3c2-5d6e-4f70-8a9b-0c1d2e3f4a5b', body: { id: ACME, name: 'Acme', slug: 'acme', version: 2 }, language: 'fr' },
    ]);
    expect(await queueRows(db)).toEqual([]);
  });

  it('leaves an entry of a newer format to the worker that wrote it: kept, not sent, and its record waits', async () => {
    const db = await freshDatabase();
    const api = new FakeApi();
    const clock = new Clock();
    await db.outbox.add({ format: 2, status: 'pending', record: `id:${ACME}`, request: { url: '/api/admin/companies/save' } } as never);
    await queueSave(db, clock.at, ACME, 'Acme 2');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');

    await replay(depsFor(db, api, clock));

    expect(api.names()).toEqual(['Globex 1']);
    expect((await queueRows(db)).map((row) => row.format)).toEqual([2, 1]);
    expect((await listOutbox(db)).map((entry) => entry.body.name)).toEqual(['Acme 2']);
    expect((await outboxSummary(db)).pending).toBe(2);
  });
});

describe('a database the browser closed', () => {
  it('is reopened and the step tried again, for queueing, listing and replay', async () => {
    const db = await freshDatabase();
    const api = new FakeApi();
    const clock = new Clock();
    await queueSave(db, clock.at, ACME, 'Acme 1');

    db.close();
    await expect(db.outbox.count()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
    await queueSave(db, clock.at, ACME, 'Acme 2');
    expect(await listOutbox(db)).toHaveLength(2);

    db.close();
    expect((await replay(depsFor(db, api, clock))).applied).toBe(2);
    db.close();
    expect((await outboxSummary(db)).pending).toBe(0);
  });

  it('is tried once more only: a second failure reaches the caller', async () => {
    const db = await freshDatabase();
    const closed = Object.assign(new Error('Database has been closed'), { name: 'DatabaseClosedError' });
    const step = vi.fn(() => Promise.reject(closed));

    await expect(guarded(db, step)).rejects.toBe(closed);
    expect(step).toHaveBeenCalledTimes(2);
  });
});

/** A LockManager holding each name for one holder at a time, shared like the browser's by every context. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const names: string[] = [];
  return {
    names,
    request(name: string, callback: () => Promise<unknown>) {
      names.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
}

/** An API that answers slowly and counts the requests on their way at once. */
function slowApi() {
  const api = new FakeApi();
  const load = { now: 0, most: 0 };
  api.answer = async () => {
    load.most = Math.max(load.most, ++load.now);
    await new Promise((resolve) => setTimeout(resolve, 5));
    load.now--;
    return json(200, {});
  };
  return { api, load };
}

describe('the replay lock', () => {
  async function twoContexts(lock: () => ReplayLock) {
    const page = await freshDatabase();
    const worker = new BackOfficeDatabase(page.name);
    const clock = new Clock();
    for (const name of ['Acme 1', 'Acme 2', 'Acme 3']) await queueSave(page, clock.at, ACME, name);
    await queueSave(page, clock.at, GLOBEX, 'Globex 1');
    const { api, load } = slowApi();
    await Promise.all([replay(depsFor(page, api, clock, lock())), replay(depsFor(worker, api, clock, lock()))]);
    return { api, load, page };
  }

  it('lets one replayer at a time send, so the page and the worker never send a write twice', async () => {
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });

    const { api, load, page } = await twoContexts(defaultLock);

    expect(locks.names).toEqual([REPLAY_LOCK_NAME, REPLAY_LOCK_NAME]);
    // Globex 1 goes in the first batch with Acme 1; Acme's later saves, made on the same version, each wait for the answer before.
    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 2', 'Acme 3']);
    expect(load.most).toBe(1);
    expect(await listOutbox(page)).toEqual([]);
  });

  it('falls back to a mutex within one context when the browser has no Web Locks', async () => {
    const { api, load } = await twoContexts(defaultLock);

    expect(api.sent).toHaveLength(4);
    expect(load.most).toBe(1);
  });

  it('is what keeps writes from going twice: without it both replayers send the same write', async () => {
    const { api } = await twoContexts(() => (work) => work());

    expect(api.sent.length).toBeGreaterThan(4);
  });
});

describe('the summary the shell shows', () => {
  it('counts pending and attention writes, the pause and the last sync', async () => {
    const db = await freshDatabase();
    const api = new FakeApi();
    const clock = new Clock();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    expect(await outboxSummary(db)).toEqual({ pending: 3, attention: 0, paused: false, lastSync: null });

    api.answer = (sent) => (sent.body.id === ACME ? apiError(400, 'validation_failed') : json(200, {}));
    await replay(depsFor(db, api, clock));
    await pauseOutbox(db);

    expect(await outboxSummary(db)).toEqual({ pending: 1, attention: 1, paused: true, lastSync: clock.at });
  });

  it("counts the signed-in operator's writes only, as the drawer lists them", async () => {
    const db = await freshDatabase();
    const clock = new Clock();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex of someone else', { operator: 'someone@example.com' });

    expect(await outboxSummary(db)).toEqual({ pending: 1, attention: 0, paused: false, lastSync: null });
    expect((await operatorOutbox(db)).map((entry) => entry.body.name)).toEqual(['Acme 1']);
  });
});
