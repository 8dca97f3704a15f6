// What the results calls computed, kept in this server's memory under the version of the form's
// submissions. The database gives a form's submissions a new version in the writer's own transaction
// whenever a statement inserts, changes or deletes any of them (triggers on `submissions`, the table
// `results_versions`), whichever server or job wrote them; every call reads that one row first, so a
// change made on any server is seen by the very next call on every other. Nothing here decides who may
// read what: the calls check their caller before they ask, and the key holds the whole scope.
import { sql } from 'drizzle-orm';
import { sqlRows, type Db } from '../../db/db.ts';
import type { FormScope } from '../../../contract/fields.ts';

/** The state of a form's results: its submissions' version and the version of the form published. */
export async function resultsStamp(db: Db, scope: FormScope): Promise<string> {
  const [row] = await sqlRows<{ version: string | null; published: number | null }>(
    db,
    sql`SELECT (SELECT version::text FROM results_versions WHERE form_id = ${scope.form}) AS version,
      (SELECT published_version FROM forms WHERE id = ${scope.form} AND project_id = ${scope.project} AND company_id = ${scope.company}) AS published`,
  );
  // A form whose submissions were not written since the versions began reads as "none": still the same until they are.
  return `${scope.company}/${scope.project}/${scope.form}@${row?.version ?? 'none'}/${row?.published ?? 'unpublished'}`;
}

/** How much the kept results may weigh in all (about bytes); the least recently used go first. */
const MAX_WEIGHT = 64_000_000;

interface Entry {
  value: unknown;
  weight: number;
}

// A Map keeps its insertion order: an entry read is put back at the end, so the first is the least recently used.
const kept = new Map<string, Entry>();
let weight = 0;
// One computation per key at a time: calls that ask the same while it runs wait for it.
const running = new Map<string, Promise<unknown>>();

/**
 * The value kept under `key` (which starts with the form's stamp), or `compute()`'s, kept then.
 * `weigh` says about how many bytes the value holds.
 */
export async function keptResult<T>(key: string, compute: () => Promise<T>, weigh: (value: T) => number): Promise<T> {
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found.value as T;
  }
  const pending = running.get(key);
  if (pending) return pending as Promise<T>;
  const computing = compute().then((value) => {
    keep(key, value, weigh(value));
    return value;
  });
  running.set(key, computing);
  try {
    return await computing;
  } finally {
    running.delete(key);
  }
}

function keep(key: string, value: unknown, size: number): void {
  if (size > MAX_WEIGHT / 4) return;
  kept.set(key, { value, weight: size });
  weight += size;
  for (const [oldest, entry] of kept) {
    if (weight <= MAX_WEIGHT) break;
    kept.delete(oldest);
    weight -= entry.weight;
  }
}

/** Forgets every kept result (tests, and a database restored under a running server). */
export function forgetResults(): void {
  kept.clear();
  weight = 0;
}
