// The files a judge's session shows, stored on the device so the session opens whole with no
// connection: in the Cache Storage the service worker answers file downloads from when the
// network fails (sw/sw.ts). Only what a judge chose (or opened) is kept, and signing out forgets it.
import { mediaDownloadPath } from '../../../contract/media.ts';
import { SESSION_FILES_CACHE } from './session-files-cache.ts';

/** A file given as an answer, as the server sends it. */
export interface StoredFile {
  media_id: string;
  size: number;
}

function fileOf(value: unknown): StoredFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { media_id, size } = value as Partial<StoredFile>;
  return typeof media_id === 'string' && typeof size === 'number' ? { media_id, size } : null;
}

/** Every file among answers (a file field holds one file or a list of them), each once. */
export function filesOf(answers: ReadonlyArray<Record<string, unknown>>): StoredFile[] {
  const found = new Map<string, StoredFile>();
  for (const values of answers) {
    for (const value of Object.values(values)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const file = fileOf(item);
        if (file) found.set(file.media_id, file);
      }
    }
  }
  return [...found.values()];
}

/** How much of a session's files this device holds, in files and bytes (as the answers give their sizes). */
export interface FilesHeld {
  files: number;
  bytes: number;
}

/** What the device holds of these files. */
export async function filesHeld(files: readonly StoredFile[]): Promise<FilesHeld> {
  if (files.length === 0 || !('caches' in globalThis)) return { files: 0, bytes: 0 };
  const cache = await caches.open(SESSION_FILES_CACHE);
  const held = await Promise.all(files.map(async (file) => ((await cache.match(mediaDownloadPath(file.media_id))) ? file : null)));
  const present = held.filter((file): file is StoredFile => file !== null);
  return { files: present.length, bytes: present.reduce((sum, file) => sum + file.size, 0) };
}

/** How storing went: what is held now, and whether the device refused room for more. */
export interface StoreOutcome extends FilesHeld {
  refused: boolean;
  failed: number;
}

/**
 * Downloads the files the device does not hold yet into the session files' cache, a few at a
 * time; a device out of room (QuotaExceededError) stops it, and says so.
 */
export async function storeFiles(files: readonly StoredFile[], parallel = 4): Promise<StoreOutcome> {
  if (!('caches' in globalThis)) return { files: 0, bytes: 0, refused: true, failed: files.length };
  const cache = await caches.open(SESSION_FILES_CACHE);
  const found = await Promise.all(files.map(async (file) => ((await cache.match(mediaDownloadPath(file.media_id))) ? null : file)));
  const queue = found.filter((file): file is StoredFile => file !== null);
  // Each file is looked up once: what was there, plus what is stored now, is what the device holds.
  const missing = new Set(queue);
  const held = files.filter((file) => !missing.has(file));
  let refused = false;
  let failed = 0;
  const worker = async () => {
    for (let file = queue.shift(); file && !refused; file = queue.shift()) {
      try {
        const answer = await fetch(mediaDownloadPath(file.media_id), { credentials: 'same-origin' });
        if (!answer.ok) {
          failed += 1;
          continue;
        }
        await cache.put(mediaDownloadPath(file.media_id), answer);
        held.push(file);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'QuotaExceededError') refused = true;
        else failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
  return { files: held.length, bytes: held.reduce((sum, file) => sum + file.size, 0), refused, failed };
}
