import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SUBMISSION_STATUSES } from '../../../contract/submission-status.ts';
import type { ResultsFilters, ResultsList, ResultsSort } from '../../../contract/results.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { submissionNotes, submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { answeredVersions, blockAnswers, versionKey } from '../../respondents/answered-versions.ts';
import { answerOf, answeredSql, numberOf, textArray } from '../../filters/answer-sql.ts';
import { resultsCondition, scopeWhere } from '../../filters/results-filters.ts';
import { keptResult, resultsStamp } from './cache.ts';
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
  const users = await usersOf(db, rows);
  return rows.map((row) => ({ ...row, user: (row.submission.userId && users.get(row.submission.userId)) || null }));
}

// The senders of some rows, by id.
async function usersOf(db: Db, rows: ReadonlyArray<{ submission: { userId: string | null } }>): Promise<Map<string, UserRef>> {
  const ids = [...new Set(rows.flatMap((row) => (row.submission.userId ? [row.submission.userId] : [])))];
  const users = ids.length === 0 ? [] : await db.select(USER).from(registeredUsers).where(inArray(registeredUsers.id, ids));
  return new Map<string, UserRef>(users.map((user) => [user.id, user]));
}

// Every id is 36 characters: the filtered ids in their order are kept as one text, a page cut out of it.
const ID_LENGTH = 36;

// The ids of every filtered submission in the sort's order, as one text.
async function orderedIds(db: Db, input: ListInput): Promise<string> {
  const where = await resultsCondition(db, input, input.filters, input.tz);
  const [row] = await sqlRows<{ ids: string | null }>(
    db,
    sql`SELECT string_agg(${submissions.id}::text, '' ORDER BY ${sql.join(sortOrder(input.sort), sql`, `)}) AS ids FROM ${submissions} WHERE ${where}`,
  );
  return row?.ids ?? '';
}

// One page's rows, read by their ids, in that order.
async function rowsById(db: Db, scope: FormScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ submission: submissions, notes: noteCount })
    .from(submissions)
    .where(and(scopeWhere(scope), inArray(submissions.id, [...ids])));
  const users = await usersOf(db, rows);
  const byId = new Map(rows.map((row) => [row.submission.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, user: (row.submission.userId && users.get(row.submission.userId)) || null }] : [];
  });
}

/**
 * One page and the total, kept (cache.ts) under the form's version. Sorted by an answer, which no
 * index serves, or filtered on answers, which the planner cannot tell how many match (it then reads
 * every matching row to sort them), the order of every filtered submission is kept, so the next pages
 * and the same page again cut their ids out of it and read 25 rows; otherwise the page is read off the
 * indexes each time and only the total is kept. A search or sort by the sender reads the people's
 * names, which that version does not follow: both are read afresh each time.
 */
async function pageAndTotal(db: Db, input: ListInput) {
  if (input.sort.by === 'user' || input.filters.user) {
    const where = await resultsCondition(db, input, input.filters, input.tz);
    const [rows, [{ total = 0 } = {}]] = await Promise.all([
      pageRows(db, where, input),
      db.select({ total: sql<number>`count(*)::int` }).from(submissions).where(where),
    ]);
    return { rows, total };
  }
  const key = `${await resultsStamp(db, input)}|${input.tz}|${JSON.stringify(input.filters)}`;
  if (!input.sort.by.startsWith('answer:') && !input.filters.answers?.length) {
    const where = await resultsCondition(db, input, input.filters, input.tz);
    const count = async () => (await db.select({ total: sql<number>`count(*)::int` }).from(submissions).where(where))[0]?.total ?? 0;
    const [rows, total] = await Promise.all([pageRows(db, where, input), keptResult(`${key}|count`, count, () => 64)]);
    return { rows, total };
  }
  const ids = await keptResult(`${key}|order|${input.sort.by}/${input.sort.dir}`, () => orderedIds(db, input), (text) => text.length);
  const offset = (input.page - 1) * input.pageSize;
  const page: string[] = [];
  for (let at = offset * ID_LENGTH; at < ids.length && page.length < input.pageSize; at += ID_LENGTH) page.push(ids.slice(at, at + ID_LENGTH));
  return { rows: await rowsById(db, input, page), total: ids.length / ID_LENGTH };
}

/** One page of the filtered submissions, sorted; with `block`, only that block's answers of the version each answered. */
export async function listResults(db: Db, input: ListInput) {
  const { rows, total } = await pageAndTotal(db, input);
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
