import type { Readable } from 'node:stream';

/** What storing a file gave: its size and content hash. */
export interface Stored {
  size: number;
  sha256: string;
}

/**
 * Where files live (uploaded media, exports): named by keys the server generates
 * (`media/<uuid>`, `exports/<uuid>.csv`), never by names a user chose. The default keeps
 * them under a directory; an S3-compatible store can stand behind the same calls.
 */
export interface Storage {
  /** Writes a file whole; a reader never sees it half written. Fails when `maxBytes` is passed. */
  put(key: string, body: Readable | Uint8Array, options?: { maxBytes?: number }): Promise<Stored>;
  /** Opens a file for reading, or null when there is none under the key. */
  open(key: string): Promise<Readable | null>;
  /** The size of a file, or null when there is none under the key. */
  size(key: string): Promise<number | null>;
  /** Removes a file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** A body longer than the caller allowed. */
export class TooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`More than ${maxBytes} bytes`);
  }
}

// Keys are made by the server, but a key that could leave the store's root is refused all the same.
const KEY = /^[a-z0-9-]+(\/[a-zA-Z0-9._-]+)+$/;

/** Refuses a key that is not one the server makes (no `..`, no absolute path, no empty segment). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
