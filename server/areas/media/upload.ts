import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  MEDIA_KIND_RULES,
  MEDIA_MAX_BYTES,
  MEDIA_UPLOAD_PATH,
  MediaUploadFields,
  MediaUploadOutput,
  type MediaUploadResult,
} from '../../../contract/media.ts';
import { hitRateLimit, type RateLimit } from '../../auth/rate-limit.ts';
import { inTransaction } from '../../db/db.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../http/validation.ts';
import { authorizeUpload } from './access.ts';
import { logUpload, type UploadOutcome, type UploadTrail } from './audit.ts';
import { errorAnswer, newCaller, requireOperator, signIn, type Caller } from './caller.ts';
import { readMultipart, type MultipartReading } from './multipart.ts';
import { cleanFileName } from './names.ts';
import { tooLarge, UploadRefusal } from './refusal.ts';
import { insertMedia, storeFile, type StoredFile } from './service.ts';
import { checkSender } from '../../http/adapter.ts';

/** Room around the file for the fields, the part headers and the boundaries. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Uploads one operator may make in a window, refused ones included. */
export const UPLOAD_RATE_LIMIT: RateLimit = { limit: 60, windowSeconds: 600 };

/** The rate-limit counter of an operator's uploads. */
export const uploadRateKey = (operatorId: string) => `${MEDIA_UPLOAD_PATH}:operator:${operatorId}`;

interface Upload {
  trail: UploadTrail;
  reading?: MultipartReading;
  /** The file on its way to the storage, or there. */
  storing?: Promise<StoredFile>;
}

/**
 * `POST /api/media/upload`: one file with its kind and owner, checked as the JSON adapter checks
 * a change (host and origin, session, permission on the scope, rate limit), then streamed to the
 * storage within its kind's size and types, recorded, and logged; every refusal is logged too.
 */
export async function handleUpload(c: Context, deps: AppDeps): Promise<Response> {
  const caller = newCaller(c, deps);
  const upload: Upload = { trail: { fields: {} } };
  try {
    return c.json(await receive(c, deps, caller, upload), 200);
  } catch (error) {
    return refuse(c, deps, caller, upload, error);
  }
}

async function receive(c: Context, deps: AppDeps, caller: Caller, upload: Upload): Promise<MediaUploadResult> {
  const db = deps.database.db;
  const contentType = checkRequest(c, deps);
  await signIn(c, deps, caller);
  const session = requireOperator(caller);
  checkLength(c, MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
  const limits = { maxBodyBytes: MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, maxFileBytes: MEDIA_MAX_BYTES };
  const reading = (upload.reading = readMultipart(bodyOf(c), contentType, limits));
  const parts = await reading.first;
  upload.trail = { fields: parts.fields, name: cleanFileName(parts.file.name) };
  const fields = parseInput(MediaUploadFields, parts.fields);
  const rule = MEDIA_KIND_RULES[fields.kind];
  checkLength(c, rule.maxBytes + MULTIPART_OVERHEAD_BYTES);
  reading.limitTo(rule.maxBytes + MULTIPART_OVERHEAD_BYTES);
  await authorizeUpload(db, fields, caller);
  await checkRateLimit(deps, caller, session.operator.id);
  upload.storing = storeFile(deps.storage, parts.file, rule);
  const file = await upload.storing;
  await reading.end;
  const row = { file, kind: fields.kind, operatorId: session.operator.id, companyId: fields.company ?? null, projectId: fields.project ?? null, fileName: upload.trail.name! };
  await inTransaction(db, async (tx) => {
    await insertMedia(tx, row, caller.now);
    await logUpload(tx, caller, upload.trail, { status: 200, mediaId: file.id, type: file.type, size: file.size });
  });
  return MediaUploadOutput.parse({ media_id: file.id, kind: row.kind, type: file.type, size: file.size, name: row.fileName });
}

// The adapter's first checks, with multipart in place of JSON; answers the body's Content-Type.
export function checkRequest(c: Context, deps: AppDeps): string {
  if (c.req.method !== 'POST') throw new AppError('method_not_allowed');
  checkSender(c, deps);
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.split(';')[0]!.trim().toLowerCase() !== 'multipart/form-data') throw new AppError('upload_not_multipart');
  return contentType;
}

// A body announced larger than allowed is refused before a byte of it is read.
export function checkLength(c: Context, maxBytes: number): void {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge('declared_length');
}

/** The request body as a Node stream. */
export function bodyOf(c: Context): Readable {
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream) : Readable.from([]);
}

async function checkRateLimit(deps: AppDeps, caller: Caller, operatorId: string): Promise<void> {
  const rule = { ...UPLOAD_RATE_LIMIT, limit: Math.ceil(UPLOAD_RATE_LIMIT.limit * deps.config.rateLimitFactor) };
  const wait = await hitRateLimit(deps.database.db, uploadRateKey(operatorId), rule, caller.now);
  if (wait > 0) throw new AppError('rate_limited', { retryAfter: wait });
}

// Stops reading, waits for the storage to let go of the file and removes it, logs the refusal and answers it:
// once the answer is out, nothing of a refused upload is left.
async function refuse(c: Context, deps: AppDeps, caller: Caller, upload: Upload, error: unknown): Promise<Response> {
  const refusal = await discardUpload(deps, upload, error);
  await logUpload(deps.database.db, caller, upload.trail, refusalOutcome(refusal, error)).catch((problem: unknown) =>
    deps.logger.error('Could not write the operations log', problem),
  );
  return errorAnswer(c, refusal, caller.lang);
}

/**
 * Ends a refused upload: stops reading it, waits for the storage to let go of the file and removes
 * it, so nothing of it is left; answers the refusal (an unexpected failure is logged and read as `internal`).
 */
export async function discardUpload(
  deps: AppDeps,
  upload: { reading?: MultipartReading; storing?: Promise<StoredFile> },
  error: unknown,
): Promise<AppError> {
  const refusal = error instanceof AppError ? error : new AppError('internal');
  if (!(error instanceof AppError)) deps.logger.error('An upload failed', error);
  upload.reading?.abort(refusal);
  const stored = await upload.storing?.catch(() => undefined);
  if (stored) await deps.storage.remove(stored.key).catch((problem: unknown) => deps.logger.error('Could not remove a refused upload', problem));
  return refusal;
}

/** What the operations' log keeps of a refused upload. */
export function refusalOutcome(refusal: AppError, error: unknown): UploadOutcome {
  return { status: refusal.status, error: refusal.code, reason: error instanceof UploadRefusal ? error.reason : undefined };
}
