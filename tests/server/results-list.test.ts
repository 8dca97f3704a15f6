import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ResultsExport, ResultsIds, ResultsList, ResultsSubmissionGet, ResultsSummary, type ResultsFilters } from '../../contract/results.ts';
import { resultsExportJob } from '../../server/areas/results/export.ts';
import { submissions } from '../../server/db/schema/submissions.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { expectOk } from './accounts.ts';
import { MINUTE } from './clock.ts';
import { csvRecords } from './export-readers.ts';
import { useTestServer } from './harness.ts';
import { downloadJobFile, finished, waitForJob } from './jobs.ts';
import { FILTER_CASES, SEEDED, resultsTeam, seedResultsWorld, type ResultsWorld } from './results-fixtures.ts';

const server = useTestServer();

async function world() {
  const seeded = await seedResultsWorld(server.db, server.clock.now());
  const team = await resultsTeam(server, seeded);
  return { ...seeded, scope: { company: seeded.company, project: seeded.project, form: seeded.form }, browser: team.asia.browser };
}

type World = Awaited<ReturnType<typeof world>>;

const names = (w: ResultsWorld, ids: string[]) => ids.map((id) => w.whoOf(id));
const sorted = (items: string[]) => [...items].sort();

/**
 * The readers of one set of filters: each answers the submissions it selects (or how many), and
 * every one must agree with the case's expected submissions. An export's reader joins here.
 */
const READERS: Record<string, (w: World, filters: ResultsFilters, tz: string) => Promise<string[] | number>> = {
  'list, every page': async (w, filters, tz) => {
    const ids: string[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await w.browser.call(ResultsList, { ...w.scope, filters, tz, page, pageSize: 4 });
      expectOk(answer);
      ids.push(...answer.body.items.map((item) => item.id));
      if (answer.body.items.length < 4) {
        expect(answer.body.total).toBe(ids.length);
        return ids;
      }
    }
  },
  ids: async (w, filters, tz) => {
    const answer = await w.browser.call(ResultsIds, { ...w.scope, filters, tz });
    expectOk(answer);
    return answer.body.ids;
  },
  'summary total': async (w, filters, tz) => {
    const answer = await w.browser.call(ResultsSummary, { ...w.scope, filters, tz });
    expectOk(answer);
    const byStatus = Object.values(answer.body.by_status).reduce((sum, count) => sum + count, 0);
    expect(byStatus).toBe(answer.body.total);
    return answer.body.total;
  },
  'export, CSV': async (w, filters, tz) => {
    const started = await w.browser.call(ResultsExport, { ...w.scope, filters, tz, format: 'csv', lang: 'en' });
    expectOk(started);
    const runner = startRunner(server.deps, [resultsExportJob], { pollMs: 20 });
    await waitForJob(server.db, started.body.id, finished);
    await runner.stop();
    return csvRecords((await downloadJobFile(w.browser, started.body.id)).text).map((row) => row.ID!);
  },
};

// The shared table's cases in groups, each group on one seeded world: one test for them all ran past its time on a busy machine.
const GROUP = 6;
const GROUPS = Array.from({ length: Math.ceil(FILTER_CASES.length / GROUP) }, (_, index) => FILTER_CASES.slice(index * GROUP, (index + 1) * GROUP));

