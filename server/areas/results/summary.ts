// The results dashboard: counts and charts of the filtered submissions. Which submissions count is
// the database's (the filters' SQL, read once per call as ids, statuses and moments); their
// answers' chart values come from memory between calls (answer-columns.ts), so a form of 30 fields
// and 100,000 submissions answers within a second once read. The commonest words of a text field
// come from the last WORDS_SAMPLE submissions sent.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FormField } from '../../../contract/form-definition.ts';
import type { FieldSummarySchema, ResultsFilters, ResultsSummary } from '../../../contract/results.ts';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../contract/submission-status.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { chartRows, type ChartRow } from './answer-columns.ts';
import { keptResult, resultsStamp } from './cache.ts';
import { filterFields, resultsWhere, scopeWhere } from '../../filters/results-filters.ts';
import { publishedDefinition } from '../../respondents/answered-versions.ts';
import { commonestWords } from './words.ts';
import type { FormScope } from '../../../contract/fields.ts';

type FieldSummary = z.input<typeof FieldSummarySchema>;
type Summary = z.input<typeof ResultsSummary.output>;

/** How many of the last filtered submissions the commonest words are read from. */
export const WORDS_SAMPLE = 2000;

/** How many bars a number field's histogram has at most. */
const HISTOGRAM_BARS = 10;

const CHOICES = new Set(['single_choice', 'dropdown', 'multiple_choice']);
const NUMBERS = new Set(['number', 'rating']);
const WORDY = new Set(['text', 'long_text']);

/** A number rounded to what people read (12 significant digits), so 0.1 + 0.2 shows as 0.3. */
const tidy = (value: number) => Number(value.toPrecision(12));

/** A histogram's bars: a round width (1, 2 or 5 times a power of ten) from a round start, covering least to greatest. */
export function histogramBars(least: number, greatest: number, bars = HISTOGRAM_BARS): { start: number; width: number; count: number } {
  if (!(greatest > least)) return { start: least, width: 1, count: 1 };
  const raw = (greatest - least) / bars;
  const power = 10 ** Math.floor(Math.log10(raw));
  const width = [1, 2, 5, 10].map((step) => step * power).find((step) => step >= raw)!;
  const start = tidy(Math.floor(least / width) * width);
  const count = Math.max(1, Math.ceil(tidy((greatest - start) / width)));
  return { start, width, count };
}

// The middle of some numbers (sorted in place).
function median(numbers: Float64Array): number | null {
  if (numbers.length === 0) return null;
  numbers.sort();
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle]! : (numbers[middle - 1]! + numbers[middle]!) / 2;
}

const monthOf = (ordinal: number) => `${String(Math.floor(ordinal / 12)).padStart(4, '0')}-${String((ordinal % 12) + 1).padStart(2, '0')}`;

/** A field's counts over the filtered submissions, by its chart's kind. */
interface Tally {
  answered: number;
  /** A choice field's count per option. */
  options: Int32Array;
  /** A number or rating field's answers (the first `count` of them), their sum, least and greatest. */
  numbers: Float64Array;
  count: number;
  sum: number;
  /** A date field's count per month (year × 12 + month - 1). */
  months: Map<number, number>;
}

// One pass over the filtered submissions for every field at once.
function tallies(fields: readonly FormField[], rows: readonly ChartRow[]): Tally[] {
  const all: Tally[] = fields.map((field) => ({
    answered: 0,
    options: new Int32Array('options' in field ? field.options.length : 0),
    numbers: new Float64Array(NUMBERS.has(field.type) ? rows.length : 0),
    count: 0,
    sum: 0,
    months: new Map(),
  }));
  const kinds = fields.map((field) => (CHOICES.has(field.type) ? 1 : NUMBERS.has(field.type) ? 2 : field.type === 'date' ? 3 : 0));
  for (const row of rows) {
    const values = row.values;
    for (let index = 0; index < all.length; index += 1) {
      const value = values[index];
      if (value === undefined) continue;
      const tally = all[index]!;
      tally.answered += 1;
      if (value === true) continue;
      switch (kinds[index]) {
        case 1:
          if (typeof value === 'number') {
            if (value >= 0) tally.options[value]! += 1;
          } else for (const option of value) if (option >= 0) tally.options[option]! += 1;
          break;
        case 2:
          tally.numbers[tally.count++] = value as number;
          tally.sum += value as number;
          break;
        case 3:
          tally.months.set(value as number, (tally.months.get(value as number) ?? 0) + 1);
          break;
      }
    }
  }
  return all;
}

// A number or rating field's bars, mean and median.
function numberChart(field: FormField, tally: Tally): Pick<FieldSummary, 'buckets' | 'mean' | 'median'> {
  const numbers = tally.numbers.subarray(0, tally.count);
  const mean = tally.count === 0 ? null : tally.sum / tally.count;
  let buckets: FieldSummary['buckets'] = [];
  if (field.type === 'rating') {
    const least = field.min ?? 1;
    const greatest = field.max ?? 5;
    const counts = new Int32Array(greatest - least + 1);
    for (const value of numbers) {
      const step = Math.round(value) - least;
      if (step >= 0 && step < counts.length) counts[step]! += 1;
    }
    buckets = [...counts].map((count, step) => ({ value: String(least + step), to: least + step, count }));
  } else if (tally.count > 0) {
    let least = Infinity;
    let greatest = -Infinity;
    for (const value of numbers) {
      if (value < least) least = value;
      if (value > greatest) greatest = value;
    }
    const bars = histogramBars(least, greatest);
    const counts = new Int32Array(bars.count);
    for (const value of numbers) counts[Math.min(Math.max(Math.floor((value - bars.start) / bars.width), 0), bars.count - 1)]! += 1;
    buckets = [...counts].map((count, bar) => ({ value: String(tidy(bars.start + bar * bars.width)), to: tidy(bars.start + (bar + 1) * bars.width), count }));
  }
  return { buckets, mean, median: median(numbers) };
}

