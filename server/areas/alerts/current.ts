// The alerts one operator sees now, their acknowledgement, and the public pages' announcements.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { CurrentAlert, SystemAlertItem } from '../../../contract/alerts.ts';
import { ALERT_LIMITS } from '../../../contract/alerts.ts';
import { inWindow, SEVERITY_ORDER } from '../../alerts/public-announcements.ts';
import { openAlerts } from '../../alerts/system-alerts.ts';
import type { Grantee } from '../../auth/grants.ts';
import type { Db } from '../../db/db.ts';
import { announcementReceipts, announcements } from '../../db/schema/alerts.ts';
import { systemAlerts } from '../../db/schema/notifications.ts';
import { AppError } from '../../errors.ts';
import { meantFor } from './audience.ts';
import { currentAnnouncement, currentSystemAlert, systemAlertItem, type AnnouncementRow } from './presenter.ts';


async function activeAnnouncements(db: Db, now: Date): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).where(inWindow(now)).orderBy(desc(announcements.startsAt));
}

/** The system alerts still open, in every language, the latest first. */
export async function openSystemAlerts(db: Db): Promise<SystemAlertItem[]> {
  return (await openAlerts(db))
    .reverse()
    .map(systemAlertItem)
    .filter((item) => item !== null);
}

/** The open system alerts and those cleared lately, the latest first. */
export async function systemAlertLists(db: Db, now: Date): Promise<{ open: SystemAlertItem[]; cleared: SystemAlertItem[] }> {
  const since = new Date(now.getTime() - ALERT_LIMITS.clearedDays * 24 * 3600 * 1000);
  const cleared = await db.select().from(systemAlerts).where(gt(systemAlerts.clearedAt, since)).orderBy(desc(systemAlerts.clearedAt)).limit(200);
  return { open: await openSystemAlerts(db), cleared: cleared.map(systemAlertItem).filter((item) => item !== null) };
}

/**
 * The announcements in their window meant for this operator, each with whether they acknowledged
 * (or dismissed) it, the loudest first; installation admins also get the open system alerts.
 */
export async function currentAlerts(db: Db, operatorId: string, who: Grantee, now: Date): Promise<CurrentAlert[]> {
  const mine = (await activeAnnouncements(db, now)).filter((row) => meantFor(row.audience, who));
  const receipts = await db
    .select({ id: announcementReceipts.announcementId })
    .from(announcementReceipts)
    .where(eq(announcementReceipts.operatorId, operatorId));
  const acknowledged = new Set(receipts.map((row) => row.id));
  const items = mine.map((row) => currentAnnouncement(row, acknowledged.has(row.id)));
  if (who.operator.installationAdmin) items.push(...(await openSystemAlerts(db)).map(currentSystemAlert));
  return items.sort((x, y) => SEVERITY_ORDER[x.severity] - SEVERITY_ORDER[y.severity]);
}

/**
 * The operator's acknowledgement (or dismissal) of an announcement meant for them, in its window;
 * any other is not found. A second acknowledgement keeps the first one's time.
 */
export async function acknowledge(db: Db, id: string, operatorId: string, who: Grantee, now: Date): Promise<Date> {
  const [row] = await db.select().from(announcements).where(and(eq(announcements.id, id), inWindow(now))).limit(1);
  if (!row || !meantFor(row.audience, who)) throw new AppError('not_found');
  await db.insert(announcementReceipts).values({ announcementId: id, operatorId, acknowledgedAt: now }).onConflictDoNothing();
  const [receipt] = await db
    .select({ at: announcementReceipts.acknowledgedAt })
    .from(announcementReceipts)
    .where(and(eq(announcementReceipts.announcementId, id), eq(announcementReceipts.operatorId, operatorId)));
  return receipt!.at;
}

