// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { BackOfficeDatabase } from '../../src/lib/db/database.ts';
import type { OutboxEntry } from '../../src/lib/outbox/entry.ts';
import { createMutex } from '../../src/lib/outbox/lock.ts';
import { MAX_REPLAY_AGE_MS, replay, type ReplayDeps } from '../../src/lib/outbox/replay.ts';
import { discard, editAndRetry, keepMine, takeTheirs } from '../../src/lib/outbox/resolve.ts';
import { isPaused, lastSyncAt, listOutbox, resumeOutbox } from '../../src/lib/outbox/store.ts';
import { ACME, Clock, FakeApi, GLOBEX, ORIGIN, apiError, freshDatabase, json, offline, queueSave } from './outbox-fixtures.ts';

async function setUp() {
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

async function stored(db: BackOfficeDatabase): Promise<Array<Pick<OutboxEntry, 'status' | 'attempts' | 'nextAttemptAt' | 'lastError'> & { name: unknown }>> {
  return (await listOutbox(db)).map(({ body, status, attempts, nextAttemptAt, lastError }) => ({ name: body.name, status, attempts, nextAttemptAt, lastError }));
}

const CURRENT = { id: ACME, name: 'Acme by someone else', version: 5 };

describe('replay', () => {
  it('sends the queue in order with the same key and body, and deletes each write once the server answered 2xx', async () => {
    const { db, api, clock, applied, deps } = await setUp();
    const first = await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    await queueSave(db, clock.at, ACME, 'Acme 2');

    const report = await replay(deps);

    expect(report).toEqual({ applied: 3, attention: 0, paused: false, nextAttemptAt: null });
    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 2']);
    expect(api.sent[0]).toEqual({ path: first.path, key: first.key, body: first.body, language: 'it' });
    expect(applied.map((a) => a.name)).toEqual(['Acme 1', 'Globex 1', 'Acme 2']);
    expect(applied[0]!.answer).toEqual({ entity: { saved: first.body } });
    expect(await listOutbox(db)).toEqual([]);
    expect(await lastSyncAt(db)).toBe(clock.at);
  });

  it('retries a 5xx later with a growing delay, holding the later writes of that record while others go on', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = (sent) => (sent.body.id === ACME ? apiError(500, 'internal') : json(200, {}));

    const report = await replay(deps);

    expect(api.names()).toEqual(['Acme 1', 'Globex 1']);
    expect(report.nextAttemptAt).toBe(clock.at + 2000);
    expect(await stored(db)).toEqual([
      { name: 'Acme 1', status: 'pending', attempts: 1, nextAttemptAt: clock.at + 2000, lastError: { kind: 'busy', status: 500, error: { code: 'internal', message: 'Message of internal' } } },
      { name: 'Acme 2', status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null },
    ]);

    await replay(deps);
    expect(api.sent).toHaveLength(2);

    clock.advance(2000);
    await replay(deps);
    expect((await stored(db))[0]).toMatchObject({ attempts: 2, nextAttemptAt: clock.at + 4000 });

    clock.advance(4000);
    api.answer = () => json(200, {});
    await replay(deps);
    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 1', 'Acme 1', 'Acme 2']);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('stops at a network failure and keeps the write to try again after a delay', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = offline;

    const report = await replay(deps);

    expect(api.names()).toEqual(['Acme 1']);
    expect(report).toEqual({ applied: 0, attention: 0, paused: false, nextAttemptAt: clock.at + 2000 });
    expect(await stored(db)).toEqual([
      { name: 'Acme 1', status: 'pending', attempts: 1, nextAttemptAt: clock.at + 2000, lastError: { kind: 'network', message: 'Failed to fetch' } },
      { name: 'Globex 1', status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null },
    ]);
  });

  it('retries at once when asked (back online, "Sync now"), each write once per replay', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = () => apiError(503, 'internal');
    await replay(deps);
    expect(api.sent).toHaveLength(2);

    await replay(deps);
    expect(api.sent).toHaveLength(2);

    const report = await replay(deps, { retryNow: true });
    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 1', 'Globex 1']);
    expect(report.nextAttemptAt).toBe(clock.at + 4000);

    api.answer = () => json(200, {});
    expect(await replay(deps, { retryNow: true })).toMatchObject({ applied: 2 });
  });

  it('retries a key the server is still running: that 409 is not a conflict', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    api.answer = () => apiError(409, 'idempotency_in_progress');

    await replay(deps);

    expect(await stored(db)).toEqual([
      {
        name: 'Acme 1',
        status: 'pending',
        attempts: 1,
        nextAttemptAt: clock.at + 2000,
        lastError: { kind: 'busy', status: 409, error: { code: 'idempotency_in_progress', message: 'Message of idempotency_in_progress' } },
      },
    ]);
  });

  it('waits as long as a 429 asks', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    api.answer = () => json(429, { error: { code: 'rate_limited', message: 'Too many requests' } }, { 'Retry-After': '30' });

    await replay(deps);

    expect((await stored(db))[0]).toMatchObject({ status: 'pending', nextAttemptAt: clock.at + 30_000 });
  });

  it('pauses the whole queue on 401 until resumed after a new sign-in', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = () => apiError(401, 'not_signed_in');

    expect(await replay(deps)).toEqual({ applied: 0, attention: 0, paused: true, nextAttemptAt: null });
    expect(await isPaused(db)).toBe(true);
    expect(await stored(db)).toMatchObject([{ status: 'pending', attempts: 1, lastError: { kind: 'signed-out', status: 401 } }, { attempts: 0 }]);

    api.answer = () => json(200, {});
    expect((await replay(deps)).paused).toBe(true);
    expect(api.sent).toHaveLength(1);

    await resumeOutbox(db);
    expect(await replay(deps)).toMatchObject({ applied: 2, paused: false });
    expect(api.names()).toEqual(['Acme 1', 'Acme 1', 'Globex 1']);
  });

  it('pauses on 419 as on 401', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    api.answer = () => json(419, {});

    expect((await replay(deps)).paused).toBe(true);
  });

  it('never sends another operator’s writes with this session, nor anything while signed out', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme by Olivia', { operator: 'olivia@example.com' });
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');

    await replay(deps);
    expect(api.names()).toEqual(['Globex 1']);
    expect(await stored(db)).toMatchObject([{ name: 'Acme by Olivia', status: 'pending', attempts: 0 }]);

    await db.meta.put({ key: 'operator', value: '' });
    await queueSave(db, clock.at, GLOBEX, 'Globex 2');
    await replay(deps);
    expect(api.sent).toHaveLength(1);
  });
});

