import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, TooLargeError, type Storage, type Stored } from './storage.ts';

/** Files under a directory (`DATA_DIR/media` by default), each written aside and renamed into place. */
export function fileStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, body, options = {}) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${crypto.randomUUID()}.partial`;
      try {
        const stored = await writeCounted(partial, body, options.maxBytes);
        await fsp.rename(partial, file);
        return stored;
      } catch (error) {
        await fsp.rm(partial, { force: true });
        throw error;
      }
    },
    async open(key) {
      try {
        const handle = await fsp.open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await fsp.stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}

// Counts and hashes the bytes on their way to disk, and stops as soon as there are too many.
async function writeCounted(file: string, body: Readable | Uint8Array, maxBytes = Infinity): Promise<Stored> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLargeError(maxBytes));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
  const sink = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, counter, sink);
  } catch (error) {
    // The pipeline fails as soon as one stream does, while the file may still be opening: it is
    // created after that, then closed. Waiting for the close lets the caller's removal find it.
    if (!sink.closed) await once(sink, 'close').catch(() => undefined);
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}
