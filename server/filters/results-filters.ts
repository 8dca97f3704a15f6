// The one set of results filters (contract/results.ts) as SQL on `submissions`: the table, the ids,
// the dashboard, the bulk changes, the votes, the exports and the judging sessions scoped by a saved
// filter all narrow through `resultsWhere`, so what is counted, changed, exported or judged is what
// the operator sees. Every value is bound. Shared by two areas, it lives outside both.
import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnswerFilter, ResultsFilters } from '../../contract/results.ts';
import { fieldsOf, type FieldType, type FormDefinition, type FormField } from '../../contract/form-definition.ts';
import type { Db } from '../db/db.ts';
import { dayEnd, dayStart } from '../db/days.ts';
import { containing } from '../db/search.ts';
import { submissions } from '../db/schema/submissions.ts';
import { registeredUsers } from '../db/schema/users.ts';
import { answerOf, answeredSql, numberOf, textArray, textOf } from './answer-sql.ts';
import type { FormScope } from '../../contract/fields.ts';
import { publishedDefinition } from '../respondents/answered-versions.ts';

/** The fields of the form's last published version, by key: what the answer filters compare by type. */
export type FilterFields = ReadonlyMap<string, FormField>;

const CHOICE_TYPES: readonly FieldType[] = ['single_choice', 'dropdown', 'multiple_choice'];
const TEXT_TYPES: readonly FieldType[] = ['text', 'long_text', 'email', 'phone', 'url'];
const NUMBER_TYPES: readonly FieldType[] = ['number', 'rating'];

/** The fields of a definition by key (statements left out: they ask nothing). */
export function filterFields(definition: FormDefinition | null): FilterFields {
  if (!definition) return new Map();
  return new Map(fieldsOf(definition).flatMap(({ field }) => (field.type === 'statement' ? [] : [[field.key, field] as const])));
}

/** The submissions of the form, under the project and company named with it. */
export function scopeWhere(scope: FormScope): SQL {
  return and(eq(submissions.formId, scope.form), eq(submissions.projectId, scope.project), eq(submissions.companyId, scope.company))!;
}

// A choice answer is one of the values: a single choice or dropdown by its option, a multiple
// choice when it holds any of them, a checkbox by 'true' (ticked) and 'false' (anything else,
// since an unticked box counts as not answered).
function isOneOf(field: FormField, answer: SQL, values: readonly string[]): SQL {
  if (field.type === 'checkbox') {
    const ticked = sql`${answer} = 'true'::jsonb`;
    const unticked = sql`${answer} IS DISTINCT FROM 'true'::jsonb`;
    const wanted = [values.includes('true') ? ticked : null, values.includes('false') ? unticked : null].filter((part) => part !== null);
    return wanted.length > 0 ? or(...wanted)! : sql`false`;
  }
  if (!CHOICE_TYPES.includes(field.type)) return sql`false`;
  // Whatever the version answered kept, one value or a list of them: containment reads no answer
  // out of the document (several times faster than `->`), and a GIN index on the answers could serve it.
  const key = sql`${field.key}::text`;
  return or(
    ...values.flatMap((value) => [
      sql`${submissions.answers} @> jsonb_build_object(${key}, ${value}::text)`,
      sql`${submissions.answers} @> jsonb_build_object(${key}, jsonb_build_array(${value}::text))`,
    ]),
  )!;
}

/** One answer filter as SQL; a field the published version lacks matches nothing (but may still be answered or empty). */
export function answerWhere(filter: AnswerFilter, fields: FilterFields): SQL {
  const answer = answerOf(filter.field);
  const answered = answeredSql(answer);
  if (filter.op === 'answered') return answered;
  if (filter.op === 'empty') return sql`NOT ${answered}`;
  const field = fields.get(filter.field);
  if (!field) return sql`false`;
  switch (filter.op) {
    case 'is':
      return isOneOf(field, answer, filter.values);
    case 'is_not':
      // Not one of them: an unanswered field is not one of them either.
      return sql`NOT coalesce(${isOneOf(field, answer, filter.values)}, false)`;
    case 'range': {
      if (!NUMBER_TYPES.includes(field.type)) return sql`false`;
      const value = numberOf(answer);
      const bounds = [sql`${value} IS NOT NULL`];
      if (filter.min !== undefined) bounds.push(sql`${value} >= ${filter.min}`);
      if (filter.max !== undefined) bounds.push(sql`${value} <= ${filter.max}`);
      return and(...bounds)!;
    }
    case 'dates': {
      if (field.type !== 'date') return sql`false`;
      // Answers are ISO days (YYYY-MM-DD): compared as texts, they compare as days.
      const value = textOf(answer);
      const bounds = [sql`${value} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`];
      if (filter.from !== undefined) bounds.push(sql`${value} >= ${filter.from}`);
      if (filter.to !== undefined) bounds.push(sql`${value} <= ${filter.to}`);
      return and(...bounds)!;
    }
    case 'contains':
      if (!TEXT_TYPES.includes(field.type)) return sql`false`;
      return sql`coalesce(${textOf(answer)} ILIKE ${containing(filter.text)}, false)`;
  }
}

