import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema/accounting.ts';
import { grants } from '../../db/schema/operators.ts';
import { judgingSessions, sessionAssignments, sessionJudges, type StoredSessionScope } from '../../db/schema/judging.ts';
import { AppError } from '../../http/errors.ts';
import type { Assignment } from './assignment.ts';

/** A judging session as stored. */
export type SessionRow = typeof judgingSessions.$inferSelect;

/** The records a session sits under. */
export interface FormScope {
  company: string;
  project: string;
  form: string;
}

/** A session of the form, or 404. */
export async function getSessionRow(db: Db, scope: FormScope, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(judgingSessions)
    .where(and(eq(judgingSessions.id, id), eq(judgingSessions.formId, scope.form), eq(judgingSessions.projectId, scope.project)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The judges of sessions, by session, with their names. */
export async function judgesOf(db: Db, sessionIds: string[]): Promise<Map<string, Array<{ id: string; name: string; email: string }>>> {
  const byId = new Map<string, Array<{ id: string; name: string; email: string }>>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return byId;
  const rows = await db
    .select({ session: sessionJudges.sessionId, id: operators.id, name: operators.firstName, email: operators.email })
    .from(sessionJudges)
    .innerJoin(operators, eq(operators.id, sessionJudges.operatorId))
    .where(inArray(sessionJudges.sessionId, sessionIds))
    .orderBy(operators.firstName, operators.email);
  for (const row of rows) byId.get(row.session)!.push({ id: row.id, name: row.name || row.email, email: row.email });
  return byId;
}

/** Of the operators named, those who may judge the project: a judge grant on it, or on every project of its company. */
export async function projectJudges(db: Db, scope: FormScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: grants.operatorId })
    .from(grants)
    .where(
      and(
        inArray(grants.operatorId, ids),
        eq(grants.companyId, scope.company),
        eq(grants.role, 'judge'),
        sql`(${grants.projectId} IS NULL OR ${grants.projectId} = ${scope.project})`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The sent submissions a session's scope takes, in the order they were sent. */
export async function submissionsInScope(db: Db, formId: string, scope: StoredSessionScope): Promise<string[]> {
  const statuses = scope.kind === 'status' ? scope.statuses : null;
  const result = (await db.execute(sql`
    SELECT id FROM submissions
    WHERE form_id = ${formId} AND submitted_at IS NOT NULL AND status <> 'draft'
      ${statuses ? sql`AND status IN (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)})` : sql`AND status <> 'withdrawn'`}
    ORDER BY submitted_at, id`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

/** A session's assignment as stored. */
export async function storedAssignment(db: Db, sessionId: string): Promise<Assignment> {
  const rows = await db.select().from(sessionAssignments).where(eq(sessionAssignments.sessionId, sessionId));
  const assignment: Assignment = new Map();
  for (const row of rows) assignment.set(row.submissionId, [...(assignment.get(row.submissionId) ?? []), row.judgeId]);
  return assignment;
}

/** Replaces a session's stored assignment. */
export async function storeAssignment(db: Db, sessionId: string, assignment: Assignment): Promise<void> {
  await db.delete(sessionAssignments).where(eq(sessionAssignments.sessionId, sessionId));
  const rows = [...assignment].flatMap(([submissionId, judges]) => judges.map((judgeId) => ({ sessionId, submissionId, judgeId })));
  for (let at = 0; at < rows.length; at += 500) await db.insert(sessionAssignments).values(rows.slice(at, at + 500));
}
