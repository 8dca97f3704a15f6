import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ResultsFiltersSchema, type ResultsFilters } from '../../../contract/results.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { grants } from '../../db/schema/operators.ts';
import { judgingSessions, sessionAssignments, sessionJudges } from '../../db/schema/judging.ts';
import { savedFilters, submissions } from '../../db/schema/submissions.ts';
import { resultsCondition } from '../../filters/results-filters.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Assignment } from './assignment.ts';
import type { FormScope } from '../../../contract/fields.ts';

/** A judging session as stored. */
export type SessionRow = typeof judgingSessions.$inferSelect;

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

/** A saved filter of a form's results, as stored. */
export type SavedFilterRow = typeof savedFilters.$inferSelect;

/** A saved filter of the form by its id (another form's is none of its own), or null. */
export async function savedFilterOf(db: Db, formId: string, id: string): Promise<SavedFilterRow | null> {
  const [row] = await db
    .select()
    .from(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.formId, formId)))
    .limit(1);
  return row ?? null;
}

/** The refusal of a scope naming a saved filter the session may not take, on the `scope` field. */
export const filterNotFound = () => fieldError({ scope: { code: 'filter_not_found' } });

// The filters a saved filter holds now; one gone (or unreadable) is refused on the scope.
async function currentFilters(db: Db, formId: string, id: string): Promise<ResultsFilters> {
  const row = await savedFilterOf(db, formId, id);
  const parsed = row ? ResultsFiltersSchema.safeParse(row.filters) : null;
  if (!parsed?.success) throw filterNotFound();
  return parsed.data;
}

/**
 * The sent submissions a session's scope takes, in the order they were sent: every one but the
 * withdrawn, those in the statuses named, or those the saved filter selects as the results
 * list does (the same where-clause, its days in the scope's time zone), drafts left out.
 */
export async function submissionsInScope(db: Db, row: Pick<SessionRow, 'companyId' | 'projectId' | 'formId' | 'scope'>): Promise<string[]> {
  const scope = row.scope;
  if (scope.kind === 'filter') {
    const filters = await currentFilters(db, row.formId, scope.filter);
    const where = await resultsCondition(db, { company: row.companyId, project: row.projectId, form: row.formId }, filters, scope.tz);
    const found = await db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(where, isNotNull(submissions.submittedAt), ne(submissions.status, 'draft')))
      .orderBy(asc(submissions.submittedAt), asc(submissions.id));
    return found.map((entry) => entry.id);
  }
  const statuses = scope.kind === 'status' ? scope.statuses : null;
  const result = await sqlRows<{ id: string }>(db, sql`
    SELECT id FROM submissions
    WHERE form_id = ${row.formId} AND submitted_at IS NOT NULL AND status <> 'draft'
      ${statuses ? sql`AND status IN (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)})` : sql`AND status <> 'withdrawn'`}
    ORDER BY submitted_at, id`);
  return result.map((entry) => entry.id);
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
