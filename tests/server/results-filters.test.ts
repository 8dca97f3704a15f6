import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { submissions } from '../../server/db/schema/submissions.ts';
import { filteredSubmissions, resultsCondition } from '../../server/filters/results-filters.ts';
import { START_TIME } from './clock.ts';
import { FILTER_CASES, PEOPLE, seedResultsWorld, type ResultsWorld, type Who } from './results-fixtures.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

// The filters' SQL on its own, on the database the suite runs on: every case of the shared table.
let testDb: TestDatabase;
let db: Db;
let world: ResultsWorld;

beforeAll(async () => {
  testDb = await openTestDatabase();
  db = testDb.database.db;
  world = await seedResultsWorld(db, START_TIME);
});

afterAll(() => testDb.dispose());

const scopeOf = (w: ResultsWorld) => ({ company: w.company, project: w.project, form: w.form });

async function selected(filters: Parameters<typeof resultsCondition>[2], tz?: string): Promise<Who[]> {
  const where = await resultsCondition(db, scopeOf(world), filters, tz);
  const rows = await db.select({ id: submissions.id }).from(submissions).where(where).orderBy(asc(submissions.id));
  return rows.map((row) => world.whoOf(row.id) as Who).sort();
}

describe('the results filters', () => {
  it.each(FILTER_CASES.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    expect(await selected(entry.filters, entry.tz)).toEqual([...entry.expected].sort());
  });

  it("never reach another form's submissions, nor the same form named under another project", async () => {
    const where = await resultsCondition(db, { ...scopeOf(world), project: world.company }, {});
    expect(await db.select().from(submissions).where(where)).toEqual([]);
    const mine = await selected({ tags: ['shortlist', 'late'] });
    expect(mine).toEqual(['ben']);
  });

  it('takes what people type as values, never as SQL', async () => {
    const hostile = "x'); DROP TABLE submissions; --";
    expect(await selected({ user: hostile })).toEqual([]);
    expect(await selected({ answers: [{ field: 'bio', op: 'contains', text: hostile }] })).toEqual([]);
    expect(await selected({ answers: [{ field: 'category', op: 'is', values: [hostile] }] })).toEqual([]);
    expect(await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.formId, world.form))).toHaveLength(PEOPLE.length);
  });
});

describe('the filtered submissions read in pages', () => {
  it('reads every filtered row once, in the order sent, page by page', async () => {
    const pages: string[][] = [];
    for await (const page of filteredSubmissions(db, scopeOf(world), { status: [...new Set(Object.values(FILTER_CASES[3]!.filters.status!))] }, 'UTC', { batch: 2 })) {
      pages.push(page.map((row) => world.whoOf(row.submission.id)));
    }
    // The draft has not been sent: it comes in at the moment it was started.
    expect(pages).toEqual([
      ['ana', 'ben'],
      ['cleo', 'dan'],
      ['eva', 'gil'],
      ['fay'],
    ]);
  });

  it('reads newest first when asked, with who sent each', async () => {
    const rows = [];
    for await (const page of filteredSubmissions(db, scopeOf(world), { tags: ['late'] }, 'UTC', { batch: 1, dir: 'desc' })) rows.push(...page);
    expect(rows.map((row) => [world.whoOf(row.submission.id), row.user?.email ?? null])).toEqual([
      ['dan', 'dan@example.org'],
      ['ben', 'ben@example.org'],
    ]);
  });
});
