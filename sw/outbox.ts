import { db } from '../src/lib/db/database.ts';
import { handleMutation, isOutboxRequest } from '../src/lib/outbox/intercept.ts';
import { replay } from '../src/lib/outbox/replay.ts';
import { OUTBOX_SYNC_TAG, type OutboxMessage, type PageMessage } from '../src/lib/outbox/messages.ts';

declare let self: ServiceWorkerGlobalScope & { registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } } };

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
let again: boolean | null = null;

async function tell(message: OutboxMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

/**
 * Sends the queue. A request that comes while a replay runs is kept and served right after it
 * (the lock would make it wait anyway), so no trigger is lost and none piles up.
 */
function runReplay(retryNow: boolean): Promise<void> {
  if (running) {
    again = (again ?? false) || retryNow;
    return running;
  }
  running = (async () => {
    try {
      const report = await replay({ db, fetch: (request) => fetch(request), origin: self.location.origin }, { retryNow });
      if (report.applied > 0) await tell({ type: 'outbox-applied', applied: report.applied });
      if (report.paused) await tell({ type: 'outbox-paused' });
      clearTimeout(timer);
      if (report.nextAttemptAt !== null) timer = setTimeout(() => void runReplay(false), Math.max(0, report.nextAttemptAt - Date.now()));
    } catch (error) {
      console.error('Outbox replay failed', error);
    } finally {
      running = null;
      if (again !== null) {
        const retry = again;
        again = null;
        void runReplay(retry);
      }
    }
  })();
  return running;
}

async function keep(request: Request): Promise<Response> {
  const response = await handleMutation(request, { db, fetch: (sent) => fetch(sent) });
  if (response.status === 202) {
    // Background Sync wakes the worker when the connection returns, even with every tab closed.
    await self.registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
    clearTimeout(timer);
    timer = setTimeout(() => void runReplay(false), 5_000);
  }
  return response;
}

/** Wires the outbox into the worker: mutations go through it, and replay runs on every trigger. */
export function installOutbox(): void {
  self.addEventListener('fetch', (event) => {
    if (isOutboxRequest(event.request, self.location.origin)) event.respondWith(keep(event.request));
  });
  self.addEventListener('sync', (event) => {
    const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(runReplay(true));
  });
  self.addEventListener('message', (event) => {
    const message = event.data as PageMessage | null;
    if (message?.type === 'outbox-sync') event.waitUntil(runReplay(message.retryNow));
  });
  // A worker starts again after the browser stopped it: whatever waits is due now.
  self.addEventListener('activate', (event) => event.waitUntil(runReplay(false)));
  void runReplay(false);
}
