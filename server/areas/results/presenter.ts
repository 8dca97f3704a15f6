import type { z } from 'zod';
import type { Answers } from '../../../contract/answer.ts';
import { ResultsFiltersSchema, type HistoryEntrySchema, type NoteSchema, type ResultsItemSchema, type SavedFilterSchema } from '../../../contract/results.ts';
import type { savedFilters, submissionHistory, submissionNotes, submissions } from '../../db/schema/submissions.ts';
import type { registeredUsers } from '../../db/schema/users.ts';
import { submissionListItem } from './submission-list-item.ts';

type SubmissionRow = typeof submissions.$inferSelect;
type UserRow = Pick<typeof registeredUsers.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName'>;

/** An operator as the results name them: their first name, else their address. */
export interface OperatorName {
  id: string;
  firstName: string;
  email: string;
}

/** An operator by name, or null once they are gone. */
export function operatorRef(operator: OperatorName | null): { id: string; name: string } | null {
  return operator && { id: operator.id, name: operator.firstName.trim() || operator.email };
}

/** A submission as the results table lists it: who sent it (null once erased), the answers asked for, its tags and how many notes. */
export function resultsItem(row: SubmissionRow, user: UserRow | null, answers: Answers, notes: number): z.input<typeof ResultsItemSchema> {
  return { ...submissionListItem(row, user, answers), updated_at: row.updatedAt.toISOString(), tags: row.tags, lang: row.lang, notes };
}

/** A change of status in a submission's history. */
export function historyEntry(row: typeof submissionHistory.$inferSelect, operator: OperatorName | null): z.input<typeof HistoryEntrySchema> {
  return { from: row.fromStatus, to: row.toStatus, by: operatorRef(operator), at: row.at.toISOString() };
}

/** Who reads a note: the operator, and whether they edit the note's project. */
export interface NoteReader {
  operatorId: string;
  editsProject: boolean;
}

/** A note may be deleted by its author and by whoever edits the project. */
export function mayDeleteNote(row: { operatorId: string | null }, reader: NoteReader): boolean {
  return reader.editsProject || (row.operatorId !== null && row.operatorId === reader.operatorId);
}

/** An internal note with its author. */
export function noteEntry(row: typeof submissionNotes.$inferSelect, operator: OperatorName | null, reader: NoteReader): z.input<typeof NoteSchema> {
  return { id: row.id, body: row.body, by: operatorRef(operator), at: row.createdAt.toISOString(), deletable: mayDeleteNote(row, reader) };
}

/** A saved set of filters as the caller sees it; filters saved in a shape no longer understood read as none. */
export function savedFilterEntry(row: typeof savedFilters.$inferSelect, owner: OperatorName, callerId: string): z.input<typeof SavedFilterSchema> {
  const filters = ResultsFiltersSchema.safeParse(row.filters);
  return {
    id: row.id,
    name: row.name,
    filters: filters.success ? filters.data : {},
    shared: row.shared,
    owner: operatorRef(owner)!,
    mine: row.ownerId === callerId,
    updated_at: row.updatedAt.toISOString(),
  };
}
