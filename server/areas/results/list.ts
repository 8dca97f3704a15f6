import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SUBMISSION_STATUSES } from '../../../contract/submission-status.ts';
import type { ResultsFilters, ResultsList, ResultsSort } from '../../../contract/results.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { submissionNotes, submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { answeredVersions, blockAnswers, versionKey } from '../../respondents/answered-versions.ts';
import { answerOf, answeredSql, numberOf, textArray } from '../../filters/answer-sql.ts';
import { resultsCondition, scopeWhere } from '../../filters/results-filters.ts';
import { resultsItem } from './presenter.ts';
import type { FormScope } from '../../../contract/fields.ts';

type ListInput = z.output<typeof ResultsList.input>;

/** The most ids a "select every filtered submission" returns. */
export const MAX_IDS = 100_000;

const noteCount = sql<number>`(SELECT count(*) FROM ${submissionNotes} WHERE ${submissionNotes.submissionId} = ${submissions.id})::int`;

// What a fixed column sorts by; a person by their name as the table shows it (an erased one has none).
const COLUMNS: Record<string, SQL> = {
  submitted_at: sql`${submissions.submittedAt}`,
  updated_at: sql`${submissions.updatedAt}`,
  // The statuses in the order a submission goes through them, not in the alphabet's.
  status: sql`array_position(${textArray([...SUBMISSION_STATUSES])}, ${submissions.status})`,
  user: sql`lower(nullif(btrim(${registeredUsers.firstName} || ' ' || ${registeredUsers.lastName}), '') || ' ' || ${registeredUsers.email})`,
  lang: sql`${submissions.lang}`,
  version: sql`${submissions.formVersion}`,
};

/**
 * The ORDER BY of a sort: a fixed column, or a field's answer (numbers by value, then texts, a
 * file by its name, without regard to case); empty answers go last either way, and the id breaks ties.
 */
export function sortOrder(sort: ResultsSort): SQL[] {
  const dir = sort.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const keys: SQL[] = [];
  if (sort.by.startsWith('answer:')) {
    const answer = answerOf(sort.by.slice('answer:'.length));
    const given = answeredSql(answer);
    keys.push(sql`CASE WHEN ${given} THEN ${numberOf(answer)} END`);
    keys.push(sql`CASE WHEN ${given} THEN lower(coalesce(${answer} ->> 'name', ${answer} #>> '{}')) END`);
  } else {
    keys.push(COLUMNS[sort.by] ?? COLUMNS.submitted_at!);
  }
  return [...keys.map((key) => sql`${key} ${dir} NULLS LAST`), sql`${submissions.id} ${dir}`];
}

const USER = { id: registeredUsers.id, email: registeredUsers.email, firstName: registeredUsers.firstName, lastName: registeredUsers.lastName };

type UserRef = { id: string; email: string; firstName: string; lastName: string };

// One page's rows with their senders: sorted on the submissions alone, then their senders read for
// that page only, unless the sort is by the sender.
async function pageRows(db: Db, where: SQL, input: ListInput) {
  const offset = (input.page - 1) * input.pageSize;
  if (input.sort.by === 'user') {
    return db
      .select({ submission: submissions, user: USER, notes: noteCount })
      .from(submissions)
      .leftJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
      .where(where)
      .orderBy(...sortOrder(input.sort))
      .limit(input.pageSize)
      .offset(offset);
  }
  const rows = await db.select({ submission: submissions, notes: noteCount }).from(submissions).where(where).orderBy(...sortOrder(input.sort)).limit(input.pageSize).offset(offset);
  const ids = [...new Set(rows.flatMap((row) => (row.submission.userId ? [row.submission.userId] : [])))];
  const users = ids.length === 0 ? [] : await db.select(USER).from(registeredUsers).where(inArray(registeredUsers.id, ids));
  const byId = new Map<string, UserRef>(users.map((user) => [user.id, user]));
  return rows.map((row) => ({ ...row, user: (row.submission.userId && byId.get(row.submission.userId)) || null }));
}

/** One page of the filtered submissions, sorted; with `block`, only that block's answers of the version each answered. */
export async function listResults(db: Db, input: ListInput) {
  const where = await resultsCondition(db, input, input.filters, input.tz);
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    pageRows(db, where, input),
    db.select({ total: sql<number>`count(*)::int` }).from(submissions).where(where),
  ]);
  const block = input.block;
  const versions = block === undefined ? new Map() : await answeredVersions(db, rows.map((row) => row.submission));
  const items = rows.map(({ submission, user, notes }) => {
    const answers = block === undefined ? submission.answers : blockAnswers(submission.answers, versions.get(versionKey(submission.formId, submission.formVersion)), block);
    return resultsItem(submission, user, answers, notes);
  });
  return { items, total };
}

/** The ids of every filtered submission (at most MAX_IDS), last sent first. */
export async function resultIds(db: Db, scope: FormScope, filters: ResultsFilters, tz: string): Promise<string[]> {
  const where = await resultsCondition(db, scope, filters, tz);
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(where)
    .orderBy(sql`${submissions.submittedAt} DESC NULLS LAST`, desc(submissions.id))
    .limit(MAX_IDS);
  return rows.map((row) => row.id);
}

/** The tags on the form's submissions, commonest first, then by name. */
export async function listTags(db: Db, scope: FormScope): Promise<Array<{ tag: string; count: number }>> {
  return sqlRows(
    db,
    sql`SELECT tag, count(*)::int AS count FROM ${submissions} CROSS JOIN LATERAL unnest(${submissions.tags}) AS tag
      WHERE ${scopeWhere(scope)} GROUP BY tag ORDER BY count(*) DESC, tag`,
  );
}