describe('a conflict', () => {
  async function conflicted() {
    const setup = await setUp();
    const { db, api, clock, deps } = setup;
    const mine = await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = (sent) => (sent.body.name === 'Acme 1' && sent.body.version === 1 ? apiError(409, 'conflict', { current: CURRENT }) : json(200, {}));
    const report = await replay(deps);
    return { ...setup, mine, report };
  }

  it('needs attention with the server’s current record; that record’s later writes wait, other records go on', async () => {
    const { db, api, report } = await conflicted();

    expect(report).toEqual({ applied: 1, attention: 1, paused: false, nextAttemptAt: null });
    expect(api.names()).toEqual(['Acme 1', 'Globex 1']);
    expect(await stored(db)).toEqual([
      {
        name: 'Acme 1',
        status: 'attention',
        attempts: 1,
        nextAttemptAt: 0,
        lastError: { kind: 'conflict', status: 409, error: { code: 'conflict', message: 'Message of conflict' }, current: CURRENT },
      },
      { name: 'Acme 2', status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null },
    ]);
  });

  it('keep mine: sends my write again on the current version under a new key, then the writes behind it', async () => {
    const { db, api, deps, mine } = await conflicted();

    const again = await keepMine(db, mine.seq);
    await replay(deps);

    expect(again.body).toEqual({ ...mine.body, version: 5 });
    expect(again.key).not.toBe(mine.key);
    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 1', 'Acme 2']);
    expect(api.sent[2]).toMatchObject({ key: again.key, body: { version: 5 } });
    expect(await listOutbox(db)).toEqual([]);
  });

  it('take theirs: drops my write and hands back the current record; the writes behind it go on', async () => {
    const { db, api, deps, mine } = await conflicted();

    expect(await takeTheirs(db, mine.seq)).toEqual(CURRENT);
    await replay(deps);

    expect(api.names()).toEqual(['Acme 1', 'Globex 1', 'Acme 2']);
    expect(await listOutbox(db)).toEqual([]);
  });
});

