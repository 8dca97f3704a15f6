import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionSave, SessionSchema } from '../../../contract/judging.ts';
import type { Db } from '../../db/db.ts';
import { judgingSessions, scores, sessionJudges } from '../../db/schema/judging.ts';
import { fieldError, type FieldProblem } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { assign, type AssignmentMode } from './assignment.ts';
import { filterNotFound, getSessionRow, judgesOf, projectJudges, savedFilterOf, storeAssignment, storedAssignment, submissionsInScope, type SessionRow } from './store.ts';
import type { FormScope } from '../../../contract/fields.ts';

type SaveInput = z.output<typeof SessionSave.input>;
type SessionEntity = z.input<typeof SessionSchema>;

/** The assignment mode a session row stores. */
export function modeOf(row: Pick<SessionRow, 'assignmentMode' | 'perSubmission'>): AssignmentMode {
  return row.assignmentMode === 'per_submission' ? { mode: 'per_submission', perSubmission: row.perSubmission ?? 1 } : { mode: 'all' };
}

/** A session as its organisers read it: its judges by name, and how many submissions it has and lack judges. */
export async function sessionEntity(db: Db, row: SessionRow): Promise<SessionEntity> {
  const [judges, assignment] = await Promise.all([judgesOf(db, [row.id]), storedAssignment(db, row.id)]);
  const mode = modeOf(row);
  const wanted = mode.mode === 'per_submission' ? mode.perSubmission : 0;
  return {
    id: row.id,
    company_id: row.companyId,
    project_id: row.projectId,
    form_id: row.formId,
    version: row.version,
    name: row.name,
    criteria: row.criteria,
    judges: judges.get(row.id) ?? [],
    assignment: mode.mode === 'all' ? { mode: 'all' } : { mode: 'per_submission', per_submission: mode.perSubmission },
    blind: row.blind,
    others_scores: row.othersScores,
    status: row.status,
    scope: row.scope as SessionEntity['scope'],
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    submissions: assignment.size,
    short: [...assignment.values()].filter((held) => held.length < wanted).length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The sessions of a form, newest first. */
export async function listSessions(db: Db, scope: FormScope): Promise<SessionEntity[]> {
  const rows = await db
    .select()
    .from(judgingSessions)
    .where(and(eq(judgingSessions.formId, scope.form), eq(judgingSessions.projectId, scope.project)))
    .orderBy(desc(judgingSessions.createdAt), desc(judgingSessions.id));
  return Promise.all(rows.map((row) => sessionEntity(db, row)));
}

// Every judge named must judge the project: each other one is named on its place.
async function checkJudges(db: Db, scope: FormScope, judges: string[]): Promise<void> {
  const allowed = await projectJudges(db, scope, judges);
  const problems: Record<string, FieldProblem> = {};
  judges.forEach((judge, index) => {
    if (!allowed.has(judge)) problems[`judges.${index}`] = { rule: 'invalid' };
  });
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}

/**
 * A scope by a saved filter names one of the form's that the caller may use (their own or a
 * shared one), or the one the session already takes, whoever saved it: another organiser saving
 * the session again is not stopped by a filter they cannot list. Anything else is refused on `scope`.
 */
async function checkScope(db: Db, scope: FormScope, input: SaveInput['scope'], stored: SessionRow | null, callerId: string | null): Promise<void> {
  if (input.kind !== 'filter') return;
  const row = await savedFilterOf(db, scope.form, input.filter);
  const kept = stored?.scope.kind === 'filter' && stored.scope.filter === input.filter;
  if (!row || !(kept || row.shared || row.ownerId === callerId)) throw filterNotFound();
}

/**
 * Creates or saves a session of the form, then makes its assignment again: the submissions its
 * scope takes now, spread by its mode over its judges, what each judge already holds kept (a judge
 * taken off the panel gives theirs up) and the conflicts judges declared left out. `callerId` is
 * whoever saves it, for the saved filters they may name.
 */
export async function saveSession(db: Db, scope: FormScope, input: SaveInput, now: Date, callerId: string | null = null): Promise<SessionRow> {
  const judges = [...new Set(input.judges)];
  await checkJudges(db, scope, judges);
  const stored = input.id ? await getSessionRow(db, scope, input.id) : null;
  if (stored) checkVersion(stored, input.version, () => null);
  await checkScope(db, scope, input.scope, stored, callerId);
  const values = {
    name: input.name,
    criteria: input.criteria,
    assignmentMode: input.assignment.mode,
    perSubmission: input.assignment.mode === 'per_submission' ? input.assignment.per_submission : null,
    blind: input.blind,
    othersScores: input.others_scores,
    scope: input.scope,
    status: input.status,
    opensAt: input.opens_at ? new Date(input.opens_at) : null,
    closesAt: input.closes_at ? new Date(input.closes_at) : null,
    updatedAt: now,
  };
  let row: SessionRow;
  if (stored) {
    [row] = (await db
      .update(judgingSessions)
      .set({ ...values, version: stored.version + 1 })
      .where(eq(judgingSessions.id, stored.id))
      .returning()) as [SessionRow];
  } else {
    [row] = (await db
      .insert(judgingSessions)
      .values({ id: crypto.randomUUID(), companyId: scope.company, projectId: scope.project, formId: scope.form, createdAt: now, ...values })
      .returning()) as [SessionRow];
  }
  await db.delete(sessionJudges).where(eq(sessionJudges.sessionId, row.id));
  if (judges.length > 0) await db.insert(sessionJudges).values(judges.map((operatorId) => ({ sessionId: row.id, operatorId })));
  await reassign(db, row, judges);
  return row;
}

// The session's assignment made again from its scope, its panel and the conflicts declared.
async function reassign(db: Db, row: SessionRow, judges: string[]): Promise<void> {
  const [inScope, existing, conflicts] = await Promise.all([
    submissionsInScope(db, row),
    storedAssignment(db, row.id),
    db
      .select({ judge: scores.judgeId, submission: scores.submissionId })
      .from(scores)
      .where(and(eq(scores.sessionId, row.id), eq(scores.conflict, true))),
  ]);
  const { assignment } = assign(inScope, judges, modeOf(row), conflicts, existing);
  await storeAssignment(db, row.id, assignment);
}
