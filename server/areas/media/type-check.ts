import { Transform, type Readable } from 'node:stream';
import type { MediaType } from '../../../contract/media.ts';
import type { FilePart } from './multipart.ts';
import { malformed, typeRefused, UploadRefusal } from './refusal.ts';
import { declaredTypeLies, looksLikeMarkup, nameLies, SNIFF_BYTES, sniffType } from './sniff.ts';

/** A file's bytes on their way to storage, and the type they were found to be once the first bytes passed. */
export interface CheckedFile {
  stream: Readable;
  type(): MediaType | null;
}

/**
 * Passes a file's bytes on only once its first bytes show an accepted type that its name and
 * declared type agree with; otherwise fails at once, before more than a few bytes are written.
 */
export function checkType(file: FilePart, accepted: readonly MediaType[]): CheckedFile {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let type: MediaType | null = null;
  const release = (): Buffer => {
    const head = Buffer.concat(held);
    type = judge(head, file, accepted);
    held = [];
    return head;
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (type) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return done();
      passOn(release, done);
    },
    flush(done) {
      if (type) return done();
      passOn(release, done);
    },
  });
  // The parser's stream fails only when the body does: that is the sender's fault, never a server error.
  file.stream.on('error', (error) => stream.destroy(error instanceof UploadRefusal ? error : malformed('broken_multipart')));
  // Refused before the storage takes the stream: the storage's pipeline reads the error from it then.
  stream.on('error', () => undefined);
  file.stream.pipe(stream);
  return { stream, type: () => type };
}

function passOn(release: () => Buffer, done: (error?: Error | null, data?: Buffer) => void): void {
  try {
    done(null, release());
  } catch (error) {
    done(error as Error);
  }
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
