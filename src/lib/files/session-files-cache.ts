/**
 * The browser cache holding the files of the judging sessions a device keeps for offline use
 * (./session-files.ts); the service worker answers a download from it when the network fails
 * (sw/sw.ts). Apart from the files' code, so that signing out empties it without loading that code.
 */
export const SESSION_FILES_CACHE = 'session-files';

/** Forgets every stored session file: signing out leaves none on a shared device. */
export async function forgetSessionFiles(): Promise<void> {
  // A page's or a worker's Cache Storage; the name is also read by the benchmarks, which run in Node.
  const storage = (globalThis as { caches?: { delete(name: string): Promise<boolean> } }).caches;
  if (storage) await storage.delete(SESSION_FILES_CACHE);
}
