import type { Announcement, CurrentAlert, SystemAlertItem } from '../../../contract/alerts.ts';
import { SYSTEM_ALERT_KINDS, type SystemAlertKind } from '../../../contract/alerts.ts';
import { alertSeverity, alertWords } from '../../alerts/words.ts';
import type { SystemAlert } from '../../alerts/system-alerts.ts';
import type { announcements } from '../../db/schema/alerts.ts';
import { escapeText } from '../../rich-text/html.ts';
import { renderedBody } from '../../alerts/public-announcements.ts';

/** An announcement as stored. */
export type AnnouncementRow = typeof announcements.$inferSelect;

/** An announcement as the admins' screen reads it. */
export function announcementEntity(row: AnnouncementRow, receipts: number): Announcement {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    body: row.body,
    severity: row.severity,
    // Checked against the contract's roles when saved.
    audience: row.audience as Announcement['audience'],
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    ack_required: row.ackRequired,
    receipts,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}


/** An announcement as a banner shows it to one operator. */
export function currentAnnouncement(row: AnnouncementRow, acknowledged: boolean): CurrentAlert {
  return {
    id: row.id,
    system: false,
    title: row.title,
    body: renderedBody(row.body),
    severity: row.severity,
    ack_required: row.ackRequired,
    acknowledged,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

const kindOf = (kind: string): SystemAlertKind | null => ((SYSTEM_ALERT_KINDS as readonly string[]).includes(kind) ? (kind as SystemAlertKind) : null);

/** A system alert in every language; null for a kind this version no longer knows. */
export function systemAlertItem(row: SystemAlert): SystemAlertItem | null {
  const kind = kindOf(row.kind);
  if (!kind) return null;
  const { title, text } = alertWords(kind, row.details);
  return {
    id: row.id,
    kind,
    subject: row.subject,
    severity: alertSeverity(kind),
    title,
    text,
    raised_at: row.raisedAt.toISOString(),
    cleared_at: row.clearedAt?.toISOString() ?? null,
  };
}

/** An open system alert as an installation admin's banner shows it. */
export function currentSystemAlert(item: SystemAlertItem): CurrentAlert {
  return {
    id: item.id,
    system: true,
    title: item.title,
    body: Object.fromEntries(Object.entries(item.text).map(([lang, text]) => [lang, `<p>${escapeText(text)}</p>`])),
    severity: item.severity,
    ack_required: false,
    acknowledged: false,
    starts_at: item.raised_at,
    ends_at: null,
  };
}
