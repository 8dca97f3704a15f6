// A queued message's subject and parts at rest: they carry PINs, codes and links, which the design
// forbids keeping in clear in any table. AES-256-GCM under a key derived from the server's key;
// the same seal keeps the senders' SMTP passwords (`senders-smtp.ts`).
import crypto from 'node:crypto';

/** What is sealed of a message: everything that may carry a credential (a campaign's headers name its unsubscribe token). */
export interface SealedParts {
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the ones the mailer writes itself (List-Unsubscribe). */
  headers?: Record<string, string>;
}

const VERSION = 'v1';
const IV_BYTES = 12;

/** A key of its own for one use (`info`), derived from a secret with HKDF-SHA256, so no two uses share a key. */
export function derivedKey(secret: Buffer | string, info: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret, Buffer.alloc(0), info, 32));
}

/** The queue's own key, derived from the server's (SECRET_KEY or the database's), so it is never the key of anything else. */
export function mailKey(serverKey: Buffer): Buffer {
  return derivedKey(serverKey, 'mail-queue');
}

/**
 * Seals a text with AES-256-GCM for the record `id`: the id is authenticated with it, so a sealed
 * value copied onto another record does not open.
 */
export function sealText(key: Buffer, id: string, text: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(id, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Opens what `sealText` sealed for the record `id`; throws when the key or the record is not the one it was sealed with. */
export function openText(key: Buffer, id: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed value');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(id, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Seals a message's parts for the queue's row `id`. */
export function sealParts(key: Buffer, id: string, parts: SealedParts): string {
  return sealText(key, id, JSON.stringify(parts));
}

/** Opens what `sealParts` sealed for the row `id`. */
export function openParts(key: Buffer, id: string, sealed: string): SealedParts {
  return JSON.parse(openText(key, id, sealed)) as SealedParts;
}
