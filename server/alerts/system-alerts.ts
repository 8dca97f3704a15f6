// Problems the server finds on its own, for the installation's admins: one open row per incident,
// raised once while it lasts and cleared when it ends.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { SystemAlertKind } from '../../contract/alerts.ts';
import type { Db } from '../db/db.ts';
import { systemAlerts } from '../db/schema/notifications.ts';

/**
 * What raises alerts: mails failing in the queue, jobs of a kind failing again and again, a sender
 * whose domain stopped authorising the mail relay, a campaign paused by its failures, the data
 * directory's disk nearly full, a judge's device holding scores unsent for hours.
 */
export type AlertKind = SystemAlertKind;

/** One incident: what it is about (a sender's id) and what the admins need to act on it. */
export interface AlertDraft {
  kind: AlertKind;
  subject: string;
  details?: Record<string, unknown>;
}

/** A stored alert. */
export type SystemAlert = typeof systemAlerts.$inferSelect;

/** Raises an alert unless the same incident is open already; answers whether this call raised it. */
export async function raiseAlert(db: Db, alert: AlertDraft, now: Date = new Date()): Promise<boolean> {
  const raised = await db
    .insert(systemAlerts)
    .values({ id: crypto.randomUUID(), kind: alert.kind, subject: alert.subject, details: alert.details ?? {}, raisedAt: now })
    .onConflictDoNothing()
    .returning({ id: systemAlerts.id });
  return raised.length > 0;
}

/** Ends the open incident of a kind about a subject, if there is one; answers whether one was open. */
export async function clearAlert(db: Db, kind: AlertKind, subject: string, now: Date = new Date()): Promise<boolean> {
  const cleared = await db
    .update(systemAlerts)
    .set({ clearedAt: now })
    .where(and(eq(systemAlerts.kind, kind), eq(systemAlerts.subject, subject), isNull(systemAlerts.clearedAt)))
    .returning({ id: systemAlerts.id });
  return cleared.length > 0;
}

/** The subjects of a kind's open incidents. */
export async function openSubjects(db: Db, kind: AlertKind): Promise<Set<string>> {
  const rows = await db.select({ subject: systemAlerts.subject }).from(systemAlerts).where(and(eq(systemAlerts.kind, kind), isNull(systemAlerts.clearedAt)));
  return new Set(rows.map((row) => row.subject));
}

/** The open alerts, oldest first. */
export async function openAlerts(db: Db): Promise<SystemAlert[]> {
  return db.select().from(systemAlerts).where(isNull(systemAlerts.clearedAt)).orderBy(systemAlerts.raisedAt);
}
