import busboy from 'busboy';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEDIA_FILE_FIELD } from '../../../contract/media.ts';
import { fileMissing, malformed, tooLarge, UploadRefusal } from './refusal.ts';

/** The file part of an upload: what it says of itself, and its bytes as they arrive. */
export interface FilePart {
  /** The name it had on the sender's computer, without any folder. */
  name: string;
  /** The Content-Type its part declared (busboy reports text/plain when the part names none). */
  declaredType: string;
  stream: Readable;
}

/** An upload's fields (those sent before its file) and the file itself. */
export interface UploadParts {
  fields: Record<string, string>;
  file: FilePart;
}

/** An upload being read from its body. */
export interface MultipartReading {
  /** Settles when the file part begins, or with a refusal if the body breaks or ends first. */
  first: Promise<UploadParts>;
  /** Settles when the whole body is read: a refusal when it breaks, grows past its limit or holds a second file. */
  end: Promise<void>;
  /** Lowers the body's limit once the upload's kind is known. */
  limitTo(maxBodyBytes: number): void;
  /** Stops reading; the file's stream and both promises fail with `reason`. */
  abort(reason: Error): void;
}

/** The bounds of one upload's body. */
export interface MultipartLimits {
  maxBodyBytes: number;
  maxFileBytes: number;
}

// An upload is three short fields and one file: anything more is not one. The parts limit is
// reported on reaching it, not on passing it, so it counts one part more than an upload has.
const PART_LIMITS = { fields: 3, fieldSize: 100, fieldNameSize: 20, files: 1, parts: 5, headerPairs: 10 };

/**
 * Reads a multipart/form-data body as it arrives, never holding more than the parser's
 * buffers: the fields first, then one file part named `file`. Every failure becomes an
 * UploadRefusal, so a malformed body is a 4xx and never a crash.
 */
export function readMultipart(body: Readable, contentType: string, limits: MultipartLimits): MultipartReading {
  const parser = newParser(contentType, limits.maxFileBytes);
  if (!parser) return refusedReading(malformed('not_multipart'));
  const first = settleLater<UploadParts>();
  const end = settleLater<void>();
  const counter = byteCounter(limits.maxBodyBytes);
  let failure: Error | undefined;
  const fail = (error: Error) => {
    if (failure) return;
    failure = error instanceof UploadRefusal ? error : malformed('broken_multipart');
    first.reject(failure);
    end.reject(failure);
    counter.stream.destroy(failure);
  };
  const fileSeen = listen(parser, first.resolve, fail);
  pipeline(body, counter.stream, parser).then(() => (fileSeen() ? end.resolve() : fail(fileMissing())), fail);
  return {
    first: first.promise,
    end: end.promise,
    abort: fail,
    limitTo: (maxBodyBytes) => {
      if (!counter.lower(maxBodyBytes)) fail(tooLarge('body'));
    },
  };
}

// The parser, or null when the Content-Type is not multipart with a boundary.
function newParser(contentType: string, maxFileBytes: number): busboy.Busboy | null {
  try {
    return busboy({ headers: { 'content-type': contentType }, limits: { ...PART_LIMITS, fileSize: maxFileBytes + 1 }, defParamCharset: 'utf8' });
  } catch {
    return null;
  }
}

function refusedReading(refusal: UploadRefusal): MultipartReading {
  const failed = Promise.reject(refusal);
  failed.catch(() => undefined);
  return { first: failed, end: failed, abort: () => undefined, limitTo: () => undefined };
}

// Counts the body's bytes and fails past the limit; the limit may be lowered on the way (false when already passed).
function byteCounter(maxBytes: number): { stream: Transform; lower(max: number): boolean } {
  let limit = maxBytes;
  let total = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      done(total > limit ? tooLarge('body') : null, chunk);
    },
  });
  return {
    stream,
    lower: (max) => {
      limit = Math.min(limit, max);
      return total <= limit;
    },
  };
}

// Wires the parser's events; returns whether the file part has begun.
function listen(parser: busboy.Busboy, onFile: (parts: UploadParts) => void, fail: (error: Error) => void): () => boolean {
  const fields = new Map<string, string>();
  let seen = false;
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fail(malformed('field_too_long', name));
    else if (seen) fail(malformed('field_after_file', name));
    else if (fields.has(name)) fail(malformed('field_twice', name));
    else fields.set(name, value);
  });
  parser.on('file', (name, stream, info) => {
    seen = true;
    // The stream fails with the body; whoever reads it later learns that from it, and until then it must not crash the process.
    stream.on('error', () => undefined);
    if (name !== MEDIA_FILE_FIELD) {
      stream.resume();
      return fail(malformed('file_part_name', MEDIA_FILE_FIELD));
    }
    stream.on('limit', () => fail(tooLarge('file')));
    onFile({ fields: Object.fromEntries(fields), file: { name: info.filename ?? '', declaredType: info.mimeType ?? '', stream } });
  });
  parser.on('filesLimit', () => fail(malformed('second_file')));
  parser.on('fieldsLimit', () => fail(malformed('too_many_fields')));
  parser.on('partsLimit', () => fail(malformed('too_many_parts')));
  parser.on('error', fail);
  return () => seen;
}

interface Later<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

// A promise settled from outside; its failure is also caught here, as its reader may come to it late or not at all.
function settleLater<T>(): Later<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
