import fc from 'fast-check';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { MEDIA_TYPES } from '../../contract/media.ts';
import { media } from '../../server/db/schema/media.ts';
import { readMultipart } from '../../server/areas/media/multipart.ts';
import { UploadRefusal } from '../../server/areas/media/refusal.ts';
import { checkType } from '../../server/areas/media/type-check.ts';
import { signInAsAdmin } from './accounts.ts';
import { useTestServer } from './harness.ts';
import { emptyStorage, multipartBody, PIXEL_PNG, sendRaw, storedFiles, uploadParts } from './uploads.ts';

const server = useTestServer();

const BOUNDARY = 'fuzz-boundary-0123456789';
const VALID = multipartBody(uploadParts({ kind: 'theme' }, { bytes: PIXEL_PNG, filename: 'logo.png', type: 'image/png' }), BOUNDARY);

/** One change to a well-formed body: cut it short, insert, overwrite, drop or repeat bytes. */
const mutation = fc.oneof(
  fc.record({ op: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ op: fc.constant('insert' as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 40 }) }),
  fc.record({ op: fc.constant('insertText' as const), at: fc.nat(), text: fc.constantFrom('\r\n', '--', `--${BOUNDARY}`, `\r\n--${BOUNDARY}--`, '"', ';', 'Content-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n', 'Content-Type: text/html\r\n') }),
  fc.record({ op: fc.constant('overwrite' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ op: fc.constant('drop' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ op: fc.constant('repeat' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 80 }) }),
);

type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(body: Buffer, change: Mutation): Buffer {
  const at = change.at % (body.length + 1);
  switch (change.op) {
    case 'cut':
      return body.subarray(0, at);
    case 'insert':
      return Buffer.concat([body.subarray(0, at), Buffer.from(change.bytes), body.subarray(at)]);
    case 'insertText':
      return Buffer.concat([body.subarray(0, at), Buffer.from(change.text), body.subarray(at)]);
    case 'overwrite':
      return at < body.length ? Buffer.concat([body.subarray(0, at), Buffer.from([change.byte]), body.subarray(at + 1)]) : body;
    case 'drop':
      return Buffer.concat([body.subarray(0, at), body.subarray(at + change.length)]);
    case 'repeat':
      return Buffer.concat([body.subarray(0, at + change.length), body.subarray(at)]);
  }
}

/** A well-formed upload broken by a few changes, or bytes from nowhere. */
const brokenBody = fc.oneof(
  { weight: 4, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }).map((changes) => changes.reduce(mutate, Buffer.from(VALID.body))) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 600 }).map((bytes) => Buffer.from(bytes)) },
);

/** The body's Content-Type: mostly its own, sometimes one that lies about the boundary or is no multipart at all. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant(VALID.contentType) },
  { weight: 1, arbitrary: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="', 'multipart/form-data; boundary=other', 'multipart/form-data; charset=utf-8; boundary=' + 'x'.repeat(300)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text) => `multipart/form-data; ${text}`) },
);

/** Cuts a body in chunks as the network might deliver it. */
const chunked = (body: Buffer, cuts: number[]) => {
  const points = [...new Set(cuts.map((cut) => cut % (body.length + 1)))].sort((a, b) => a - b);
  return [0, ...points].map((start, i) => body.subarray(start, points[i] ?? body.length)).filter((chunk) => chunk.length > 0);
};

const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

// Reads a body as the route does, with small limits; settles with what the route would answer.
async function readAsTheRouteDoes(chunks: Buffer[], type: string): Promise<'stored' | UploadRefusal> {
  const reading = readMultipart(Readable.from(chunks), type, { maxBodyBytes: 1024, maxFileBytes: 512 });
  try {
    const parts = await reading.first;
    const checked = checkType(parts.file, MEDIA_TYPES);
    await pipeline(checked.stream, sink());
    const failure = checked.failure();
    if (failure) throw failure;
    await reading.end;
    return 'stored';
  } catch (error) {
    reading.abort(error as Error);
    if (error instanceof UploadRefusal) return error;
    throw error;
  }
}

const within = <T,>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), ms).unref())]);

describe('the multipart reader, fed malformed bodies', () => {
  it('always settles, with the file read or a 400 or 413 refusal, never another error', async () => {
    await fc.assert(
      fc.asyncProperty(brokenBody, contentType, fc.array(fc.nat(), { maxLength: 6 }), async (body, type, cuts) => {
        const outcome = await within(2000, readAsTheRouteDoes(chunked(body, cuts), type));
        expect(outcome).not.toBe('hung');
        if (outcome !== 'stored') expect([400, 413, 415]).toContain((outcome as UploadRefusal).status);
      }),
      { numRuns: 400 },
    );
  });

  it('reads the well-formed body in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 12 }), async (cuts) => {
        expect(await readAsTheRouteDoes(chunked(Buffer.from(VALID.body), cuts), VALID.contentType)).toBe('stored');
      }),
      { numRuns: 100 },
    );
  });
});

describe('POST /api/media/upload, fed malformed bodies', () => {
  it('never answers 5xx, never leaves a partial file, and records exactly the files it accepts', async () => {
    emptyStorage(server);
    const admin = await signInAsAdmin(server);
    await fc.assert(
      fc.asyncProperty(brokenBody, contentType, async (body, type) => {
        const before = (await server.db.select({ id: media.id }).from(media)).length;

        const answer = await sendRaw(server, new Uint8Array(body), type, { browser: admin });

        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        expect(answer.status === 200 || answer.error !== undefined).toBe(true);
        const after = (await server.db.select({ id: media.id }).from(media)).length;
        expect(after - before).toBe(answer.status === 200 ? 1 : 0);
        expect(storedFiles(server).filter((file) => file.endsWith('.partial'))).toEqual([]);
        expect(storedFiles(server).length).toBe(after);
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
