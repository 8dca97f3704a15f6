import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';

/** The image types accepted, each recognised by its first bytes rather than by its name. */
const SIGNATURES: Array<{ mime: string; test: (bytes: Buffer) => boolean }> = [
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF89a' || b.subarray(0, 6).toString('latin1') === 'GIF87a' },
  { mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

/** The MIME type of image bytes by their magic number, or null when they are not an accepted image. */
export function sniffImage(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.mime ?? null;
}

/** Stores an image under a generated id; the caller has checked its size and type. */
export async function storeImage(db: Db, fileName: string, bytes: Buffer, now: Date): Promise<string> {
  const mime = sniffImage(bytes);
  if (!mime) throw new Error('Not an accepted image');
  const id = crypto.randomUUID();
  await db.insert(media).values({
    id,
    kind: 'theme',
    fileName: fileName.slice(0, 200),
    mime,
    size: bytes.length,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    data: bytes,
    createdAt: now,
  });
  return id;
}

/** One stored file, or undefined. */
export async function findMedia(db: Db, id: string) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row;
}
