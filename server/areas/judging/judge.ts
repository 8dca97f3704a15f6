import crypto from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Criterion, Score } from '../../../contract/judging.ts';
import { neutralFileName } from '../../../contract/media.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { judgingSessions, scoreHistory, scores, sessionAssignments, sessionJudges } from '../../db/schema/judging.ts';
import { AppError, fieldError, type FieldProblem } from '../../errors.ts';
import { isFileAnswer, judgedFields, publishedDefinition } from '../../respondents/answered-versions.ts';
import { reassignForConflict } from './assignment.ts';
import { modeOf } from './sessions.ts';
import { getSessionRow, storedAssignment, type SessionRow } from './store.ts';
import type { FormScope } from '../../../contract/fields.ts';

type ScoreRow = typeof scores.$inferSelect;

/** A score as the calls carry it. */
export function scoreEntry(row: Pick<ScoreRow, 'submissionId' | 'values' | 'comment' | 'abstain' | 'conflict' | 'changedAt'>): Score {
  return { submission: row.submissionId, values: row.values, comment: row.comment, abstain: row.abstain, conflict: row.conflict, changed_at: row.changedAt.toISOString() };
}

/** Whether a session takes scores now: open, and within its times. */
export function takesScores(row: Pick<SessionRow, 'status' | 'opensAt' | 'closesAt'>, now: Date): boolean {
  if (row.status !== 'open') return false;
  if (row.opensAt && row.opensAt > now) return false;
  return !(row.closesAt && row.closesAt <= now);
}

/** The sessions a judge sits on, open or closed, with how many submissions they hold and have scored. */
export async function judgeSessions(db: Db, judgeId: string) {
  const result = await sqlRows<{ id: string; company_id: string; project_id: string; form_id: string; name: string; status: SessionRow['status']; closes_at: string | Date | null; assigned: number; scored: number }>(db, sql`
    SELECT s.id, s.company_id, s.project_id, s.form_id, s.name, s.status, s.closes_at, s.created_at,
      (SELECT count(*)::int FROM ${sessionAssignments} a WHERE a.session_id = s.id AND a.judge_id = ${judgeId}) AS assigned,
      (SELECT count(*)::int FROM ${sessionAssignments} a JOIN ${scores} sc
         ON sc.session_id = a.session_id AND sc.submission_id = a.submission_id AND sc.judge_id = a.judge_id
       WHERE a.session_id = s.id AND a.judge_id = ${judgeId}) AS scored
    FROM ${judgingSessions} s JOIN ${sessionJudges} j ON j.session_id = s.id AND j.operator_id = ${judgeId}
    WHERE s.status <> 'draft'
    ORDER BY s.created_at DESC, s.id`);
  return result.map((row) => ({
    company: row.company_id,
    project: row.project_id,
    form: row.form_id,
    session: row.id,
    name: row.name,
    status: row.status,
    closes_at: row.closes_at === null ? null : new Date(row.closes_at).toISOString(),
    assigned: Number(row.assigned),
    scored: Number(row.scored),
  }));
}

// The session, when the caller sits on its panel and it is not a draft; else as if it were not there.
async function judgedSession(db: Db, scope: FormScope, id: string, judgeId: string): Promise<SessionRow> {
  const row = await getSessionRow(db, scope, id);
  const [seat] = await db
    .select({ id: sessionJudges.operatorId })
    .from(sessionJudges)
    .where(and(eq(sessionJudges.sessionId, row.id), eq(sessionJudges.operatorId, judgeId)))
    .limit(1);
  if (!seat || row.status === 'draft') throw new AppError('not_found');
  return row;
}

/**
 * One session whole for its judge: the criteria, the published fields, and each submission
 * assigned to them with its answers and their own score. A blind session leaves out the
 * `personal` fields and the sender here, on the server: they never reach the judge's device;
 * files are named neutrally in every session (`submission-<n>-<field key>.<ext>`).
 */
