// A sender's own relay: its password kept sealed under a key derived from SECRET_KEY, and the
// settings the mailer sends with, the password opened only at send time.
import type { notySenders } from '../db/schema/notifications.ts';
import type { SmtpSettings } from './mailer.ts';
import { derivedKey, openText, sealText } from './sealed.ts';

/** A stored sender. */
export type SenderRow = typeof notySenders.$inferSelect;

/**
 * The passwords' own key, derived from SECRET_KEY (never from a key kept in the database: a copy
 * of the database must not open them); undefined without SECRET_KEY.
 */
export function smtpKey(secretKey: string | undefined): Buffer | undefined {
  return secretKey ? derivedKey(secretKey, 'noty-smtp') : undefined;
}

/** Seals a relay's password for the sender `id` (a sealed value copied onto another sender does not open). */
export function sealSmtpPassword(key: Buffer, id: string, password: string): string {
  return sealText(key, id, password);
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
      password = openText(key, row.id, row.smtpPasswordSealed);
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
