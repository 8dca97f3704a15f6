import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { eq } from 'drizzle-orm';
import type { MediaKind, MediaKindRule, MediaType } from '../../../contract/media.ts';
import type { Db } from '../../db/db.ts';
import { companies } from '../../db/schema/companies.ts';
import { media } from '../../db/schema/media.ts';
import { TooLargeError, type Storage, type Stored } from '../../storage/storage.ts';
import type { FilePart } from './multipart.ts';
import { tooLarge } from './refusal.ts';
import { checkType } from './type-check.ts';

/** A file written to the storage, before its row exists. */
export interface StoredFile {
  id: string;
  key: string;
  type: MediaType;
  size: number;
  sha256: string;
}

/**
 * Streams an upload into the storage under a key the server makes (`media/<uuid>`), checking
 * its type at its first bytes and its size all the way; on any failure nothing is left behind
 * (a file cut short by a refusal is stored, then removed by its key).
 */
export async function storeFile(storage: Storage, file: FilePart, rule: MediaKindRule): Promise<StoredFile> {
  const id = crypto.randomUUID();
  const key = `media/${id}`;
  const checked = checkType(file, rule.types);
  let stored: Stored;
  try {
    stored = await storage.put(key, checked.stream, { maxBytes: rule.maxBytes });
  } catch (error) {
    throw error instanceof TooLargeError ? tooLarge('file') : error;
  }
  const failure = checked.failure();
  if (failure) {
    await storage.remove(key);
    throw failure;
  }
  return { id, key, type: checked.type()!, ...stored };
}

/** A new media row: the stored file and whose it is. */
export interface NewMedia {
  file: StoredFile;
  kind: MediaKind;
  /** The operator who uploaded it, or null for a registered user's answer. */
  operatorId: string | null;
  /** The registered user who gave it as an answer. */
  userId?: string | null;
  companyId: string | null;
  projectId: string | null;
  fileName: string;
}

/** Records a stored file. */
export async function insertMedia(db: Db, row: NewMedia, now: Date): Promise<void> {
  const { file } = row;
  await db.insert(media).values({
    id: file.id,
    kind: row.kind,
    operatorId: row.operatorId,
    userId: row.userId ?? null,
    companyId: row.companyId,
    projectId: row.projectId,
    fileName: row.fileName,
    mime: file.type,
    size: file.size,
    sha256: file.sha256,
    storageKey: file.key,
    createdAt: now,
  });
}

/** One media row with its company's status, or undefined. */
export async function findMedia(db: Db, id: string) {
  const [row] = await db
    .select({ media, companyStatus: companies.status })
    .from(media)
    .leftJoin(companies, eq(companies.id, media.companyId))
    .where(eq(media.id, id))
    .limit(1);
  return row && { ...row.media, companyStatus: row.companyStatus };
}

/** A media row as the routes read it. */
export type MediaRow = NonNullable<Awaited<ReturnType<typeof findMedia>>>;

/** The bytes of a file: from its row for files stored before the storage existed, else from the storage (null when missing there). */
export async function openBytes(storage: Storage, row: MediaRow): Promise<Uint8Array<ArrayBuffer> | ReadableStream | null> {
  if (row.data) return new Uint8Array(row.data);
  const stream = row.storageKey ? await storage.open(row.storageKey) : null;
  return stream && (Readable.toWeb(stream) as WebReadableStream as ReadableStream);
}
