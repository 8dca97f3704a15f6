// What the organisers of judging read beside a session itself: the judges a panel is picked from,
// every session they organise, and the assignment a save would make, made and not written.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ORGANISED_SESSIONS_MAX, type OrganisedSessionSchema, type SessionPreview } from '../../../contract/judging-organisers.ts';
import type { Language } from '../../../contract/languages.ts';
import type { LocalizedText } from '../../../contract/form-definition.ts';
import type { Grantee } from '../../auth/grants.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { grants } from '../../db/schema/operators.ts';
import { scores } from '../../db/schema/judging.ts';
import { fieldError, type FieldProblem } from '../../errors.ts';
import { textIn } from '../../respondents/answered-versions.ts';
import { assign, loadsOf } from './assignment.ts';
import { filterNotFound, getSessionRow, projectJudges, savedFilterOf, storedAssignment, submissionsInScope, type SessionRow } from './store.ts';
import { modeOf } from './sessions.ts';
import type { FormScope } from '../../../contract/fields.ts';

type PreviewInput = z.output<typeof SessionPreview.input>;
type PreviewOutput = z.input<typeof SessionPreview.output>;
type OrganisedSession = z.input<typeof OrganisedSessionSchema>;

const nameOf = (row: { firstName: string; email: string }) => row.firstName || row.email;

/** The operators who may judge the project (a judge grant on it, or on every project of its company), by name; disabled ones left out. */
export async function projectJudgeList(db: Db, scope: { company: string; project: string }) {
  const rows = await db
    .selectDistinct({ id: operators.id, firstName: operators.firstName, email: operators.email })
    .from(grants)
    .innerJoin(operators, eq(operators.id, grants.operatorId))
    .where(
      and(
        eq(grants.companyId, scope.company),
        eq(grants.role, 'judge'),
        eq(operators.disabled, false),
        sql`(${grants.projectId} IS NULL OR ${grants.projectId} = ${scope.project})`,
      ),
    )
    .orderBy(operators.firstName, operators.email);
  return rows.map((row) => ({ id: row.id, name: nameOf(row), email: row.email }));
}

// The sessions a caller organises, as SQL: every one for installation admins; else those of the
// companies they manage and of the projects they edit (one, or every one of a company), archived
// companies aside. Null when they organise none.
function organisedBy(who: Grantee): SQL | null {
  if (who.operator.installationAdmin) return sql`TRUE`;
  const companyWide = who.grants.filter((grant) => grant.role === 'manager' || (grant.role === 'editor' && grant.projectId === null));
  const projects = who.grants.filter((grant) => grant.role === 'editor' && grant.projectId !== null);
  const terms = [
    ...companyWide.map((grant) => sql`s.company_id = ${grant.companyId}`),
    ...projects.map((grant) => sql`(s.company_id = ${grant.companyId} AND s.project_id = ${grant.projectId})`),
  ];
  if (terms.length === 0) return null;
  return sql`c.status <> 'archived' AND (${sql.join(terms, sql` OR `)})`;
}

interface OrganisedRow {
  id: string;
  company_id: string;
  project_id: string;
  form_id: string;
  name: string;
  status: OrganisedSession['status'];
  closes_at: string | Date | null;
  project_name: string;
  form_slug: string;
  title: LocalizedText | null;
  default_lang: string | null;
  judges: number;
  submissions: number;
  seats: number;
  scored: number;
}

/**
 * The judging sessions the caller organises (of one form, when `form` names it), newest first and
 * at most `ORGANISED_SESSIONS_MAX`, with their project's name, their form's title in `lang`, their
 * panel's size and how far it is.
 */