describe('every filter narrows the table, the ids and the dashboard alike', () => {
  it.each(GROUPS.map((cases, index) => ({ cases, first: index * GROUP + 1, last: index * GROUP + cases.length })))('for cases $first to $last of the shared table', async ({ cases }) => {
    const w = await world();
    const wrong: string[] = [];
    for (const entry of cases) {
      const expected = sorted(entry.expected);
      for (const [reader, read] of Object.entries(READERS)) {
        const got = await read(w, entry.filters, entry.tz ?? 'UTC');
        const same = typeof got === 'number' ? got === expected.length : JSON.stringify(sorted(names(w, got))) === JSON.stringify(expected);
        if (!same) wrong.push(`${entry.name} / ${reader}: ${typeof got === 'number' ? got : names(w, got).join(',')} instead of ${expected.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the table of results', () => {
  const order = async (w: World, by: string, dir: 'asc' | 'desc', filters: ResultsFilters = {}) => {
    const answer = await w.browser.call(ResultsList, { ...w.scope, filters, sort: { by, dir }, pageSize: 50 });
    expectOk(answer);
    return names(w, answer.body.items.map((item) => item.id));
  };

  it('sorts by the fixed columns, the id breaking ties', async () => {
    const w = await world();
    expect(await order(w, 'submitted_at', 'desc')).toEqual(['gil', 'eva', 'dan', 'cleo', 'ben', 'ana']);
    expect(await order(w, 'submitted_at', 'asc')).toEqual(['ana', 'ben', 'cleo', 'dan', 'eva', 'gil']);
    // In the order a submission goes through them: received, in review, accepted, rejected, withdrawn.
    expect((await order(w, 'status', 'asc')).slice(2)).toEqual(['ben', 'cleo', 'dan', 'eva']);
    expect(sorted((await order(w, 'status', 'asc')).slice(0, 2))).toEqual(['ana', 'gil']);
    // By name; the erased sender (eva) last either way.
    expect(await order(w, 'user', 'asc')).toEqual(['ana', 'ben', 'cleo', 'dan', 'gil', 'eva']);
    expect(await order(w, 'user', 'desc')).toEqual(['gil', 'dan', 'cleo', 'ben', 'ana', 'eva']);
    const byLang = await order(w, 'lang', 'asc');
    expect(sorted(byLang.slice(0, 2))).toEqual(['ben', 'gil']);
    expect(byLang.slice(2)).toEqual(['dan', 'cleo', 'ana', 'eva']);
    expect((await order(w, 'version', 'asc'))[0]).toBe('cleo');
  });

  it("sorts by a field's answer: numbers by value, texts without regard to case, the unanswered last both ways", async () => {
    const w = await world();
    const ages = await order(w, 'answer:age', 'asc');
    expect(ages.slice(0, 4)).toEqual(['dan', 'ana', 'ben', 'gil']);
    expect(sorted(ages.slice(4))).toEqual(['cleo', 'eva']);
    const agesDown = await order(w, 'answer:age', 'desc');
    expect(agesDown.slice(0, 4)).toEqual(['gil', 'ben', 'ana', 'dan']);
    expect(sorted(agesDown.slice(4))).toEqual(['cleo', 'eva']);
    const categories = await order(w, 'answer:category', 'asc');
    expect(sorted(categories.slice(0, 2))).toEqual(['ana', 'gil']);
    expect(categories[2]).toBe('dan');
    expect(sorted(categories.slice(3, 5))).toEqual(['ben', 'cleo']);
    expect(categories.at(-1)).toBe('eva');
    const bio = await order(w, 'answer:bio', 'asc');
    expect(bio.slice(0, 2)).toEqual(['ana', 'gil']);
    expect((await order(w, 'answer:bio', 'desc')).slice(0, 2)).toEqual(['gil', 'ana']);
  });

  it('pages without losing or repeating a submission whatever the sort', async () => {
    const w = await world();
    for (const by of ['status', 'lang', 'answer:category', 'answer:consent']) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const answer = await w.browser.call(ResultsList, { ...w.scope, sort: { by, dir: 'asc' }, page, pageSize: 2 });
        seen.push(...answer.body.items.map((item) => item.id));
      }
      expect(sorted(names(w, seen)), by).toEqual(sorted(['ana', 'ben', 'cleo', 'dan', 'eva', 'gil']));
    }
  });

  it('lists each submission with its sender, tags, language, notes and, for a block, that block of the version it answered', async () => {
    const w = await world();
    const answer = await w.browser.call(ResultsList, { ...w.scope, filters: { user: 'stone' } });
    expect(answer.body.items).toEqual([
      {
        id: w.ids.ben,
        user: { id: w.users.ben, email: 'ben@example.org', first_name: 'Ben', last_name: 'Stone' },
        status: 'in_review',
        version: 2,
        submitted_at: '2030-01-10T23:30:00.000Z',
        updated_at: '2030-01-10T23:30:00.000Z',
        answers: SEEDED.ben.answers,
        tags: ['shortlist', 'late'],
        lang: 'en',
        notes: 0,
      },
    ]);
    const work = await w.browser.call(ResultsList, { ...w.scope, filters: { user: 'stone' }, block: 1 });
    expect(work.body.items[0]!.answers).toEqual({ category: 'science', topics: ['ai', 'climate'], region: 'south', consent: true, confidence: 3 });
    const about = await w.browser.call(ResultsList, { ...w.scope, filters: { version: [1] }, block: 0 });
    expect(about.body.items[0]!.answers).toEqual({ name: 'Cléo', birth: '1990-12-31', nickname: 'cc' });
  });

  it('refuses a sort by a column that does not exist', async () => {
    const w = await world();
    const answer = await w.browser.call(ResultsList, { ...w.scope, sort: { by: 'answers); DROP TABLE submissions; --', dir: 'asc' } });
    expect(answer.status).toBe(400);
  });

  it("never shows another form's submissions, nor this form's under another project", async () => {
    const w = await world();
    const all = await w.browser.call(ResultsIds, { ...w.scope, filters: { status: ['draft', 'received', 'in_review', 'accepted', 'rejected', 'withdrawn'] } });
    expect(all.body.ids).not.toContain(w.otherSubmission);
    const other = await w.browser.call(ResultsSubmissionGet, { ...w.scope, submission: w.otherSubmission });
    expect(other.status).toBe(404);
    expect(other.error?.code).toBe('not_found');
  });
});

describe('the dashboard', () => {
  it('counts by status, drafts apart, by day in the reader’s time zone, and charts each field by its type', async () => {
    const w = await world();
    const answer = await w.browser.call(ResultsSummary, { ...w.scope, tz: 'Europe/Rome' });
    expectOk(answer);
    const summary = answer.body;
    expect(summary.total).toBe(6);
    expect(summary.drafts).toBe(1);
    expect(summary.by_status).toEqual({ draft: 0, received: 2, in_review: 1, accepted: 1, rejected: 1, withdrawn: 1 });
    // Ben's evening in UTC is the next morning in Rome.
    expect(summary.per_day).toEqual([
      { value: '2030-01-10', count: 1 },
      { value: '2030-01-11', count: 1 },
      { value: '2030-01-12', count: 1 },
      { value: '2030-01-13', count: 1 },
      { value: '2030-01-14', count: 2 },
    ]);
    const field = (key: string) => summary.fields.find((entry) => entry.key === key)!;
    expect(summary.fields.map((entry) => entry.key)).toEqual(['name', 'email', 'age', 'birth', 'bio', 'extra', 'category', 'topics', 'region', 'consent', 'confidence', 'portfolio']);
    expect(field('category')).toEqual({
      key: 'category',
      type: 'single_choice',
      answered: 5,
      empty: 1,
      buckets: [
        { value: 'art', count: 2 },
        { value: 'science', count: 2 },
        { value: 'music', count: 1 },
      ],
    });
    expect(field('topics').buckets).toEqual([
      { value: 'ai', count: 2 },
      { value: 'climate', count: 1 },
      { value: 'health', count: 1 },
    ]);
    expect(field('topics')).toMatchObject({ answered: 3, empty: 3 });
    expect(field('consent')).toMatchObject({ answered: 2, empty: 4, buckets: [{ value: 'true', count: 2 }, { value: 'false', count: 4 }] });
    expect(field('confidence')).toMatchObject({ answered: 4, mean: 13 / 4, median: 3.5 });
    expect(field('confidence').buckets.map((bar) => bar.count)).toEqual([1, 0, 1, 1, 1]);
    // 18, 25, 40 and 99.5: bars of 10 from 10 to 100.
    expect(field('age')).toMatchObject({ answered: 4, mean: (18 + 25 + 40 + 99.5) / 4, median: 32.5 });
    expect(field('age').buckets[0]).toEqual({ value: '10', to: 20, count: 1 });
    expect(field('age').buckets.at(-1)).toEqual({ value: '90', to: 100, count: 1 });
    expect(field('age').buckets.reduce((sum, bar) => sum + bar.count, 0)).toBe(4);
    expect(field('birth').buckets).toEqual([
      { value: '1990-12', count: 1 },
      { value: '2000-05', count: 1 },
    ]);
    expect(field('bio')).toMatchObject({ answered: 2, empty: 4 });
    expect(field('bio').buckets.map((word) => word.value)).toEqual(expect.arrayContaining(['robots', 'murals', 'schools']));
    expect(field('bio').buckets.map((word) => word.value)).not.toContain('the');
    expect(field('portfolio')).toEqual({ key: 'portfolio', type: 'file', answered: 1, empty: 5, buckets: [] });
  });

  it('follows a change of answers, status or tags made since it was last read', async () => {
    const w = await world();
    const read = async (filters: ResultsFilters = {}) => (await w.browser.call(ResultsSummary, { ...w.scope, filters })).body;
    expect((await read()).fields.find((field) => field.key === 'category')!.buckets[2]).toEqual({ value: 'music', count: 1 });
    server.clock.advance(MINUTE);
    await server.db
      .update(submissions)
      .set({ answers: { ...SEEDED.ana.answers, category: 'music' }, updatedAt: server.clock.now() })
      .where(eq(submissions.id, w.ids.ana));
    const after = await read();
    expect(after.fields.find((field) => field.key === 'category')!.buckets).toEqual([
      { value: 'art', count: 1 },
      { value: 'science', count: 2 },
      { value: 'music', count: 2 },
    ]);
    expect((await read({ tags: ['late'] })).total).toBe(2);
  });

  it('reads filters that select nothing as nothing', async () => {
    const w = await world();
    const none = await w.browser.call(ResultsSummary, { ...w.scope, filters: { user: 'nobody at all' } });
    expect(none.body).toMatchObject({ total: 0, per_day: [] });
    expect(none.body.fields.find((field) => field.key === 'age')).toMatchObject({ answered: 0, empty: 0, buckets: [], mean: null, median: null });
  });
});

