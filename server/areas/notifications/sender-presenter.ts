// The JSON shapes of senders, from their rows: never their password, only whether one is stored.
import type { EffectiveSender, NotyLevel, SenderEntity } from '../../../contract/notifications.ts';
import type { Config } from '../../config.ts';
import { mailFromParts } from '../../mail/senders.ts';
import type { SenderRow } from '../../mail/senders-smtp.ts';

/** A sender as the screens read it. */
export function senderEntity(row: SenderRow): SenderEntity {
  return {
    id: row.id,
    name: row.name,
    from_email: row.fromEmail,
    from_name: row.fromName,
    reply_to: row.replyTo,
    default: row.isDefault,
    smtp:
      row.smtpHost && row.smtpPort
        ? { host: row.smtpHost, port: row.smtpPort, secure: row.smtpSecure ?? 'plain', user: row.smtpUser ?? '', has_password: row.smtpPasswordSealed !== null }
        : null,
    spf: row.spf && row.spfCheckedAt ? { ...row.spf, checked_at: row.spfCheckedAt.toISOString() } : null,
    version: row.version,
  };
}

/** The sender in effect at a level: the nearest default found, else the server's MAIL_FROM. */
export function effectiveEntity(found: { row: SenderRow; level: NotyLevel } | null, config: Pick<Config, 'mailFrom'>): EffectiveSender {
  if (found) return { id: found.row.id, source: found.level, name: found.row.name, from_email: found.row.fromEmail, from_name: found.row.fromName };
  const { name, email } = mailFromParts(config.mailFrom);
  return { id: null, source: 'environment', name: name || email, from_email: email, from_name: name };
}
