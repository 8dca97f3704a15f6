import { useSyncExternalStore } from 'react';

// The reads on screen that the server did not answer, shown from what the device kept, by reader.
const reads = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Notes that a reader shows data the device kept, read from the server at `readAt` (ms since the
 * epoch), because the server does not answer now; null when it no longer does (answered, or gone).
 */
export function noteOfflineRead(reader: string, readAt: number | null): void {
  if (readAt === null) reads.delete(reader);
  else reads.set(reader, readAt);
  const next = reads.size === 0 ? null : Math.min(...reads.values());
  if (next === oldest) return;
  oldest = next;
  listeners.forEach((listener) => listener());
}

/**
 * When the oldest data on screen shown from the device was read, while the server does not
 * answer; null when everything shown came from the server this time.
 */
export function useOfflineReadAt(): number | null {
  return useSyncExternalStore(subscribe, () => oldest, () => null);
}
