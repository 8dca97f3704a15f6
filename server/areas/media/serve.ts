import type { Context } from 'hono';
import { IMAGE_TYPES, MEDIA_KIND_RULES } from '../../../contract/media.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { readableName } from './access.ts';
import { logRefusedRead } from './audit.ts';
import { errorAnswer, newCaller, signIn, type Caller } from './caller.ts';
import { attachmentDisposition } from './names.ts';
import { findMedia, openBytes, type MediaRow } from './service.ts';

/** How a file is answered: shown in the page (`/api/img/{media_id}`, images only) or downloaded. */
export type Delivery = 'inline' | 'attachment';

/** The operations' log name of each way of reading a file. */
const LOG_ENDPOINT: Record<Delivery, string> = { inline: 'img/:media_id', attachment: 'media/:media_id/download' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Whatever the bytes hold, the browser takes them for their stored type only and runs nothing in them.
const FILE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" };

/**
 * Answers a stored file (GET and HEAD) to whoever may read it: public kinds to anyone with the id,
 * the others to the operators of its project; a file the caller may not read (signed out, a
 * password to change first, no grant) is answered 404, exactly as one that does not exist. The ETag is the content hash, so a browser that has it gets 304.
 */
export async function serveMedia(c: Context, deps: AppDeps, delivery: Delivery): Promise<Response> {
  const caller = newCaller(c, deps);
  // Worded in the request's language, never the session's: a session read only for files that exist must not show in the refusal.
  const lang = caller.lang;
  try {
    return await answerFile(c, deps, await readableFile(c, deps, caller, delivery), delivery);
  } catch (error) {
    if (error instanceof AppError) return errorAnswer(c, error, lang);
    throw error;
  }
}

async function readableFile(c: Context, deps: AppDeps, caller: Caller, delivery: Delivery): Promise<MediaRow> {
  const db = deps.database.db;
  const id = c.req.param('id') ?? '';
  const row = UUID.test(id) ? await findMedia(db, id.toLowerCase()) : undefined;
  if (!row || (delivery === 'inline' && !(IMAGE_TYPES as readonly string[]).includes(row.mime))) throw new AppError('not_found');
  if (MEDIA_KIND_RULES[row.kind].public) return row;
  await signIn(c, deps, caller);
  const session = caller.session;
  const name = session && !session.operator.mustChange ? await readableName(db, row, await caller.grantee(), session.operator.id) : null;
  if (name !== null) return { ...row, fileName: name };
  // Signed out, or held at the password page, a caller is told what anyone is told of a random id; a signed-in refusal is news for the log.
  if (session) {
    await logRefusedRead(db, caller, LOG_ENDPOINT[delivery], row).catch((error: unknown) => deps.logger.error('Could not write the operations log', error));
  }
  throw new AppError('not_found');
}

/** Answers a file the caller may read, with its caching, type and disposition. */
export async function answerFile(c: Context, deps: AppDeps, row: MediaRow, delivery: Delivery): Promise<Response> {
  const isPublic = MEDIA_KIND_RULES[row.kind].public;
  const etag = `"${row.sha256}"`;
  // A file never changes under its id; a private one is asked again each time, so a revoked grant counts at once.
  const caching: Record<string, string> = isPublic
    ? { ETag: etag, 'Cache-Control': 'public, max-age=31536000, immutable' }
    : { ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Cookie' };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, { ...caching, ...FILE_HEADERS });
  const headers: Record<string, string> = {
    ...caching,
    ...FILE_HEADERS,
    'Content-Type': row.mime,
    'Content-Length': String(row.size),
    'Content-Disposition': delivery === 'inline' ? 'inline' : attachmentDisposition(row.fileName, row.mime),
  };
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const bytes = await openBytes(deps.storage, row);
  if (!bytes) {
    deps.logger.error(`The file of media ${row.id} is missing from the storage (${row.storageKey})`);
    throw new AppError('not_found');
  }
  return c.body(bytes, 200, headers);
}

/** True when an If-None-Match header names this ETag (weak or strong) or any. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
