// Who reads a file given as an answer, and under what name. The project's editors and managers
// read every one; a form's assistant the files of the forms they assist; a judge the files of the
// submissions assigned to them in a session they sit on, those the session shows (never a
// personal field's in a blind session), under a neutral name.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FormDefinition } from '../../../contract/form-definition.ts';
import { neutralFileName } from '../../../contract/media.ts';
import { canEditProject, isJudge, type Grantee } from '../../auth/grants.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { answersHoldFile, judgedFields, publishedDefinition } from '../../respondents/answered-versions.ts';
import type { MediaRow } from './service.ts';

/** A file of a project given as an answer. */
type AnswerFile = MediaRow & { companyId: string; projectId: string };

/** The name an operator reads a file given as an answer under, or null when they may not read it. */
export async function answerFileName(db: Db, row: AnswerFile, who: Grantee, operatorId: string): Promise<string | null> {
  if (canEditProject(who, row.companyId, row.projectId)) return row.fileName;
  if (await assistsFormOf(db, row, who)) return row.fileName;
  return judgedFileName(db, row, who, operatorId);
}

// Whether a sent submission of a form the operator assists gives the file.
async function assistsFormOf(db: Db, row: AnswerFile, who: Grantee): Promise<boolean> {
  const assisting = who.grants.filter(
    (grant) => grant.role === 'assistant' && grant.companyId === row.companyId && (grant.projectId === null || grant.projectId === row.projectId),
  );
  if (assisting.length === 0) return false;
  const forms = assisting.some((grant) => grant.formId === null) ? null : assisting.map((grant) => grant.formId!);
  const [found] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.projectId, row.projectId),
        ne(submissions.status, 'draft'),
        forms ? inArray(submissions.formId, forms) : undefined,
        answersHoldFile(submissions.answers, row.id),
      ),
    )
    .limit(1);
  return found !== undefined;
}

interface Judged {
  form_id: string;
  key: string;
  blind: boolean;
  number: number;
}

// The neutral name of a file a submission assigned to the judge gives, in a session that shows its field.
async function judgedFileName(db: Db, row: AnswerFile, who: Grantee, operatorId: string): Promise<string | null> {
  if (!isJudge(who, row.companyId, row.projectId)) return null;
  // The submission's number counts the form's sent submissions in the order they came, as the session screen numbers them.
  const rows = await sqlRows<Judged>(db, sql`
    SELECT s.form_id, a.key, js.blind,
      (SELECT count(*)::int FROM submissions o
        WHERE o.form_id = s.form_id AND o.submitted_at IS NOT NULL AND (o.submitted_at, o.id) <= (s.submitted_at, s.id)) AS number
    FROM session_assignments sa
    JOIN judging_sessions js ON js.id = sa.session_id AND js.status <> 'draft' AND js.project_id = ${row.projectId}
    JOIN session_judges j ON j.session_id = js.id AND j.operator_id = ${operatorId}
    JOIN submissions s ON s.id = sa.submission_id AND s.submitted_at IS NOT NULL
    CROSS JOIN LATERAL jsonb_each(s.answers) AS a(key, value)
    WHERE sa.judge_id = ${operatorId} AND jsonb_typeof(a.value) = 'object' AND a.value ->> 'media_id' = ${row.id}`);
  // One row per session and field showing the file, nearly always of one form: its definition is read once.
  const definitions = new Map<string, Promise<FormDefinition | null>>();
  for (const judged of rows) {
    if (!definitions.has(judged.form_id)) definitions.set(judged.form_id, publishedDefinition(db, judged.form_id));
    const shown = judgedFields(await definitions.get(judged.form_id)!, judged.blind);
    if (shown.some((field) => field.key === judged.key)) return neutralFileName(Number(judged.number), judged.key, row.mime);
  }
  return null;
}
