/** Runs `work` while holding the replay lock; a second caller waits until the first is done. */
export type ReplayLock = <T>(work: () => Promise<T>) => Promise<T>;

// The part of the Web Locks API the replay uses.
interface WebLocks {
  request(name: string, callback: () => Promise<unknown>): Promise<unknown>;
}

/** The Web Locks name the page and the worker share. */
export const REPLAY_LOCK_NAME = 'back-office-outbox-replay';

/**
 * The lock every page and worker of the origin shares, or null when the browser has no Web
 * Locks. Without it a context's own mutex cannot keep another context out, so the page then
 * leaves replay to the worker (see docs/outbox.md).
 */
export function sharedLock(): ReplayLock | null {
  // Read from globalThis: the engine also runs in Node (tests, benchmarks), which has no navigator type.
  const locks = (globalThis as { navigator?: { locks?: WebLocks } }).navigator?.locks;
  if (!locks) return null;
  return <T>(work: () => Promise<T>) => locks.request(REPLAY_LOCK_NAME, () => work()) as Promise<T>;
}

/** A lock that holds within one page or worker only. */
export function createMutex(): ReplayLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

const contextMutex = createMutex();

/** The shared lock when there is one, else this context's mutex. */
export function defaultLock(): ReplayLock {
  return sharedLock() ?? contextMutex;
}
