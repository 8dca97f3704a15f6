import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/lib/db/database.ts';
import { isQueueEmpty, listOutbox, pauseOutbox, resumeOutbox } from '../../src/lib/outbox/store.ts';
import { onSyncEvent, requestSync } from '../../src/lib/sync/sync-client.ts';
import { ACME, DANA, FakeApi, queueSave } from './outbox-fixtures.ts';

// Without a service worker controlling the page (the first visit, a browser that blocks it), the page replays the queue itself.
describe('the page sending its queue without a worker', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await db.outbox.clear();
    await resumeOutbox(db);
  });

  it('asks nothing of the network when nothing is queued', async () => {
    const api = new FakeApi();
    const fetch = vi.fn(api.fetch);
    vi.stubGlobal('fetch', fetch);

    await requestSync(true);

    expect(await isQueueEmpty(db)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends what is queued, empties the queue and tells the screens', async () => {
    await db.meta.put({ key: 'operator', value: DANA });
    await queueSave(db, Date.now(), ACME, 'Acme 1');
    const api = new FakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const events: string[] = [];
    const stop = onSyncEvent((event) => events.push(event));

    await requestSync(true);
    stop();

    expect(api.names()).toEqual(['Acme 1']);
    expect(await listOutbox(db)).toEqual([]);
    expect(events).toEqual(['applied']);
  });

  it('says the queue waits for a sign-in while it is paused, even with nothing in it', async () => {
    await pauseOutbox(db);
    const events: string[] = [];
    const stop = onSyncEvent((event) => events.push(event));

    await requestSync(true);
    stop();

    expect(events).toEqual(['paused']);
  });
});