describe('a refusal', () => {
  async function refused() {
    const setup = await setUp();
    const { db, api, clock, deps } = setup;
    const mine = await queueSave(db, clock.at, ACME, '');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    api.answer = (sent) =>
      sent.body.name === '' ? json(400, { error: { code: 'validation_failed', message: 'Alcuni campi non sono validi.', fields: { name: 'Il campo Nome è obbligatorio' } } }) : json(200, {});
    await replay(deps);
    return { ...setup, mine };
  }

  it('needs attention with the server’s translated message and field errors', async () => {
    const { db, api } = await refused();

    expect(api.sent).toHaveLength(1);
    expect((await stored(db))[0]).toEqual({
      name: '',
      status: 'attention',
      attempts: 1,
      nextAttemptAt: 0,
      lastError: {
        kind: 'refused',
        status: 400,
        error: { code: 'validation_failed', message: 'Alcuni campi non sono validi.', fields: { name: 'Il campo Nome è obbligatorio' } },
      },
    });
  });

  it('edit and retry: sends the corrected body under a new key, in the same place', async () => {
    const { db, api, deps, mine } = await refused();

    const edited = await editAndRetry(db, mine.seq, { ...mine.body, name: 'Acme 1' });
    await replay(deps);

    expect(edited.key).not.toBe(mine.key);
    expect(api.names()).toEqual(['', 'Acme 1', 'Acme 2']);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('discard: drops the write and lets the next one of the record go', async () => {
    const { db, api, deps, mine } = await refused();

    await discard(db, mine.seq);
    await replay(deps);

    expect(api.names()).toEqual(['', 'Acme 2']);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('is the only state the operator resolves: a pending write cannot be discarded, nor a refusal kept as mine', async () => {
    const { db, clock, mine } = await refused();
    const pending = await queueSave(db, clock.at, GLOBEX, 'Globex 1');

    await expect(discard(db, pending.seq)).rejects.toThrow(/does not need attention/);
    await expect(keepMine(db, mine.seq)).rejects.toThrow(/not a conflict/);
  });
});

describe('what replay never does', () => {
  it('never replays a write older than the server keeps its answer: it waits for the operator', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    clock.advance(MAX_REPLAY_AGE_MS + 1);

    expect(await replay(deps)).toMatchObject({ attention: 1 });
    expect(api.sent).toEqual([]);
    expect(await stored(db)).toMatchObject([{ status: 'attention', lastError: { kind: 'expired' } }]);
  });

  it('never takes a page that is not the API’s answer (a captive portal) for success', async () => {
    const { db, api, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    api.answer = () => new Response('<html>Sign in to the hotel Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });

    await replay(deps);

    expect(await stored(db)).toMatchObject([{ status: 'pending', lastError: { kind: 'network' } }]);
  });

  it('never keeps an applied write because storing its answer failed', async () => {
    const { db, clock, deps } = await setUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const report = await replay({ ...deps, onApplied: () => Promise.reject(new Error('quota')) });

    expect(report.applied).toBe(1);
    expect(errors).toHaveBeenCalledOnce();
    expect(await listOutbox(db)).toEqual([]);
    errors.mockRestore();
  });
});
