import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '../../src/lib/outbox/messages.ts';

// The service worker's messages reach the page through navigator.serviceWorker, which jsdom lacks.
function stubWorkerContainer(): EventTarget {
  const container = new EventTarget();
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
  return container;
}

function fromWorker(container: EventTarget, data: OutboxMessage): void {
  container.dispatchEvent(new MessageEvent('message', { data }));
}

describe("the worker's news", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('reaches the screens subscribed before the sync status starts its triggers', async () => {
    const container = stubWorkerContainer();
    const { onSyncEvent } = await import('../../src/lib/sync/sync-client.ts');
    const events: string[] = [];
    const stop = onSyncEvent((event) => events.push(event));

    fromWorker(container, { type: 'outbox-applied', applied: 1 });
    fromWorker(container, { type: 'outbox-paused' });
    stop();
    fromWorker(container, { type: 'outbox-applied', applied: 1 });

    expect(events).toEqual(['applied', 'paused']);
  });
});
