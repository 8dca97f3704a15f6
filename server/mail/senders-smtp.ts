// A sender's own relay: its password kept sealed under a key derived from SECRET_KEY, and the
// settings the mailer sends with, the password opened only at send time.
import crypto from 'node:crypto';
import type { notySenders } from '../db/schema/notifications.ts';
import type { SmtpSettings } from './mailer.ts';

/** A stored sender. */
export type SenderRow = typeof notySenders.$inferSelect;

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * The passwords' own key, derived from SECRET_KEY (never from a key kept in the database: a copy
 * of the database must not open them); undefined without SECRET_KEY.
 */
export function smtpKey(secretKey: string | undefined): Buffer | undefined {
  if (!secretKey) return undefined;
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secretKey, 'utf8'), Buffer.alloc(0), 'noty-smtp', 32));
}

/** Seals a relay's password for the sender `id`: the id is authenticated with it, so a sealed value copied onto another sender does not open. */
export function sealSmtpPassword(key: Buffer, id: string, password: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(id, 'utf8'));
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** Opens what `sealSmtpPassword` sealed for the sender `id`; throws when the key or the sender is not the one it was sealed with. */
export function openSmtpPassword(key: Buffer, id: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed password');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(id, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The relay a sender sends through, its password opened; undefined for a sender on the server's
 * relay. A password that does not open (SECRET_KEY changed or removed) is left out: the relay then
 * refuses the login, and the mail waits with that answer until the sender is saved again.
 */
export function smtpOf(row: SenderRow, key: Buffer | undefined, onUnopened: (row: SenderRow) => void = () => undefined): SmtpSettings | undefined {
  if (!row.smtpHost || !row.smtpPort) return undefined;
  let password: string | undefined;
  if (row.smtpPasswordSealed) {
    try {
      if (!key) throw new Error('No SECRET_KEY');
      password = openSmtpPassword(key, row.id, row.smtpPasswordSealed);
    } catch {
      onUnopened(row);
    }
  }
  const secure = row.smtpSecure ?? 'plain';
  return {
    host: row.smtpHost,
    port: row.smtpPort,
    secure: secure === 'tls',
    requireTLS: secure === 'starttls',
    ...(row.smtpUser ? { user: row.smtpUser } : {}),
    ...(password !== undefined ? { password } : {}),
  };
}
