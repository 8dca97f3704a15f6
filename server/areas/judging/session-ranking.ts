import { eq, sql } from 'drizzle-orm';
import { sqlRows, type Db } from '../../db/db.ts';
import { scores } from '../../db/schema/judging.ts';
import { rankSubmissions } from './ranking.ts';
import type { SessionRow } from './store.ts';

/** The ranking of a session: its assigned submissions, each with its number in the form, ranked from the scores counted. */
export async function sessionRanking(db: Db, row: SessionRow) {
  const numbered = await sqlRows<{ id: string; number: number }>(db, sql`
    SELECT n.id, n.number FROM (
      SELECT s.id, row_number() OVER (ORDER BY s.submitted_at, s.id)::int AS number
      FROM submissions s WHERE s.form_id = ${row.formId} AND s.submitted_at IS NOT NULL
    ) n WHERE n.id IN (SELECT submission_id FROM session_assignments WHERE session_id = ${row.id})
      OR n.id IN (SELECT submission_id FROM scores WHERE session_id = ${row.id})
    ORDER BY n.number`);
  const numbers = new Map(numbered.map((entry) => [entry.id, Number(entry.number)]));
  const given = await db.select().from(scores).where(eq(scores.sessionId, row.id));
  const lines = rankSubmissions(
    [...numbers.keys()],
    row.criteria.map((criterion) => ({ key: criterion.key, weight: criterion.weight, counted: criterion.counted })),
    given.map((score) => ({ judge: score.judgeId, submission: score.submissionId, values: score.values, abstain: score.abstain, conflict: score.conflict })),
  );
  return lines.map((line) => ({ ...line, number: numbers.get(line.submission) ?? 0 }));
}
