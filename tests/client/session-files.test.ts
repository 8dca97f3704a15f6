// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionFiles } from '../../src/lib/files/session-files-cache.ts';
import { filesHeld, filesOf, storeFiles } from '../../src/lib/files/session-files.ts';

// The Cache Storage of a browser, as far as the session files use it.
class FakeCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    return {
      match: async (url: string) => store.get(url),
      put: async (url: string, answer: Response) => {
        if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        store.set(url, answer);
      },
    };
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  full = false;
}

const A = { media_id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'cv.pdf', size: 1200 };
const B = { media_id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'photo.jpg', size: 3400 };
const C = { media_id: 'aaaaaaaa-0000-4000-8000-000000000003', name: 'video.mp4', size: 90_000 };

afterEach(() => vi.unstubAllGlobals());

describe("a judging session's files on the device", () => {
  it('finds every file among the answers once, in a field of one file or of several', () => {
    expect(filesOf([{ cv: A, name: 'Ada' }, { cv: A, gallery: [B, C] }, { cv: null, note: { media_id: 1 } }])).toEqual([
      { media_id: A.media_id, size: A.size },
      { media_id: B.media_id, size: B.size },
      { media_id: C.media_id, size: C.size },
    ]);
  });

  it('downloads only what the device lacks, counts what it holds, and forgets it all on sign-out', async () => {
    const caches = new FakeCaches();
    const fetched: string[] = [];
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return url.includes(C.media_id) ? new Response('gone', { status: 404 }) : new Response('bytes');
    });
    const files = filesOf([{ cv: A, gallery: [B, C] }]);

    const first = await storeFiles(files);
    expect(first).toEqual({ files: 2, bytes: A.size + B.size, refused: false, failed: 1 });
    const second = await storeFiles(files);
    expect(second.failed).toBe(1);
    // A and B were not asked again; C was, since it is still missing.
    expect(fetched.filter((url) => url.includes(A.media_id))).toHaveLength(1);
    expect(fetched.filter((url) => url.includes(C.media_id))).toHaveLength(2);
    expect(await filesHeld(files)).toEqual({ files: 2, bytes: A.size + B.size });

    await forgetSessionFiles();
    expect(await filesHeld(files)).toEqual({ files: 0, bytes: 0 });
  });

  it('says so when the device refuses the room', async () => {
    const caches = new FakeCaches();
    caches.full = true;
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('fetch', async () => new Response('bytes'));
    const outcome = await storeFiles(filesOf([{ cv: A, photo: B }]));
    expect(outcome.refused).toBe(true);
    expect(outcome.files).toBe(0);
  });
});