export async function judgeSession(db: Db, scope: FormScope, id: string, judgeId: string) {
  const row = await judgedSession(db, scope, id, judgeId);
  const definition = await publishedDefinition(db, row.formId);
  const shown = judgedFields(definition, row.blind);
  const keys = new Set(shown.map((field) => field.key));
  const result = await sqlRows<{ id: string; number: number; answers: Record<string, unknown>; first_name: string | null; last_name: string | null; email: string | null }>(db, sql`
    SELECT n.id, n.number, n.answers, u.first_name, u.last_name, u.email
    FROM ${sessionAssignments} a
    JOIN (SELECT s.id, s.answers, s.user_id, row_number() OVER (ORDER BY s.submitted_at, s.id)::int AS number
          FROM submissions s WHERE s.form_id = ${row.formId} AND s.submitted_at IS NOT NULL) n ON n.id = a.submission_id
    LEFT JOIN registered_users u ON u.id = n.user_id
    WHERE a.session_id = ${row.id} AND a.judge_id = ${judgeId}
    ORDER BY n.number`);
  const all = await db.select().from(scores).where(eq(scores.sessionId, row.id));
  const mine = new Map(all.filter((score) => score.judgeId === judgeId).map((score) => [score.submissionId, score]));
  const history = await historyOf(db, [...mine.values()]);
  const othersOf = (submission: string) => {
    if (row.othersScores === 'never' || (row.othersScores === 'after_own' && !mine.has(submission))) return [];
    return all.filter((score) => score.submissionId === submission && score.judgeId !== judgeId).map((score) => ({ ...scoreEntry(score), judge: score.judgeId }));
  };
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    blind: row.blind,
    others_scores: row.othersScores,
    criteria: row.criteria,
    default_lang: definition?.default_lang ?? 'it',
    fields: shown,
    submissions: result.map((submission) => ({
      id: submission.id,
      number: Number(submission.number),
      answers: judgedAnswers(submission.answers, keys, Number(submission.number)),
      sender:
        row.blind || submission.email === null
          ? null
          : { name: `${submission.first_name ?? ''} ${submission.last_name ?? ''}`.trim() || submission.email, email: submission.email },
      my_score: mine.has(submission.id) ? scoreEntry(mine.get(submission.id)!) : null,
      my_history: history.get(submission.id) ?? [],
      others: othersOf(submission.id),
    })),
  };
}

// The answers of the fields shown, each file under its neutral name: the name an applicant's computer gave it may name them.
function judgedAnswers(answers: Record<string, unknown>, keys: Set<string>, number: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers)
      .filter(([key]) => keys.has(key))
      .map(([key, value]) => [key, isFileAnswer(value) ? { ...value, name: neutralFileName(number, key, String((value as { type?: unknown }).type)) } : value]),
  );
}

// How many earlier versions of a score its judge reads back.
const HISTORY_SHOWN = 10;

// The earlier versions of these scores, by submission, newest first.
async function historyOf(db: Db, own: ScoreRow[]): Promise<Map<string, Score[]>> {
  const bySubmission = new Map<string, Score[]>();
  if (own.length === 0) return bySubmission;
  const submissionOf = new Map(own.map((score) => [score.id, score.submissionId]));
  const rows = await db
    .select()
    .from(scoreHistory)
    .where(inArray(scoreHistory.scoreId, [...submissionOf.keys()]))
    .orderBy(desc(scoreHistory.recordedAt), desc(scoreHistory.changedAt));
  for (const entry of rows) {
    const submission = submissionOf.get(entry.scoreId)!;
    const list = bySubmission.get(submission) ?? [];
    if (list.length < HISTORY_SHOWN) list.push(scoreEntry({ ...entry, submissionId: submission }));
    bySubmission.set(submission, list);
  }
  return bySubmission;
}

/** What a judge sends for one submission. */
export interface ScoreInput {
  submission: string;
  values: Record<string, number>;
  comment?: string | undefined;
  abstain?: boolean | undefined;
  conflict?: boolean | undefined;
  changed_at?: string | undefined;
}

// Values on the session's criteria, each a whole number within its scale (its ends are whole numbers); the required ones given unless the judge abstains or declares a conflict.
function checkValues(criteria: readonly Criterion[], input: ScoreInput): Record<string, number> {
  const problems: Record<string, FieldProblem> = {};
  const known = new Map(criteria.map((criterion) => [criterion.key, criterion]));
  for (const key of Object.keys(input.values)) if (!known.has(key)) problems[`values.${key}`] = { rule: 'invalid' };
  const skipping = input.abstain === true || input.conflict === true;
  for (const criterion of criteria) {
    const value = input.values[criterion.key];
    if (value === undefined) {
      if (criterion.required && !skipping) problems[`values.${criterion.key}`] = { rule: 'required' };
    } else if (!Number.isInteger(value)) problems[`values.${criterion.key}`] = { rule: 'wholeNumber' };
    else if (value < criterion.min) problems[`values.${criterion.key}`] = { rule: 'minValue', bound: criterion.min };
    else if (value > criterion.max) problems[`values.${criterion.key}`] = { rule: 'maxValue', bound: criterion.max };
  }
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  return skipping ? {} : input.values;
}

