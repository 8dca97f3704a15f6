// One field's answer inside a submission's jsonb `answers`, as SQL: the filters, the sort and the
// dashboard read answers through these, so "answered" means the same thing everywhere, and the
// same as `isAnswered` (contract/answer-checks.ts) on the browser and in the checks.
import { sql, type SQL } from 'drizzle-orm';
import { submissions } from '../db/schema/submissions.ts';

/** A field's answer as jsonb (SQL NULL when the key is missing); the key is bound, never written into the text. */
export function answerOf(key: string): SQL {
  return sql`(${submissions.answers} -> ${key}::text)`;
}

// A character that is not white space as JavaScript's trim() reads it (isAnswered trims).
const NOT_BLANK = sql.raw(`'[^[:space:]\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]'`);

/**
 * Whether an answer counts as given: a missing key, a JSON null, false (an unticked box), a text
 * of blanks only and an empty list do not; any other value (a number, a true, a file) does.
 */
export function answeredSql(answer: SQL): SQL {
  return sql`(CASE coalesce(jsonb_typeof(${answer}), 'null')
    WHEN 'null' THEN false
    WHEN 'string' THEN (${answer} #>> '{}') ~ ${NOT_BLANK}
    WHEN 'array' THEN jsonb_array_length(${answer}) > 0
    WHEN 'boolean' THEN ${answer} = 'true'::jsonb
    ELSE true END)`;
}

/** A number answer as numeric; NULL for anything else (a CASE, so a text is never cast). */
export function numberOf(answer: SQL): SQL {
  return sql`(CASE WHEN jsonb_typeof(${answer}) = 'number' THEN (${answer})::numeric END)`;
}

/** A text answer as text; NULL for anything else (lists, numbers, files). */
export function textOf(answer: SQL): SQL {
  return sql`(CASE WHEN jsonb_typeof(${answer}) = 'string' THEN ${answer} #>> '{}' END)`;
}

/** A list of texts as a SQL text array `ARRAY[a, b]::text[]`, each bound. */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;
}
