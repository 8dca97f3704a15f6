import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { submissionNotes, submissions } from '../../db/schema/submissions.ts';
import { AppError } from '../../errors.ts';
import { scopeWhere } from '../../filters/results-filters.ts';
import { mayDeleteNote, noteEntry, type NoteReader } from './presenter.ts';
import { findSubmission } from './submission.ts';
import type { FormScope } from '../../../contract/fields.ts';

/** Adds an internal note to a submission of the form, signed by the operator. */
export async function addNote(db: Db, scope: FormScope, submissionId: string, body: string, reader: NoteReader, now: Date) {
  const { operatorId } = reader;
  const { submission } = await findSubmission(db, scope, submissionId);
  const [note] = await db
    .insert(submissionNotes)
    .values({ id: crypto.randomUUID(), submissionId: submission.id, operatorId, body, createdAt: now })
    .returning();
  const [author] = await db.select({ id: operators.id, firstName: operators.firstName, email: operators.email }).from(operators).where(eq(operators.id, operatorId));
  return { note: noteEntry(note!, author ?? null, reader), submissionId: submission.id };
}

/**
 * Deletes a note of one of the form's submissions: its author may, and whoever edits the
 * project; a note of another form, or one deleted already, is not found.
 */
export async function deleteNote(db: Db, scope: FormScope, noteId: string, reader: NoteReader) {
  const [found] = await db
    .select({ note: submissionNotes })
    .from(submissionNotes)
    .innerJoin(submissions, eq(submissions.id, submissionNotes.submissionId))
    .where(and(eq(submissionNotes.id, noteId), scopeWhere(scope)))
    .limit(1);
  if (!found) throw new AppError('not_found');
  if (!mayDeleteNote(found.note, reader)) throw new AppError('forbidden');
  await db.delete(submissionNotes).where(eq(submissionNotes.id, found.note.id));
  return found.note;
}
