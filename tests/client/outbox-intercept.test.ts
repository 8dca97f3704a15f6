// @vitest-environment node
// The outbox runs in the service worker: these tests hold it to a DOM-free environment.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { handleMutation, isOutboxRequest } from '../../src/lib/outbox/intercept.ts';
import { listOutbox } from '../../src/lib/outbox/store.ts';
import { ACME, COMPANY_SAVE, Clock, DANA, FakeApi, GLOBEX, ORIGIN, apiError, freshDatabase, mutation, offline } from './outbox-fixtures.ts';

async function setUp(operator = DANA) {
  const db = await freshDatabase(operator);
  const api = new FakeApi();
  const clock = new Clock();
  return { db, api, clock, deps: { db, fetch: api.fetch, now: clock.now, timeoutMs: 1000 } };
}

describe('a mutating request in the service worker', () => {
  it('goes to the server as it is when online and nothing waits for its record', async () => {
    const { db, api, deps } = await setUp();

    const answer = await handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme' }, 'key-of-acme-1'), deps);

    expect(answer.status).toBe(200);
    expect(api.sent).toEqual([{ path: COMPANY_SAVE, key: 'key-of-acme-1', body: { id: ACME, name: 'Acme' }, language: 'it' }]);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('is kept in the outbox and answered 202 {queued, key} when the network fails', async () => {
    const { db, api, clock, deps } = await setUp();
    api.answer = offline;

    const answer = await handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme', version: 3 }, 'key-of-acme-1'), deps);

    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ queued: true, key: 'key-of-acme-1' });
    expect(await listOutbox(db)).toEqual([
      {
        seq: 1,
        format: 1,
        status: 'pending',
        key: 'key-of-acme-1',
        path: COMPANY_SAVE,
        body: { id: ACME, name: 'Acme', version: 3 },
        headers: { 'accept-language': 'it' },
        operator: DANA,
        record: `id:${ACME}`,
        baseVersion: 3,
        createdAt: clock.at,
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
      },
    ]);
  });

  it('is kept when the server does not answer within the bound', async () => {
    const { db, api, deps } = await setUp();
    api.answer = () => new Promise<Response>(() => undefined);

    const answer = await handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme' }), { ...deps, timeoutMs: 20 });

    expect(answer.status).toBe(202);
    expect(await listOutbox(db)).toHaveLength(1);
  });

  it('hands back any answer the server gave, refusals included, and keeps nothing', async () => {
    const { db, api, deps } = await setUp();
    api.answer = () => apiError(409, 'slug_taken');

    const answer = await handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme' }), deps);

    expect(answer.status).toBe(409);
    expect(await listOutbox(db)).toEqual([]);
  });

  it('queues a later write to the same record behind the queued one, even online; other records go through', async () => {
    const { db, api, deps } = await setUp();
    api.answer = offline;
    await handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme 1' }), deps);
    api.answer = () => new Response(JSON.stringify({ entity: {} }), { status: 200 });

    const behind = await handleMutation(mutation('admin/companies/archive', { id: ACME.toUpperCase() }), deps);
    const other = await handleMutation(mutation(COMPANY_SAVE, { id: GLOBEX, name: 'Globex' }), deps);

    expect(behind.status).toBe(202);
    expect(other.status).toBe(200);
    expect(api.sent.map((sent) => sent.body.id)).toEqual([ACME, GLOBEX]);
    expect((await listOutbox(db)).map((entry) => entry.path)).toEqual([COMPANY_SAVE, 'admin/companies/archive']);
  });

  it('lets a second write to a record wait for the first one on its way, so it cannot overtake it', async () => {
    const { db, api, deps } = await setUp();
    let failFirst: () => void = () => undefined;
    api.answer = () => new Promise<Response>((_resolve, reject) => (failFirst = () => reject(new TypeError('Failed to fetch'))));

    const first = handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme 1' }), deps);
    const second = handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme 2' }), deps);
    await expect.poll(() => api.sent.length).toBe(1);
    failFirst();

    expect((await first).status).toBe(202);
    expect((await second).status).toBe(202);
    expect(api.names()).toEqual(['Acme 1']);
    expect((await listOutbox(db)).map((entry) => entry.body.name)).toEqual(['Acme 1', 'Acme 2']);
  });

  it('keeps nothing while nobody is signed in: the failure reaches the page', async () => {
    const { db, api, deps } = await setUp('');
    api.answer = offline;

    await expect(handleMutation(mutation(COMPANY_SAVE, { id: ACME, name: 'Acme' }), deps)).rejects.toThrow(TypeError);
    expect(await listOutbox(db)).toEqual([]);
  });
});

describe('the requests the outbox keeps', () => {
  it('are same-origin POSTs to /api/ with an Idempotency-Key, outside sign-in and passwords', () => {
    expect(isOutboxRequest(mutation(COMPANY_SAVE, {}), ORIGIN)).toBe(true);
    expect(isOutboxRequest(mutation(COMPANY_SAVE, {}), 'https://elsewhere.example')).toBe(false);
    expect(isOutboxRequest(mutation('accounting/password/change', {}), ORIGIN)).toBe(false);
    expect(isOutboxRequest(new Request(`${ORIGIN}/api/${COMPANY_SAVE}`, { method: 'POST', body: '{}' }), ORIGIN)).toBe(false);
    expect(isOutboxRequest(new Request(`${ORIGIN}/api/${COMPANY_SAVE}`), ORIGIN)).toBe(false);
    expect(isOutboxRequest(new Request(`${ORIGIN}/app/in/home`, { method: 'POST', headers: { 'Idempotency-Key': 'k' } }), ORIGIN)).toBe(false);
  });
});
