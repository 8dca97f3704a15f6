// The answers of a form's submissions as the dashboard's charts read them, kept in the server's memory
// between calls. Reading 30 fields out of 100,000 jsonb documents costs PGlite seconds on every
// call; here each submission is read once, and again only when its `updated_at` moved, so a
// dashboard call reads only the filtered ids and their stamps. What the filters select stays the
// database's (server/filters/results-filters.ts): this only remembers values, never which rows a call may see.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Answer } from '../../../contract/answer.ts';
import { isAnswered } from '../../../contract/answer-checks.ts';
import type { FormField } from '../../../contract/form-definition.ts';
import type { SubmissionStatus } from '../../../contract/submission-status.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { submissions } from '../../db/schema/submissions.ts';

/**
 * One field's answer as its chart reads it: undefined when not answered; a choice as its option's
 * index in the field (-1 for a value the field no longer offers), several as a list of them; a
 * number; a date as its month (year × 12 + month - 1); anything else answered as `true`.
 */
export type ChartValue = undefined | true | number | number[];

const CHOICES = new Set(['single_choice', 'dropdown', 'multiple_choice']);

/** A field's answer as its chart reads it. */
export function chartValue(field: FormField, answer: Answer | null | undefined): ChartValue {
  if (!isAnswered(answer)) return undefined;
  if ('options' in field && CHOICES.has(field.type)) {
    const index = (value: unknown) => field.options.findIndex((option) => option.value === value);
    if (typeof answer === 'string') return index(answer);
    if (Array.isArray(answer)) return [...new Set(answer)].map(index);
    return true;
  }
  if (field.type === 'number' || field.type === 'rating') return typeof answer === 'number' && Number.isFinite(answer) ? answer : true;
  if (field.type === 'date') {
    const month = typeof answer === 'string' ? /^(\d{4})-(\d{2})/.exec(answer) : null;
    return month ? Number(month[1]) * 12 + Number(month[2]) - 1 : true;
  }
  return true;
}

interface Kept {
  /** `updated_at` in microseconds and the revision, as text: a row whose stamp moved is read again. */
  stamp: string;
  values: ChartValue[];
}

interface FormColumns {
  rows: Map<string, Kept>;
  used: number;
}

/** The most rows kept over every form; the least recently read forms are forgotten first. */
const MAX_KEPT_ROWS = 300_000;
/** How many submissions' answers one read fetches. */
const FETCH_BATCH = 2000;

const kept = new Map<string, FormColumns>();
let clock = 0;

// The key of a form's columns: a new published version with other fields or options starts afresh.
const columnsKey = (formId: string, fields: readonly FormField[]) =>
  `${formId}:${fields.map((field) => `${field.key}/${field.type}/${'options' in field ? field.options.map((option) => option.value).join('|') : ''}`).join(',')}`;

function forget(): void {
  let total = [...kept.values()].reduce((sum, form) => sum + form.rows.size, 0);
  const oldest = [...kept.entries()].sort(([, a], [, b]) => a.used - b.used);
  for (const [key, form] of oldest) {
    if (total <= MAX_KEPT_ROWS) return;
    kept.delete(key);
    total -= form.rows.size;
  }
}

/** Forgets every kept answer (tests, and a database restored under a running server). */
export function forgetAnswerColumns(): void {
  kept.clear();
}

/** A filtered submission as the dashboard counts it: its status, when it was sent and its chart values. */
export interface ChartRow {
  id: string;
  status: SubmissionStatus;
  /** When it was sent, in milliseconds; null for a draft. */
  sent: number | null;
  values: ChartValue[];
}

interface Stamp {
  id: string;
  stamp: string;
  status: SubmissionStatus;
  sent: number | null;
}

/** The filtered submissions' ids, stamps, statuses and moments sent, in one value rather than 100,000 rows. */
async function filteredStamps(db: Db, where: SQL): Promise<Stamp[]> {
  const [row] = await sqlRows<{ list: string | null }>(
    db,
    sql`SELECT string_agg(concat_ws(' ', ${submissions.id}::text, ${STAMP}, ${submissions.status},
        (extract(epoch FROM ${submissions.submittedAt}) * 1000)::bigint::text), ',') AS list
      FROM ${submissions} WHERE ${where}`,
  );
  if (!row?.list) return [];
  return row.list.split(',').map((entry) => {
    const [id, stamp, status, sent] = entry.split(' ');
    return { id: id!, stamp: stamp!, status: status as SubmissionStatus, sent: sent ? Number(sent) : null };
  });
}

// `updated_at` to the microsecond and the draft's revision (two saves within one instant still differ), as text.
const STAMP = sql`((extract(epoch FROM ${submissions.updatedAt}) * 1000000)::bigint::text || '.' || ${submissions.revision}::text)`;

async function fetchAnswers(db: Db, formId: string, ids: readonly string[], fields: readonly FormField[], into: Map<string, Kept>): Promise<void> {
  for (let at = 0; at < ids.length; at += FETCH_BATCH) {
    const batch = ids.slice(at, at + FETCH_BATCH);
    const rows = await sqlRows<{ id: string; stamp: string; answers: string }>(
      db,
      sql`SELECT ${submissions.id}::text AS id, ${STAMP} AS stamp, ${submissions.answers}::text AS answers
        FROM ${submissions} WHERE ${submissions.formId} = ${formId} AND ${inArray(submissions.id, [...batch])}`,
    );
    for (const row of rows) {
      const answers = JSON.parse(row.answers) as Record<string, Answer | null | undefined>;
      into.set(row.id, { stamp: row.stamp, values: fields.map((field) => chartValue(field, answers[field.key])) });
    }
  }
}

/**
 * Every submission `where` selects (a condition that holds the form's scope) with its chart
 * values, aligned with `fields`: read from memory where the submission has not changed since,
 * from the database otherwise.
 */
export async function chartRows(db: Db, formId: string, fields: readonly FormField[], where: SQL): Promise<ChartRow[]> {
  const key = columnsKey(formId, fields);
  const form = kept.get(key) ?? { rows: new Map<string, Kept>(), used: 0 };
  form.used = ++clock;
  kept.set(key, form);
  const stamps = await filteredStamps(db, where);
  if (fields.length === 0) return stamps.map((entry) => ({ id: entry.id, status: entry.status, sent: entry.sent, values: [] }));
  const stale = stamps.filter((entry) => form.rows.get(entry.id)?.stamp !== entry.stamp).map((entry) => entry.id);
  await fetchAnswers(db, formId, stale, fields, form.rows);
  forget();
  const rows: ChartRow[] = [];
  for (const entry of stamps) {
    const row = form.rows.get(entry.id);
    if (row) rows.push({ id: entry.id, status: entry.status, sent: entry.sent, values: row.values });
  }
  return rows;
}
