// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { MAX_REPLAY_AGE_MS, replay } from '../../src/lib/outbox/replay.ts';
import { isPaused, lastSyncAt, listOutbox, resumeOutbox } from '../../src/lib/outbox/store.ts';
import { ACME, GLOBEX, apiError, json, offline, queueSave, replaySetUp, stored } from './outbox-fixtures.ts';


describe('replay', () => {
  it('sends the queue in order with the same key and body, and deletes each write once the server answered 2xx', async () => {
    const { db, api, clock, applied, deps } = await replaySetUp();
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

  it('moves later saves of a record made on the same version onto the version the server answered, so they do not conflict with it', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    await queueSave(db, clock.at, ACME, 'Acme 3');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    let version = 1;
    api.answer = (sent) => {
      if (sent.body.id !== ACME) return json(200, { entity: { version: 2 } });
      // The server's rule: a write must name the stored version.
      if (sent.body.version !== version) return apiError(409, 'conflict', { current: { version } });
      version++;
      return json(200, { entity: { version } });
    };

    const report = await replay(deps);

    expect(report.attention).toBe(0);
    expect(api.sent.filter((sent) => sent.body.id === ACME).map((sent) => sent.body.version)).toEqual([1, 2, 3]);
    expect(api.sent.find((sent) => sent.body.id === GLOBEX)?.body.version).toBe(1);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('sending alone, never sends a write discarded while the queue drains, and sends one queued meanwhile in the same replay', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    const discarded = await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = async (sent) => {
      if (sent.body.name === 'Acme 1') {
        // The operator acts while the first write is on the way.
        await db.outbox.delete(discarded.seq);
        await queueSave(db, clock.at, ACME, 'Acme 2');
      }
      return json(200, {});
    };

    const report = await replay({ ...deps, singly: true });

    expect(api.names()).toEqual(['Acme 1', 'Acme 2']);
    expect(report.applied).toBe(2);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('never sends a write discarded while a batch is on the way, and sends one queued meanwhile in the next round', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    // Made on the same version as Globex 1: it waits for that one's answer, in a later round.
    const discarded = await queueSave(db, clock.at, GLOBEX, 'Globex 2');
    api.answer = async (sent) => {
      if (sent.body.name === 'Acme 1') {
        await db.outbox.delete(discarded.seq);
        await queueSave(db, clock.at, ACME, 'Acme 2', { body: { id: ACME, name: 'Acme 2', slug: 'acme-2' } });
      }
      return json(200, {});
    };

    const report = await replay(deps);

    expect(api.requests).toEqual([['Acme 1', 'Globex 1'], ['Acme 2']]);
    expect(report.applied).toBe(3);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('retries a 5xx later with a growing delay, holding the later writes of that record while others go on', async () => {
    const { db, api, clock, deps } = await replaySetUp();
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

  it('stops at a network failure and keeps every write of the batch to try again after a delay', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = offline;

    const report = await replay(deps);

    expect(api.requests).toEqual([['Acme 1', 'Globex 1']]);
    expect(report).toEqual({ applied: 0, attention: 0, paused: false, nextAttemptAt: clock.at + 2000 });
    // The batch may have been applied with its answer lost: each write keeps its key and is never rebased.
    expect(await stored(db)).toEqual([
      { name: 'Acme 1', status: 'pending', attempts: 1, nextAttemptAt: clock.at + 2000, lastError: { kind: 'network', message: 'Failed to fetch' } },
      { name: 'Globex 1', status: 'pending', attempts: 1, nextAttemptAt: clock.at + 2000, lastError: { kind: 'network', message: 'Failed to fetch' } },
    ]);
  });

  it('retries at once when asked (back online, "Sync now"), each write once per replay', async () => {
    const { db, api, clock, deps } = await replaySetUp();
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
    const { db, api, clock, deps } = await replaySetUp();
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
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    api.answer = () => json(429, { error: { code: 'rate_limited', message: 'Too many requests' } }, { 'Retry-After': '30' });

    await replay(deps);

    expect((await stored(db))[0]).toMatchObject({ status: 'pending', nextAttemptAt: clock.at + 30_000 });
  });

  it('pauses the whole queue on 401 until resumed after a new sign-in', async () => {
    const { db, api, clock, deps } = await replaySetUp();
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
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    api.answer = () => json(419, {});

    expect((await replay(deps)).paused).toBe(true);
  });

  it('never sends another operator’s writes with this session, nor anything while signed out', async () => {
    const { db, api, clock, deps } = await replaySetUp();
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

describe('what replay never does', () => {
  it('never replays a write older than the server keeps its answer: it waits for the operator', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    clock.advance(MAX_REPLAY_AGE_MS + 1);

    expect(await replay(deps)).toMatchObject({ attention: 1 });
    expect(api.sent).toEqual([]);
    expect(await stored(db)).toMatchObject([{ status: 'attention', lastError: { kind: 'expired' } }]);
  });

  it('never takes a page that is not the API’s answer (a captive portal) for success', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    api.answer = () => new Response('<html>Sign in to the hotel Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });

    await replay(deps);

    expect(await stored(db)).toMatchObject([{ status: 'pending', lastError: { kind: 'network' } }]);
  });

  it('never keeps an applied write because storing its answer failed', async () => {
    const { db, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const report = await replay({ ...deps, onApplied: () => Promise.reject(new Error('quota')) });

    expect(report.applied).toBe(1);
    expect(errors).toHaveBeenCalledOnce();
    expect(await listOutbox(db)).toEqual([]);
    errors.mockRestore();
  });
});

describe('replay in batches', () => {
  it('sends each record’s due writes in one request, in queue order, when they need nothing of each other’s answers', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    await queueSave(db, clock.at, ACME, 'Acme 2', { body: { id: ACME, name: 'Acme 2', slug: 'acme', version: 2 } });
    await queueSave(db, clock.at, ACME, 'Acme 3', { body: { id: ACME, name: 'Acme 3', slug: 'acme' } });

    expect(await replay(deps)).toEqual({ applied: 4, attention: 0, paused: false, nextAttemptAt: null });
    expect(api.requests).toEqual([['Acme 1', 'Globex 1', 'Acme 2', 'Acme 3']]);
    expect(api.sent.every((sent) => sent.language === 'it')).toBe(true);
  });

  it('keeps a save made on the same version as an earlier one for the next round, once that one’s version is known', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, ACME, 'Acme 2');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.answer = (sent) => json(200, { entity: { version: Number(sent.body.version) + 1 } });

    await replay(deps);

    expect(api.requests).toEqual([['Acme 1', 'Globex 1'], ['Acme 2']]);
    expect(api.sent.map((sent) => sent.body.version)).toEqual([1, 1, 2]);
  });

  it('sets a conflict aside and leaves its record’s later writes untried, while other records are applied', async () => {
    const { db, api, clock, deps, applied } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    await queueSave(db, clock.at, ACME, 'Acme 2', { body: { id: ACME, name: 'Acme 2', slug: 'acme' } });
    api.answer = (sent) => (sent.body.name === 'Acme 1' ? apiError(409, 'conflict', { current: { version: 4 } }) : json(200, {}));

    expect(await replay(deps)).toMatchObject({ applied: 1, attention: 1 });
    expect(api.requests).toEqual([['Acme 1', 'Globex 1', 'Acme 2']]);
    expect(api.names()).toEqual(['Acme 1', 'Globex 1']);
    expect(applied.map((a) => a.name)).toEqual(['Globex 1']);
    expect(await stored(db)).toEqual([
      expect.objectContaining({ name: 'Acme 1', status: 'attention', attempts: 1, lastError: expect.objectContaining({ kind: 'conflict', current: { version: 4 } }) }),
      { name: 'Acme 2', status: 'pending', attempts: 0, nextAttemptAt: 0, lastError: null },
    ]);
  });

  it('holds a batch to 100 writes and sends the rest in the next rounds of the same replay', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    for (let i = 0; i < 250; i++) await queueSave(db, clock.at, crypto.randomUUID(), `Company ${i}`);

    expect(await replay(deps)).toMatchObject({ applied: 250 });
    expect(api.requests.map((names) => names.length)).toEqual([100, 100, 50]);
    expect(api.names()).toEqual(Array.from({ length: 250 }, (_, i) => `Company ${i}`));
  });

  it('holds a batch under the size of a request, and sends a write too large for one alone', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    const notes = (kib: number) => 'n'.repeat(kib * 1024);
    const save = (name: string, kib: number) => queueSave(db, clock.at, crypto.randomUUID(), name, { body: { name, slug: name, notes: notes(kib) } });
    await save('a', 400);
    await save('b', 400);
    await save('c', 400);
    await save('huge', 950);
    await save('d', 1);

    expect(await replay(deps)).toMatchObject({ applied: 5 });
    expect(api.requests).toEqual([['a', 'b'], ['c'], ['huge'], ['d']]);
  });

  it('answers every write of a batch the server failed (5xx) as busy, and pauses them all on 401', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    const fetch = api.fetch;
    let status = 502;
    deps.fetch = async (request) => (new URL(request.url).pathname === '/api/outbox/batch' ? apiError(status, 'internal') : fetch(request));

    expect(await replay(deps)).toMatchObject({ applied: 0, nextAttemptAt: clock.at + 2000 });
    expect(await stored(db)).toMatchObject([
      { attempts: 1, lastError: { kind: 'busy', status: 502 } },
      { attempts: 1, lastError: { kind: 'busy', status: 502 } },
    ]);

    status = 401;
    expect(await replay(deps, { retryNow: true })).toMatchObject({ paused: true });
    expect(await isPaused(db)).toBe(true);
  });

  it('sends writes alone to a server without the batch call', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    api.batchless = true;

    expect(await replay(deps)).toMatchObject({ applied: 2, attention: 0 });
    expect(api.requests).toEqual([['Acme 1'], ['Globex 1']]);
  });

  it('applies what the server applied in a batch even when the session ended before its later writes', async () => {
    const { db, api, clock, deps } = await replaySetUp();
    await queueSave(db, clock.at, ACME, 'Acme 1');
    await queueSave(db, clock.at, GLOBEX, 'Globex 1');
    await queueSave(db, clock.at, crypto.randomUUID(), 'Initech 1');
    api.answer = (sent) => (sent.body.name === 'Globex 1' ? apiError(401, 'not_signed_in') : json(200, {}));

    expect(await replay(deps)).toEqual({ applied: 1, attention: 0, paused: true, nextAttemptAt: null });
    expect(await stored(db)).toMatchObject([
      { name: 'Globex 1', attempts: 1, lastError: { kind: 'signed-out', status: 401 } },
      { name: 'Initech 1', attempts: 0, lastError: null },
    ]);
  });
});