// Whoever sent it: their address, first, last or full name holds the text. A subquery, so the
// condition needs no join (an erased person's submissions have no one and never match).
function userWhere(text: string): SQL {
  const like = containing(text);
  return sql`EXISTS (SELECT 1 FROM ${registeredUsers} AS sender WHERE sender.id = ${submissions.userId} AND (
    sender.email ILIKE ${like} OR sender.first_name ILIKE ${like} OR sender.last_name ILIKE ${like}
    OR (sender.first_name || ' ' || sender.last_name) ILIKE ${like}))`;
}

/**
 * The filters as a where-clause on `submissions` alone (no join needed): the form's scope, the
 * statuses (without any, every status but draft), every tag asked, the days sent in `tz`
 * (from the start of `submitted_from` to the end of `submitted_to`), languages, versions, the
 * sender, and each answer filter by its field's type in `fields` (see `filterFields`).
 */
export function resultsWhere(scope: FormScope, filters: ResultsFilters, tz: string, fields: FilterFields): SQL {
  const parts: SQL[] = [scopeWhere(scope)];
  parts.push(filters.status ? inArray(submissions.status, filters.status) : ne(submissions.status, 'draft'));
  if (filters.tags) parts.push(sql`${submissions.tags} @> ${textArray(filters.tags)}`);
  if (filters.submitted_from) parts.push(gte(submissions.submittedAt, dayStart(filters.submitted_from, tz)));
  if (filters.submitted_to) parts.push(lt(submissions.submittedAt, dayEnd(filters.submitted_to, tz)));
  if (filters.lang) parts.push(inArray(submissions.lang, filters.lang));
  if (filters.version) parts.push(inArray(submissions.formVersion, filters.version));
  if (filters.user) parts.push(userWhere(filters.user));
  for (const filter of filters.answers ?? []) parts.push(answerWhere(filter, fields));
  return and(...parts)!;
}

/** `resultsWhere` with the fields of the form's last published version read from the database. */
export async function resultsCondition(db: Db, scope: FormScope, filters: ResultsFilters, tz = 'UTC'): Promise<SQL> {
  const fields = filters.answers ? filterFields(await publishedDefinition(db, scope)) : new Map<string, FormField>();
  return resultsWhere(scope, filters, tz, fields);
}

/** A filtered submission with who sent it (null once erased). */
export interface FilteredRow {
  submission: typeof submissions.$inferSelect;
  user: { id: string; email: string; firstName: string; lastName: string } | null;
}

/** How `filteredSubmissions` pages: its page size and its order (by the moment sent, then id). */
export interface FilteredOptions {
  batch?: number;
  dir?: 'asc' | 'desc';
}

// The moment a submission is ordered by: when sent, a draft by when it was started.
const sentOrStarted = sql<Date>`coalesce(${submissions.submittedAt}, ${submissions.createdAt})`;

/**
 * Every filtered submission, in pages of `batch` rows read by keyset (moment sent, then id), so
 * an export of 100,000 rows never holds more than one page nor pays for an OFFSET. Rows changed
 * while it runs are read as they are when their page is read.
 */
export async function* filteredSubmissions(
  db: Db,
  scope: FormScope,
  filters: ResultsFilters,
  tz = 'UTC',
  options: FilteredOptions = {},
): AsyncGenerator<FilteredRow[]> {
  const batch = options.batch ?? 1000;
  const dir = options.dir ?? 'asc';
  const where = await resultsCondition(db, scope, filters, tz);
  // The last row's moment as the database wrote it (to the microsecond), and its id.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const at = sql`${after?.at ?? null}::timestamptz`;
    const keyset: SQL | undefined = after
      ? dir === 'asc'
        ? sql`(${sentOrStarted}, ${submissions.id}) > (${at}, ${after.id}::uuid)`
        : sql`(${sentOrStarted}, ${submissions.id}) < (${at}, ${after.id}::uuid)`
      : undefined;
    const order = dir === 'asc' ? [asc(sentOrStarted), asc(submissions.id)] : [desc(sentOrStarted), desc(submissions.id)];
    const rows: Array<FilteredRow & { key: string }> = await db
      .select({
        submission: submissions,
        user: { id: registeredUsers.id, email: registeredUsers.email, firstName: registeredUsers.firstName, lastName: registeredUsers.lastName },
        key: sql<string>`${sentOrStarted}::text`,
      })
      .from(submissions)
      .leftJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
      .where(and(where, keyset))
      .orderBy(...order)
      .limit(batch);
    if (rows.length === 0) return;
    yield rows.map(({ submission, user }) => ({ submission, user }));
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { at: last.key, id: last.submission.id };
  }
}