export async function organisedSessions(db: Db, who: Grantee, lang: Language, form?: string): Promise<OrganisedSession[]> {
  const organised = organisedBy(who);
  if (!organised) return [];
  const where = form === undefined ? organised : sql`s.form_id = ${form} AND ${organised}`;
  const result = await sqlRows<OrganisedRow>(db, sql`
    SELECT s.id, s.company_id, s.project_id, s.form_id, s.name, s.status, s.closes_at,
      p.name AS project_name, f.slug AS form_slug, f.draft -> 'title' AS title, f.draft ->> 'default_lang' AS default_lang,
      (SELECT count(*)::int FROM session_judges j WHERE j.session_id = s.id) AS judges,
      (SELECT count(DISTINCT a.submission_id)::int FROM session_assignments a WHERE a.session_id = s.id) AS submissions,
      (SELECT count(*)::int FROM session_assignments a WHERE a.session_id = s.id) AS seats,
      (SELECT count(*)::int FROM session_assignments a JOIN scores sc
         ON sc.session_id = a.session_id AND sc.submission_id = a.submission_id AND sc.judge_id = a.judge_id
       WHERE a.session_id = s.id) AS scored
    FROM judging_sessions s
    JOIN companies c ON c.id = s.company_id
    JOIN projects p ON p.id = s.project_id
    JOIN forms f ON f.id = s.form_id
    WHERE ${where}
    ORDER BY s.created_at DESC, s.id
    LIMIT ${ORGANISED_SESSIONS_MAX}`);
  return result.map((row) => ({
    company: row.company_id,
    project: row.project_id,
    form: row.form_id,
    session: row.id,
    name: row.name,
    project_name: row.project_name,
    form_title: textIn(row.title ?? {}, lang, row.default_lang ?? lang) || row.form_slug,
    status: row.status,
    judges: Number(row.judges),
    submissions: Number(row.submissions),
    seats: Number(row.seats),
    scored: Number(row.scored),
    closes_at: row.closes_at === null ? null : new Date(row.closes_at).toISOString(),
  }));
}

// Every judge named must judge the project: each other one is named on its place, as a save names it.
async function checkPanel(db: Db, scope: FormScope, judges: string[]): Promise<void> {
  const allowed = await projectJudges(db, scope, judges);
  const problems: Record<string, FieldProblem> = {};
  judges.forEach((judge, index) => {
    if (!allowed.has(judge)) problems[`judges.${index}`] = { rule: 'invalid' };
  });
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}

// A saved filter the scope names must be one the caller may use, or the one the session takes already (as a save checks it).
async function checkFilter(db: Db, scope: FormScope, input: PreviewInput['scope'], stored: SessionRow | null, callerId: string): Promise<void> {
  if (input.kind !== 'filter') return;
  const row = await savedFilterOf(db, scope.form, input.filter);
  const kept = stored?.scope.kind === 'filter' && stored.scope.filter === input.filter;
  if (!row || !(kept || row.shared || row.ownerId === callerId)) throw filterNotFound();
}

async function declaredConflicts(db: Db, sessionId: string) {
  return db
    .select({ judge: scores.judgeId, submission: scores.submissionId })
    .from(scores)
    .where(and(eq(scores.sessionId, sessionId), eq(scores.conflict, true)));
}

async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: operators.id, firstName: operators.firstName, email: operators.email }).from(operators).where(inArray(operators.id, ids));
  return new Map(rows.map((row) => [row.id, nameOf(row)]));
}

/**
 * What saving the session would assign, by the save's own rule (`assign`) over the submissions the
 * scope takes now, and for a stored session what its judges hold and the conflicts they declared;
 * nothing is written. The panel and the filter are checked as a save checks them.
 */
export async function previewSession(db: Db, scope: FormScope, input: PreviewInput, callerId: string): Promise<PreviewOutput> {
  const judges = [...new Set(input.judges)];
  await checkPanel(db, scope, judges);
  const stored = input.id ? await getSessionRow(db, scope, input.id) : null;
  await checkFilter(db, scope, input.scope, stored, callerId);
  const mode = modeOf({ assignmentMode: input.assignment.mode, perSubmission: input.assignment.mode === 'per_submission' ? input.assignment.per_submission : null });
  const [inScope, existing, conflicts, names] = await Promise.all([
    submissionsInScope(db, { companyId: scope.company, projectId: scope.project, formId: scope.form, scope: input.scope }),
    stored ? storedAssignment(db, stored.id) : Promise.resolve(new Map<string, string[]>()),
    stored ? declaredConflicts(db, stored.id) : Promise.resolve([]),
    namesOf(db, judges),
  ]);
  const { assignment, short } = assign(inScope, judges, mode, conflicts, existing);
  const loads = loadsOf(assignment, judges);
  return {
    submissions: inScope.length,
    short: short.size,
    loads: judges.map((id) => ({ judge: { id, name: names.get(id) ?? id }, count: loads.get(id) ?? 0 })),
  };
}
