// The admins' announcements: list, save with its version, delete, and who acknowledged each.
import crypto from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Announcement, AlertSave } from '../../../contract/alerts.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { announcementReceipts, announcements } from '../../db/schema/alerts.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { richTextMediaIds } from '../../rich-text/render.ts';
import { checkAudience, normalAudience } from './audience.ts';
import { announcementEntity, type AnnouncementRow } from './presenter.ts';

type SaveInput = z.output<typeof AlertSave.input>;

async function receiptCount(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(announcementReceipts).where(eq(announcementReceipts.announcementId, id));
  return row?.n ?? 0;
}

/** An announcement by id, or 404. */
export async function getAnnouncement(db: Db, id: string): Promise<AnnouncementRow> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** An announcement as the screen reads it, with its count of receipts. */
export async function announcementOf(db: Db, row: AnnouncementRow): Promise<Announcement> {
  return announcementEntity(row, await receiptCount(db, row.id));
}

/** Every announcement, the latest start first, with its count of receipts. */
export async function listAnnouncements(db: Db): Promise<Announcement[]> {
  const rows = await db.select().from(announcements).orderBy(desc(announcements.startsAt), desc(announcements.createdAt));
  const counts = await db
    .select({ id: announcementReceipts.announcementId, n: count() })
    .from(announcementReceipts)
    .groupBy(announcementReceipts.announcementId);
  const byId = new Map(counts.map((row) => [row.id, row.n]));
  return rows.map((row) => announcementEntity(row, byId.get(row.id) ?? 0));
}

/** Creates or changes an announcement: its window must end after it starts, its audience name what exists; a stale version is refused with 409. */
export async function saveAnnouncement(db: Db, input: SaveInput, operatorId: string, now: Date): Promise<AnnouncementRow> {
  const existing = input.id ? await getAnnouncement(db, input.id) : undefined;
  if (existing) {
    const current = await announcementOf(db, existing);
    checkVersion(existing, input.version, () => current);
  }
  const startsAt = new Date(input.starts_at);
  const endsAt = input.ends_at === null ? null : new Date(input.ends_at);
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw fieldError({ ends_at: { code: 'alert_window' } }, 'alert_window');
  // Announcements carry no files of their own: an image would name someone else's.
  for (const [lang, doc] of Object.entries(input.body ?? {})) {
    if (doc && richTextMediaIds(doc).length > 0) throw fieldError({ [`body.${lang}`]: { rule: 'invalid' } });
  }
  const audience = normalAudience(input.audience);
  await checkAudience(db, audience);
  const title = Object.fromEntries(Object.entries(input.title).filter(([, text]) => (text ?? '').trim() !== '').map(([lang, text]) => [lang, text!.trim()]));
  const fields = {
    title,
    body: input.body && Object.keys(input.body).length > 0 ? input.body : null,
    severity: input.severity,
    audience,
    startsAt,
    endsAt,
    ackRequired: input.ack_required,
    updatedAt: now,
  };
  const [row] = existing
    ? await db
        .update(announcements)
        .set({ ...fields, version: existing.version + 1 })
        .where(and(eq(announcements.id, existing.id), eq(announcements.version, existing.version)))
        .returning()
    : await db
        .insert(announcements)
        .values({ ...fields, id: crypto.randomUUID(), createdBy: operatorId, createdAt: now })
        .returning();
  // Another change landed between the read and the write.
  if (!row) throw new AppError('conflict', { extra: { current: await announcementOf(db, await getAnnouncement(db, input.id!)) } });
  return row;
}

/** Deletes an announcement and its receipts; a stale version is refused with 409. */
export async function deleteAnnouncement(db: Db, id: string, version: number | undefined): Promise<AnnouncementRow> {
  const existing = await getAnnouncement(db, id);
  const current = await announcementOf(db, existing);
  checkVersion(existing, version, () => current);
  await db.delete(announcements).where(eq(announcements.id, id));
  return existing;
}

/** Who acknowledged (or dismissed) an announcement and when, the latest first. */
export async function announcementReceiptsOf(db: Db, id: string) {
  await getAnnouncement(db, id);
  const rows = await db
    .select({ operator: operators.id, email: operators.email, name: operators.firstName, at: announcementReceipts.acknowledgedAt })
    .from(announcementReceipts)
    .innerJoin(operators, eq(operators.id, announcementReceipts.operatorId))
    .where(eq(announcementReceipts.announcementId, id))
    .orderBy(desc(announcementReceipts.acknowledgedAt), operators.email);
  return rows.map((row) => ({ operator: row.operator, email: row.email, name: row.name, acknowledged_at: row.at.toISOString() }));
}
