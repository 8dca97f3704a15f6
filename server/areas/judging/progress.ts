import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionJudgeSchema } from '../../../contract/judging.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { scores, sessionAssignments } from '../../db/schema/judging.ts';
import { devicesOf } from './devices.ts';
import { judgesOf, type SessionRow } from './store.ts';

type SessionJudge = z.input<typeof SessionJudgeSchema>;

interface ScoreCounts {
  judge: string;
  scored: number;
  abstained: number;
  conflicts: number;
  last: string | Date | null;
}

// Per judge: scores with values and abstentions on the submissions they hold now (so that both
// stay within `assigned`), every conflict they declared, and the moment of their latest score.
async function scoreCounts(db: Db, sessionId: string): Promise<Map<string, ScoreCounts>> {
  const result = await sqlRows<ScoreCounts>(db, sql`
    SELECT sc.judge_id AS judge,
      count(*) FILTER (WHERE a.judge_id IS NOT NULL AND NOT sc.conflict AND NOT sc.abstain)::int AS scored,
      count(*) FILTER (WHERE a.judge_id IS NOT NULL AND NOT sc.conflict AND sc.abstain)::int AS abstained,
      count(*) FILTER (WHERE sc.conflict)::int AS conflicts,
      max(sc.changed_at) AS last
    FROM ${scores} sc
    LEFT JOIN ${sessionAssignments} a ON a.session_id = sc.session_id AND a.submission_id = sc.submission_id AND a.judge_id = sc.judge_id
    WHERE sc.session_id = ${sessionId}
    GROUP BY sc.judge_id`);
  return new Map(result.map((row) => [row.judge, row]));
}

async function assignedCounts(db: Db, sessionId: string): Promise<Map<string, number>> {
  const result = await sqlRows<{ judge: string; assigned: number }>(db, sql`
    SELECT judge_id AS judge, count(*)::int AS assigned FROM ${sessionAssignments}
    WHERE session_id = ${sessionId} GROUP BY judge_id`);
  return new Map(result.map((row) => [row.judge, Number(row.assigned)]));
}

/**
 * Each judge of the session's panel, by name, with how far they are (submissions held, scored,
 * abstained on, conflicts declared, their latest score) and their devices whose last report named
 * this session, with what each still holds unsent for it.
 */
export async function judgesProgress(db: Db, row: SessionRow): Promise<SessionJudge[]> {
  const panel = (await judgesOf(db, [row.id])).get(row.id) ?? [];
  const [assigned, counted, devices] = await Promise.all([assignedCounts(db, row.id), scoreCounts(db, row.id), devicesOf(db, panel.map((judge) => judge.id))]);
  return panel.map((judge) => {
    const own = counted.get(judge.id);
    return {
      judge,
      assigned: assigned.get(judge.id) ?? 0,
      scored: Number(own?.scored ?? 0),
      abstained: Number(own?.abstained ?? 0),
      conflicts: Number(own?.conflicts ?? 0),
      last_scored_at: own?.last ? new Date(own.last).toISOString() : null,
      devices: (devices.get(judge.id) ?? [])
        .filter((device) => Object.hasOwn(device.pending, row.id))
        .map((device) => ({
          device: device.device,
          label: device.label,
          app_version: device.appVersion,
          last_sync_at: device.lastSyncAt.toISOString(),
          pending: device.pending[row.id] ?? 0,
        })),
    };
  });
}
