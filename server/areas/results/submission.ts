import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { formVersions, forms } from '../../db/schema/forms.ts';
import { submissionHistory, submissionNotes, submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import { scopeWhere } from '../../filters/results-filters.ts';
import { historyEntry, noteEntry, resultsItem, type NoteReader } from './presenter.ts';
import type { FormScope } from '../../../contract/fields.ts';

const OPERATOR = { id: operators.id, firstName: operators.firstName, email: operators.email };

/** A submission of the form, found only under the form, project and company named with it; any other is not found. */
export async function findSubmission(db: Db, scope: FormScope, id: string) {
  const [row] = await db
    .select({
      submission: submissions,
      user: { id: registeredUsers.id, email: registeredUsers.email, firstName: registeredUsers.firstName, lastName: registeredUsers.lastName },
    })
    .from(submissions)
    .leftJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
    .where(and(scopeWhere(scope), eq(submissions.id, id)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** One submission whole: its answers, the version it answered, its history of statuses with who changed them, and its notes. */
export async function getSubmission(db: Db, scope: FormScope, id: string, reader: NoteReader) {
  const { submission, user } = await findSubmission(db, scope, id);
  const [[version], [form], history, notes] = await Promise.all([
    db
      .select({ definition: formVersions.definition })
      .from(formVersions)
      .where(and(eq(formVersions.formId, submission.formId), eq(formVersions.number, submission.formVersion))),
    db.select({ draft: forms.draft }).from(forms).where(eq(forms.id, submission.formId)),
    db
      .select({ entry: submissionHistory, operator: OPERATOR })
      .from(submissionHistory)
      .leftJoin(operators, eq(operators.id, submissionHistory.operatorId))
      .where(eq(submissionHistory.submissionId, submission.id))
      .orderBy(asc(submissionHistory.at), sql`${submissionHistory.fromStatus} ASC NULLS FIRST`),
    db
      .select({ note: submissionNotes, operator: OPERATOR })
      .from(submissionNotes)
      .leftJoin(operators, eq(operators.id, submissionNotes.operatorId))
      .where(eq(submissionNotes.submissionId, submission.id))
      .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id)),
  ]);
  return {
    ...resultsItem(submission, user, submission.answers, notes.length),
    // The version answered; were it ever missing, the form as it is now.
    definition: version?.definition ?? form!.draft,
    history: history.map((row) => historyEntry(row.entry, row.operator)),
    notes_list: notes.map((row) => noteEntry(row.note, row.operator, reader)),
  };
}
