import { finished, Transform, type Readable } from 'node:stream';
import type { MediaType } from '../../../contract/media.ts';
import type { FilePart } from './multipart.ts';
import { malformed, typeRefused, UploadRefusal } from './refusal.ts';
import { declaredTypeLies, looksLikeMarkup, nameLies, SNIFF_BYTES, sniffType } from './sniff.ts';

/** A file's bytes on their way to storage, the type they were found to be, and why they were cut short if they were. */
export interface CheckedFile {
  stream: Readable;
  type(): MediaType | null;
  /** Why the bytes stopped before the file's end: a refused type, or a body that broke; the stored file must go. */
  failure(): UploadRefusal | undefined;
}

/**
 * Passes a file's bytes on only once its first bytes show an accepted type that its name and
 * declared type agree with. A refusal, or a body that breaks, ends the stream early instead of
 * failing it: the storage then finishes a short file the caller removes by its key, rather than
 * being torn down while it may still be creating its partial file.
 */
export function checkType(file: FilePart, accepted: readonly MediaType[]): CheckedFile {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let type: MediaType | null = null;
  let failure: UploadRefusal | undefined;
  const stop = (refusal: UploadRefusal) => {
    failure ??= refusal;
    file.stream.unpipe(stream);
    if (!stream.writableEnded) stream.end();
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (failure) return done();
      if (type) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return done();
      release(done);
    },
    flush(done) {
      if (failure || type) return done();
      release(done);
    },
  });
  const release = (done: (error?: null, data?: Buffer) => void) => {
    const head = Buffer.concat(held);
    held = [];
    try {
      type = judge(head, file, accepted);
      done(null, head);
    } catch (error) {
      done();
      stop(error as UploadRefusal);
    }
  };
  // The parser's stream fails only when the body does, the sender's fault; `finished` also tells of a failure before this call.
  finished(file.stream, (error) => {
    if (error) stop(error instanceof UploadRefusal ? error : malformed('broken_multipart'));
  });
  file.stream.pipe(stream);
  return { stream, type: () => type, failure: () => failure };
}

// The bytes decide; the name and the declared type may only agree with them.
function judge(head: Buffer, file: FilePart, accepted: readonly MediaType[]): MediaType {
  if (head.length === 0) throw typeRefused('empty');
  const type = sniffType(head);
  if (!type || !accepted.includes(type)) throw typeRefused(type ? `type_not_for_kind:${type}` : looksLikeMarkup(head) ? 'markup' : 'unknown_type');
  if (declaredTypeLies(file.declaredType, type)) throw typeRefused('declared_type');
  if (nameLies(file.name, type)) throw typeRefused('file_name');
  return type;
}
