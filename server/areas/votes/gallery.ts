import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { VOTABLE_STATUSES, type VoterState } from '../../../contract/votes.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import type { forms } from '../../db/schema/forms.ts';
import { submissions, votes } from '../../db/schema/submissions.ts';
import { voterAnswers, type VoteForm } from '../../respondents/vote-form.ts';

type FormRow = typeof forms.$inferSelect;

/**
 * A form's sent submissions numbered in the order they were sent (1, 2, 3...), as a subquery
 * `numbered(id, number, status, answers, user_id)`. Drafts have no number; a later decision or
 * withdrawal leaves every number where it was, so voters and operators name one submission alike.
 */
export function numberedSubmissions(formId: string) {
  return sql`(
    SELECT s.id, s.status, s.answers, s.user_id, row_number() OVER (ORDER BY s.submitted_at, s.id)::int AS number
    FROM submissions s WHERE s.form_id = ${formId} AND s.submitted_at IS NOT NULL
  ) AS numbered`;
}

const votable = sql.raw(`(${VOTABLE_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/** One page of the submissions open to votes, by number, with only the voter fields' answers. */
export async function galleryPage(db: Db, form: VoteForm, page: number, pageSize: number) {
  const result = await sqlRows<{ id: string; number: number; answers: Record<string, unknown> }>(db, sql`
    SELECT numbered.id, numbered.number, numbered.answers FROM ${numberedSubmissions(form.row.id)}
    WHERE numbered.status IN ${votable}
    ORDER BY numbered.number LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  const [total] = await db
    .select({ n: count() })
    .from(submissions)
    .where(and(eq(submissions.formId, form.row.id), inArray(submissions.status, [...VOTABLE_STATUSES])));
  return {
    items: result.map((row) => ({ id: row.id, number: Number(row.number), answers: voterAnswers(row.answers, form.fields) })),
    total: Number(total?.n ?? 0),
  };
}

/** What a voter has done in a form's vote: the submissions they voted for, their votes that count, and those left. */
export async function voterState(db: Db, row: Pick<FormRow, 'id' | 'votesPerEmail'>, userId: string): Promise<VoterState> {
  const mine = await db
    .select({ submission: votes.submissionId, invalid: votes.invalidAt })
    .from(votes)
    .where(and(eq(votes.formId, row.id), eq(votes.userId, userId)));
  const used = mine.filter((vote) => vote.invalid === null).length;
  return { voted: mine.map((vote) => vote.submission), used, left: row.votesPerEmail === null ? null : Math.max(0, row.votesPerEmail - used) };
}

/** How many valid votes a voter has cast in a form. */
export async function validVotesOf(db: Db, formId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(votes)
    .where(and(eq(votes.formId, formId), eq(votes.userId, userId), isNull(votes.invalidAt)));
  return Number(row?.n ?? 0);
}
