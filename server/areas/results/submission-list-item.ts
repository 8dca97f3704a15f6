import type { z } from 'zod';
import type { Answers } from '../../../contract/answer.ts';
import type { SubmissionListItemSchema } from '../../../contract/results.ts';
import type { submissions } from '../../db/schema/submissions.ts';
import type { registeredUsers } from '../../db/schema/users.ts';

type SubmissionRow = typeof submissions.$inferSelect;
type UserRow = Pick<typeof registeredUsers.$inferSelect, 'id' | 'email' | 'firstName' | 'lastName'>;

/** A submission as the form's list shows it: who sent it (null once they were erased) and the answers asked for. */
export function submissionListItem(row: SubmissionRow, user: UserRow | null, answers: Answers): z.input<typeof SubmissionListItemSchema> {
  return {
    id: row.id,
    user: user && { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName },
    status: row.status,
    version: row.formVersion,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    answers,
  };
}
