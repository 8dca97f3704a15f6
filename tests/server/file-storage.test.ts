import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileStorage } from '../../server/storage/file-storage.ts';
import { TooLargeError, type Storage } from '../../server/storage/storage.ts';

describe('file storage', () => {
  let root: string;
  let storage: Storage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-storage-'));
    storage = fileStorage(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps a streamed file under its key with its size and hash, and reads it back', async () => {
    const stored = await storage.put('exports/a.csv', Readable.from(['id,name\n', '1,Aurora\n']));
    expect(stored).toEqual({ size: 17, sha256: crypto.createHash('sha256').update('id,name\n1,Aurora\n').digest('hex') });
    expect(await storage.size('exports/a.csv')).toBe(17);
    expect(await text((await storage.open('exports/a.csv'))!)).toBe('id,name\n1,Aurora\n');
    expect(fs.readdirSync(path.join(root, 'exports'))).toEqual(['a.csv']);
  });

  it('answers null for a missing file and removes files idempotently', async () => {
    expect(await storage.open('media/none')).toBeNull();
    expect(await storage.size('media/none')).toBeNull();
    await storage.put('media/x', new Uint8Array([1, 2, 3]));
    await storage.remove('media/x');
    await storage.remove('media/x');
    expect(await storage.size('media/x')).toBeNull();
  });

  it('stops a body past its limit and leaves nothing behind', async () => {
    const big = Readable.from([Buffer.alloc(600), Buffer.alloc(600)]);
    await expect(storage.put('media/big', big, { maxBytes: 1000 })).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.size('media/big')).toBeNull();
    expect(fs.readdirSync(path.join(root, 'media'))).toEqual([]);
  });

  it('leaves nothing behind when the first chunk is already past the limit, before the file is even open', async () => {
    for (let round = 0; round < 100; round++) {
      const big = Readable.from([Buffer.alloc(2000)]);
      await expect(storage.put(`media/first-${round}`, big, { maxBytes: 1000 })).rejects.toBeInstanceOf(TooLargeError);
    }
    expect(fs.readdirSync(path.join(root, 'media'))).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../etc/passwd', '/abs/x', 'media/../../x', 'media', 'media//x', 'MEDIA/x']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
    }
  });
});
