// The server's periodic look at itself: each check raises the alert of an incident it finds and
// clears the open ones it no longer finds, so one incident is one alert however often it runs.
import fs from 'node:fs/promises';
import { and, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../deps.ts';
import { operators } from '../db/schema/accounting.ts';
import { jobs } from '../db/schema/jobs.ts';
import { judgeDevices } from '../db/schema/judging.ts';
import { mailQueue } from '../db/schema/mail.ts';
import { clearAlert, openSubjects, raiseAlert, type AlertDraft, type AlertKind } from './system-alerts.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** How often the server runs its checks. */
export const SYSTEM_CHECK_EVERY_MS = 5 * MINUTE;

/** Mails failed in the last hour plus mails waiting for a retry that make an incident. */
export const MAIL_FAILURES = 3;

/** Failed attempts of one kind of job within a day that make an incident. */
export const JOB_FAILURES = 3;

/** How long a device's scores may wait unsent before the organisers' admins hear of it. */
export const DEVICE_WAIT_MS = 2 * HOUR;

/** The incidents one check finds now, by subject. */
type Found = Map<string, AlertDraft>;

// Raises what is found and clears the kind's open incidents that are not.
async function settle(db: Db, kind: AlertKind, found: Found, now: Date): Promise<void> {
  for (const alert of found.values()) await raiseAlert(db, alert, now);
  for (const subject of await openSubjects(db, kind)) {
    if (!found.has(subject)) await clearAlert(db, kind, subject, now);
  }
}

/** Mails failing: given up on in the last hour, or sent back to the queue after a failed try. */
export async function findMailFailures(db: Db, now: Date): Promise<Found> {
  const since = new Date(now.getTime() - HOUR);
  const [row] = await db
    .select({
      failed: sql<number>`count(*) FILTER (WHERE ${mailQueue.state} = 'failed')`.mapWith(Number),
      retrying: sql<number>`count(*) FILTER (WHERE ${mailQueue.state} = 'queued')`.mapWith(Number),
      answer: sql<string | null>`(array_agg(${mailQueue.lastAnswer} ORDER BY ${mailQueue.updatedAt} DESC))[1]`,
    })
    .from(mailQueue)
    .where(
      or(
        and(eq(mailQueue.state, 'failed'), gte(mailQueue.updatedAt, since)),
        and(eq(mailQueue.state, 'queued'), gte(mailQueue.attempts, 1)),
      ),
    );
  const found: Found = new Map();
  const failed = row?.failed ?? 0;
  const retrying = row?.retrying ?? 0;
  if (failed + retrying >= MAIL_FAILURES) {
    found.set('queue', { kind: 'mail_failing', subject: 'queue', details: { failed, retrying, answer: row?.answer ?? '' } });
  }
  return found;
}

/**
 * Jobs failing again and again: per kind, the failed attempts of the last day (a job given up on
 * counts each of its attempts, one retried or finished after a failure each attempt but its last),
 * unless the kind's latest job since ended well.
 */
export async function findJobFailures(db: Db, now: Date): Promise<Found> {
  const since = new Date(now.getTime() - 24 * HOUR);
  const rows = await db
    .select({ kind: jobs.kind, state: jobs.state, attempts: jobs.attempts, error: jobs.error, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(gte(jobs.updatedAt, since), or(isNotNull(jobs.error), inArray(jobs.state, ['failed', 'done']))))
    .orderBy(jobs.updatedAt);
  const byKind = new Map<string, { failures: number; error: string; endedWell: boolean }>();
  for (const job of rows) {
    const kind = byKind.get(job.kind) ?? { failures: 0, error: '', endedWell: false };
    const failures = job.state === 'failed' || (job.state === 'queued' && job.error) ? job.attempts : job.error ? Math.max(job.attempts - 1, 0) : 0;
    kind.failures += failures;
    if (failures > 0) kind.error = job.error ?? kind.error;
    if (job.state === 'done') kind.endedWell = failures === 0;
    else if (failures > 0) kind.endedWell = false;
    byKind.set(job.kind, kind);
  }
  const found: Found = new Map();
  for (const [kind, { failures, error, endedWell }] of byKind) {
    if (failures >= JOB_FAILURES && !endedWell) found.set(kind, { kind: 'job_failing', subject: kind, details: { job: kind, failures, error } });
  }
  return found;
}

/** The free space of the data directory's disk under the threshold, in per cent. */
export async function findDiskLow(dataDir: string, thresholdPercent: number, statfs: typeof fs.statfs = fs.statfs): Promise<Found | null> {
  let stats;
  try {
    stats = await statfs(dataDir);
  } catch {
    // A directory not made yet (the database elsewhere) has no disk to tell of.
    return null;
  }
  const found: Found = new Map();
  const total = Number(stats.blocks) * Number(stats.bsize);
  if (total <= 0) return found;
  const free = Number(stats.bavail) * Number(stats.bsize);
  const percent = (free / total) * 100;
  if (percent < thresholdPercent) {
    found.set('data_dir', {
      kind: 'disk_low',
      subject: 'data_dir',
      details: { free_mb: Math.floor(free / (1024 * 1024)), free_percent: Math.round(percent * 10) / 10, threshold: thresholdPercent },
    });
  }
  return found;
}

/** Judges' devices whose last report, more than two hours ago, still held scores unsent. */
export async function findWaitingDevices(db: Db, now: Date): Promise<Found> {
  const rows = await db
    .select({ operatorId: judgeDevices.operatorId, device: judgeDevices.device, label: judgeDevices.label, pending: judgeDevices.pending, lastSyncAt: judgeDevices.lastSyncAt, email: operators.email })
    .from(judgeDevices)
    .innerJoin(operators, eq(operators.id, judgeDevices.operatorId))
    .where(lt(judgeDevices.lastSyncAt, new Date(now.getTime() - DEVICE_WAIT_MS)));
  const found: Found = new Map();
  for (const row of rows) {
    const count = Object.values(row.pending).reduce((sum, value) => sum + value, 0);
    if (count <= 0) continue;
    const subject = `${row.operatorId}:${row.device}`;
    found.set(subject, {
      kind: 'judge_device_waiting',
      subject,
      details: { judge: row.email, device: row.label ?? row.device, count, since: row.lastSyncAt.toISOString() },
    });
  }
  return found;
}

/** Runs every check once: raises the incidents found, clears the ones over. */
export async function checkSystem(deps: Pick<AppDeps, 'config'> & { database: { db: Db } }, now: Date): Promise<void> {
  const { db } = deps.database;
  await settle(db, 'mail_failing', await findMailFailures(db, now), now);
  await settle(db, 'job_failing', await findJobFailures(db, now), now);
  await settle(db, 'judge_device_waiting', await findWaitingDevices(db, now), now);
  const disk = await findDiskLow(deps.config.dataDir, deps.config.diskLowPercent);
  if (disk) await settle(db, 'disk_low', disk, now);
}