/**
 * Saves a judge's score of a submission assigned to them, in a session that takes scores. The
 * change the judge made later wins: one made earlier than the stored one (another device's,
 * arriving late) goes into the history only. A declared conflict takes the submission from the
 * judge and, where the session asks N judges per submission, gives it to another.
 */
export async function saveScore(db: Db, scope: FormScope, id: string, judgeId: string, input: ScoreInput, now: Date) {
  const row = await judgedSession(db, scope, id, judgeId);
  if (!takesScores(row, now)) throw new AppError('session_closed');
  const [held] = await db
    .select({ id: sessionAssignments.submissionId })
    .from(sessionAssignments)
    .where(and(eq(sessionAssignments.sessionId, row.id), eq(sessionAssignments.submissionId, input.submission), eq(sessionAssignments.judgeId, judgeId)))
    .limit(1);
  if (!held) throw new AppError('not_assigned');
  const values = checkValues(row.criteria, input);
  // A change stamped in the future by a wrong clock counts as made now.
  const stamped = input.changed_at ? new Date(Math.min(Date.parse(input.changed_at), now.getTime())) : now;
  const next = { values, comment: input.comment ?? '', abstain: input.abstain === true, conflict: input.conflict === true, changedAt: stamped };
  const [stored] = await db
    .select()
    .from(scores)
    .where(and(eq(scores.sessionId, row.id), eq(scores.submissionId, input.submission), eq(scores.judgeId, judgeId)))
    .limit(1);
  if (stored && stored.changedAt > stamped) {
    await db.insert(scoreHistory).values({ id: crypto.randomUUID(), scoreId: stored.id, ...next, recordedAt: now });
    return { entity: scoreEntry(stored), kept: 'later' as const, session: row };
  }
  let saved: ScoreRow;
  if (stored) {
    const { id: _id, sessionId: _s, submissionId: _u, judgeId: _j, createdAt: _c, updatedAt: _a, ...before } = stored;
    await db.insert(scoreHistory).values({ id: crypto.randomUUID(), scoreId: stored.id, ...before, recordedAt: now });
    [saved] = (await db.update(scores).set({ ...next, updatedAt: now }).where(eq(scores.id, stored.id)).returning()) as [ScoreRow];
  } else {
    [saved] = (await db
      .insert(scores)
      .values({ id: crypto.randomUUID(), sessionId: row.id, submissionId: input.submission, judgeId, ...next, createdAt: now, updatedAt: now })
      .returning()) as [ScoreRow];
  }
  if (next.conflict) await giveAway(db, row, judgeId, input.submission);
  return { entity: scoreEntry(saved), kept: 'this' as const, session: row };
}

// The judge in conflict leaves the submission; another judge of the panel takes it where the mode asks N.
async function giveAway(db: Db, row: SessionRow, judgeId: string, submission: string): Promise<void> {
  const [assignment, panel, conflicts] = await Promise.all([
    storedAssignment(db, row.id),
    db.select({ id: sessionJudges.operatorId }).from(sessionJudges).where(eq(sessionJudges.sessionId, row.id)),
    db
      .select({ judge: scores.judgeId, submission: scores.submissionId })
      .from(scores)
      .where(and(eq(scores.sessionId, row.id), eq(scores.conflict, true), ne(scores.judgeId, judgeId))),
  ]);
  const next = reassignForConflict(
    assignment,
    panel.map((judge) => judge.id),
    modeOf(row),
    { judge: judgeId, submission },
    conflicts,
  );
  // Only the two seats that changed are written, not the session's whole assignment again.
  await db
    .delete(sessionAssignments)
    .where(and(eq(sessionAssignments.sessionId, row.id), eq(sessionAssignments.submissionId, submission), eq(sessionAssignments.judgeId, judgeId)));
  if (next) await db.insert(sessionAssignments).values({ sessionId: row.id, submissionId: submission, judgeId: next }).onConflictDoNothing();
}
