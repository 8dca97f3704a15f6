// The judges' devices as they report themselves: what version of the app they run and what each
// still holds unsent per session, so the organisers see who has scores waiting on a tablet.
import { and, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { JudgeDeviceReport } from '../../../contract/judging.ts';
import type { Db } from '../../db/db.ts';
import { judgeDevices, judgingSessions, sessionJudges } from '../../db/schema/judging.ts';

type ReportInput = z.output<typeof JudgeDeviceReport.input>;

/** A judge's device as stored. */
export type DeviceRow = typeof judgeDevices.$inferSelect;

/** The devices kept per operator: the ones heard from last; an older one goes when a new one reports. */
export const MAX_DEVICES_PER_JUDGE = 20;

// Of the sessions a report names, those the operator sits on (drafts aside), with where each belongs.
async function judgedSessions(db: Db, operatorId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { company: string; project: string; form: string }>();
  const rows = await db
    .select({ id: judgingSessions.id, company: judgingSessions.companyId, project: judgingSessions.projectId, form: judgingSessions.formId })
    .from(sessionJudges)
    .innerJoin(judgingSessions, eq(judgingSessions.id, sessionJudges.sessionId))
    .where(and(eq(sessionJudges.operatorId, operatorId), inArray(sessionJudges.sessionId, ids), ne(judgingSessions.status, 'draft')));
  return new Map(rows.map(({ id, ...where }) => [id, where]));
}

/**
 * Stores a device's report in place of its last one: its version and name, the time the server
 * got it, and the counts waiting for each session named that the operator judges, under the
 * company, project and form it belongs to. Any other session is left out without a word, so a
 * report can never write into a session its sender does not judge. Past MAX_DEVICES_PER_JUDGE
 * devices, the operator's devices heard from longest ago are forgotten.
 */
export async function reportDevice(db: Db, operatorId: string, input: ReportInput, now: Date): Promise<void> {
  const judged = await judgedSessions(db, operatorId, [...new Set(input.pending.map((entry) => entry.session))]);
  const pending: Record<string, number> = {};
  for (const entry of input.pending) {
    const where = judged.get(entry.session);
    if (where && where.company === entry.company && where.project === entry.project && where.form === entry.form) pending[entry.session] = entry.count;
  }
  const values = { appVersion: input.app_version, label: input.label || null, pending, lastSyncAt: now };
  await db
    .insert(judgeDevices)
    .values({ operatorId, device: input.device, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [judgeDevices.operatorId, judgeDevices.device], set: values });
  const kept = db
    .select({ device: judgeDevices.device })
    .from(judgeDevices)
    .where(eq(judgeDevices.operatorId, operatorId))
    .orderBy(desc(judgeDevices.lastSyncAt), desc(judgeDevices.device))
    .limit(MAX_DEVICES_PER_JUDGE);
  await db.delete(judgeDevices).where(and(eq(judgeDevices.operatorId, operatorId), notInArray(judgeDevices.device, kept)));
}

/** The devices of some operators, by operator, last heard from first. */
export async function devicesOf(db: Db, operatorIds: string[]): Promise<Map<string, DeviceRow[]>> {
  const byOperator = new Map<string, DeviceRow[]>();
  if (operatorIds.length === 0) return byOperator;
  const rows = await db
    .select()
    .from(judgeDevices)
    .where(inArray(judgeDevices.operatorId, operatorIds))
    .orderBy(desc(judgeDevices.lastSyncAt), desc(judgeDevices.device));
  for (const row of rows) {
    const own = byOperator.get(row.operatorId);
    if (own) own.push(row);
    else byOperator.set(row.operatorId, [row]);
  }
  return byOperator;
}
