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

  it('never sends a write discarded while the queue drains, and sends one queued meanwhile in the same replay', async () => {
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

    const report = await replay(deps);

    expect(api.names()).toEqual(['Acme 1', 'Acme 2']);
    expect(report.applied).toBe(2);
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

  it('stops at a network failure and keeps the write to try again after a delay', async () => {
    const { db, api, clock, deps } = await replaySetUp();
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
