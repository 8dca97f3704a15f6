// A queued message's subject and parts at rest: they carry PINs, codes and links, which the design
// forbids keeping in clear in any table. AES-256-GCM under a key derived from the server's key.
import crypto from 'node:crypto';

/** What is sealed of a message: everything that may carry a credential. */
export interface SealedParts {
  subject: string;
  text: string;
  html: string;
}

const VERSION = 'v1';
const IV_BYTES = 12;

/** The queue's own key, derived from the server's (SECRET_KEY or the database's), so it is never the key of anything else. */
export function mailKey(serverKey: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverKey, Buffer.alloc(0), 'mail-queue', 32));
}

/**
 * Seals the parts for the row `id`: the id is authenticated with them, so a sealed value copied
 * onto another row does not open.
 */
export function sealParts(key: Buffer, id: string, parts: SealedParts): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(id, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(parts), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Opens what `sealParts` sealed for the row `id`; throws when the key or the row is not the one it was sealed with. */
export function openParts(key: Buffer, id: string, sealed: string): SealedParts {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed message');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(id, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as SealedParts;
}
