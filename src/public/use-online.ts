import { useSyncExternalStore } from 'react';

// Whether the last call to the server got no answer at all. A browser may still say it is online
// then (a page reloaded while offline can read `navigator.onLine` as true until its next change).
let unreachable = false;
const listeners = new Set<() => void>();

/** Told by the calls: an answer came (true) or none did (false). */
export function noteReachable(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  for (const listener of listeners) listener();
}

// The browser's word that the connection is back is taken until a call says otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', () => noteReachable(true));

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the page has a connection: the browser believes so and the last call got an answer; following both. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && !unreachable);
}
