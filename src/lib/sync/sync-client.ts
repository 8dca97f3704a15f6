import { db } from '../db/database.ts';
import type { OutboxMessage, PageMessage } from '../outbox/messages.ts';
import { isPaused, isQueueEmpty, resumeOutbox } from '../outbox/store.ts';

/** What the page hears about the queue: changes were applied, or the queue waits for a sign-in. */
export type SyncEvent = 'applied' | 'paused';

const listeners = new Set<(event: SyncEvent) => void>();

/** Calls `listener` on every sync event until the returned function is called. */
export function onSyncEvent(listener: (event: SyncEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: SyncEvent): void {
  for (const listener of listeners) listener(event);
}

// The worker's news is heard from the moment a screen can subscribe (this module loads with the
// first one), not from when the sync status, loaded later, starts the triggers: a replay the worker
// finished in between would otherwise reach no screen.
if (typeof navigator !== 'undefined') {
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<OutboxMessage | null>) => {
    if (event.data?.type === 'outbox-applied') emit('applied');
    if (event.data?.type === 'outbox-paused') emit('paused');
  });
}

/** Tells the screens that stored records changed (a replayed change, or the server's version taken), so they read again. */
export function notifyApplied(): void {
  emit('applied');
}

function worker(): ServiceWorker | null {
  return typeof navigator === 'undefined' ? null : (navigator.serviceWorker?.controller ?? null);
}

/**
 * Sends the queue: `retryNow` also sends what waits for its retry time (the connection came
 * back, or the operator asked). The worker does it when it controls the page; otherwise the
 * page replays itself, under the same lock.
 */
export async function requestSync(retryNow: boolean): Promise<void> {
  const controller = worker();
  if (controller) {
    const message: PageMessage = { type: 'outbox-sync', retryNow };
    controller.postMessage(message);
    return;
  }
  // An empty queue that waits for no sign-in has nothing to say: the replay's code loads when there is something to send.
  if ((await isQueueEmpty(db)) && !(await isPaused(db))) return;
  const { replay } = await import('../outbox/replay.ts');
  const report = await replay({ db, fetch: (request) => fetch(request), origin: location.origin }, { retryNow });
  if (report.applied > 0) emit('applied');
  if (report.paused) emit('paused');
}

/** After a new sign-in: the queue goes on where it stopped. */
export async function resumeAfterSignIn(): Promise<void> {
  await resumeOutbox(db);
  await requestSync(true);
}

// While the page is open the worker may be stopped between its own timers; the page asks again now and then.
const PAGE_RETRY_MS = 30_000;

let started = false;

/**
 * Starts the triggers the page owns: the connection coming back, the app becoming visible and a
 * slow timer (only what is due is sent). Once per page.
 */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void requestSync(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestSync(false);
  });
  setInterval(() => {
    if (navigator.onLine) void requestSync(false);
  }, PAGE_RETRY_MS);
  void requestSync(false);
}