// A field's chart from its tally.
function fieldSummary(field: FormField, tally: Tally, total: number, words: readonly string[]): FieldSummary {
  const summary: FieldSummary = { key: field.key, type: field.type, answered: tally.answered, empty: total - tally.answered, buckets: [] };
  if ('options' in field && CHOICES.has(field.type)) {
    summary.buckets = field.options.map((option, index) => ({ value: option.value, count: tally.options[index]! }));
  } else if (field.type === 'checkbox') {
    summary.buckets = [
      { value: 'true', count: tally.answered },
      { value: 'false', count: total - tally.answered },
    ];
  } else if (field.type === 'date') {
    summary.buckets = [...tally.months].sort(([a], [b]) => a - b).map(([month, count]) => ({ value: monthOf(month), count }));
  } else if (NUMBERS.has(field.type)) {
    Object.assign(summary, numberChart(field, tally));
  } else if (WORDY.has(field.type)) {
    summary.buckets = commonestWords(words);
  }
  return summary;
}

// Every offset from UTC is a whole number of quarter hours: the moments of one quarter hour share their day.
const QUARTER_HOUR = 15 * 60 * 1000;

/** The submissions sent per calendar day in a time zone (`YYYY-MM-DD`), days with none left out. */
export function perDay(rows: readonly ChartRow[], tz: string): Array<{ value: string; count: number }> {
  const quarters = new Map<number, number>();
  for (const row of rows) if (row.sent !== null) quarters.set(Math.floor(row.sent / QUARTER_HOUR), (quarters.get(Math.floor(row.sent / QUARTER_HOUR)) ?? 0) + 1);
  // en-CA writes a day as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, number>();
  for (const [quarter, count] of quarters) {
    const day = format.format(new Date(quarter * QUARTER_HOUR));
    days.set(day, (days.get(day) ?? 0) + count);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([value, count]) => ({ value, count }));
}

// The ids of the last `count` submissions sent (drafts, never sent, after them), without sorting them all.
function lastSent(rows: readonly ChartRow[], count: number): string[] {
  if (rows.length <= count) return rows.map((row) => row.id);
  const moments = Float64Array.from(rows, (row) => row.sent ?? -Infinity).sort();
  const threshold = moments[moments.length - count]!;
  const newer = rows.filter((row) => (row.sent ?? -Infinity) > threshold).map((row) => row.id);
  const tied = rows.filter((row) => (row.sent ?? -Infinity) === threshold).map((row) => row.id);
  return [...newer, ...tied.slice(0, count - newer.length)];
}

// The texts of the word fields in the last WORDS_SAMPLE submissions sent.
async function wordSample(db: Db, scope: FormScope, rows: readonly ChartRow[], fields: readonly FormField[]): Promise<Map<string, string[]>> {
  const texts = new Map<string, string[]>(fields.map((field) => [field.key, []]));
  if (fields.length === 0 || rows.length === 0) return texts;
  const last = lastSent(rows, WORDS_SAMPLE);
  const columns = sql.join(
    fields.map((field, index) => sql`${submissions.answers} ->> ${field.key}::text AS ${sql.raw(`t${index}`)}`),
    sql`, `,
  );
  const found = await sqlRows<Record<string, string | null>>(db, sql`SELECT ${columns} FROM ${submissions} WHERE ${scopeWhere(scope)} AND ${inArray(submissions.id, last)}`);
  for (const row of found) {
    fields.forEach((field, index) => {
      const text = row[`t${index}`];
      if (text) texts.get(field.key)!.push(text);
    });
  }
  return texts;
}

/**
 * The dashboard of the filtered submissions: totals, statuses, days sent in `tz`, and a chart per
 * field of the last published version. Kept (cache.ts) under the form's version, but when the
 * filters search the senders, whose names that version does not follow.
 */
export async function resultsSummary(db: Db, scope: FormScope, filters: ResultsFilters, tz: string): Promise<Summary> {
  if (filters.user) return computeSummary(db, scope, filters, tz);
  const key = `${await resultsStamp(db, scope)}|summary|${tz}|${JSON.stringify(filters)}`;
  return keptResult(key, () => computeSummary(db, scope, filters, tz), (summary) => JSON.stringify(summary).length);
}

async function computeSummary(db: Db, scope: FormScope, filters: ResultsFilters, tz: string): Promise<Summary> {
  const definition = await publishedDefinition(db, scope);
  const known = filterFields(definition);
  const fields = [...known.values()];
  const where = resultsWhere(scope, filters, tz, known);
  const rows = await chartRows(db, scope.form, fields, where);
  const [[drafts], words] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(submissions)
      .where(and(scopeWhere(scope), eq(submissions.status, 'draft'))),
    wordSample(
      db,
      scope,
      rows,
      fields.filter((field) => WORDY.has(field.type)),
    ),
  ]);
  const byStatus = Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, 0])) as Record<SubmissionStatus, number>;
  for (const row of rows) byStatus[row.status] += 1;
  const counted = tallies(fields, rows);
  return {
    total: rows.length,
    drafts: drafts?.count ?? 0,
    by_status: byStatus,
    per_day: perDay(rows, tz),
    fields: fields.map((field, index) => fieldSummary(field, counted[index]!, rows.length, words.get(field.key) ?? [])),
  };
}
