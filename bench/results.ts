// A form's results at 100,000 submissions on PGlite or PostgreSQL, through the real HTTP API: the
// table's first page (as it opens, and filtered), a page sorted by an answer, the dashboard, and the
// XLSX export of every submission with the server's memory during it.
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FormDefinition, FormField } from '../contract/form-definition.ts';
import { startServer, type TestServer } from '../e2e/fixtures/server.ts';
import { openDatabase } from '../server/db/client.ts';
import { formVersions, forms } from '../server/db/schema/forms.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';
import { createBenchDatabase } from './cluster.ts';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const LIST_REQUESTS = 50;
const SUMMARY_REQUESTS = 20;
// BENCH_RESULTS_EXPORT=0 leaves the export out (it takes a minute on each engine).
const WITH_EXPORT = process.env.BENCH_RESULTS_EXPORT !== '0';
export const COMPANY = '00000000-0000-4000-8000-00000000c0de';
export const PROJECT = '00000000-0000-4000-8000-0000000070de';
export const FORM = '00000000-0000-4000-8000-00000000f0de';
const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));

/** What the benchmark measured. */
export interface ResultsFigures {
  engine: 'pglite' | 'postgres';
  submissions: number;
  fields: number;
  seedSeconds: number;
  /** Each call measured, in the order measured. */
  calls: Array<{ call: string } & Latencies>;
  export: { seconds: number; rows: number; bytes: number; peakRssMb: number; peakHeapMb: number; rssBeforeMb: number } | null;
}

/** Where the benchmark runs: PGlite, or a database of its own made (and dropped) on the PostgreSQL cluster `clusterUrl` names. */
export interface ResultsBenchOptions {
  clusterUrl?: string;
}

/** Latencies of one call, in ms. */
export interface Latencies {
  /** The first request, before the ones counted: the one that finds nothing kept yet. */
  first: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

const label = (en: string) => ({ en, it: `${en} (it)` });
const options = (...values: string[]) => values.map((value) => ({ value, label: label(value) }));

// 30 fields of every kind an application form has, with what each answer is made of in SQL (`g` is the row's number).
const FIELDS: Array<{ field: FormField; answer: string }> = [
  { field: { type: 'text', key: 'name', label: label('Name'), personal: true }, answer: `'Person ' || g` },
  { field: { type: 'email', key: 'email', label: label('Email'), personal: true }, answer: `'person' || g || '@example.org'` },
  { field: { type: 'phone', key: 'phone', label: label('Phone'), personal: true }, answer: `'+39 333 ' || lpad((g % 10000000)::text, 7, '0')` },
  { field: { type: 'url', key: 'site', label: label('Website') }, answer: `'https://example.org/p/' || g` },
  { field: { type: 'text', key: 'city', label: label('City') }, answer: `(ARRAY['Roma', 'Milano', 'Napoli', 'Torino', 'Lisboa', 'Madrid'])[g % 6 + 1]` },
  { field: { type: 'long_text', key: 'summary', label: label('Summary') }, answer: `'A project about ' || md5(g::text) || ' that helps schools measure the air they breathe, number ' || g` },
  { field: { type: 'long_text', key: 'plan', label: label('Plan') }, answer: `'Plan ' || g || ': ' || repeat('steps and milestones ', 3)` },
  { field: { type: 'single_choice', key: 'category', label: label('Category'), options: options('art', 'science', 'music', 'sport', 'other') }, answer: `(ARRAY['art', 'science', 'music', 'sport', 'other'])[(g * 7) % 5 + 1]` },
  { field: { type: 'single_choice', key: 'stage', label: label('Stage'), options: options('idea', 'prototype', 'market') }, answer: `(ARRAY['idea', 'prototype', 'market'])[g % 3 + 1]` },
  { field: { type: 'single_choice', key: 'team', label: label('Team size'), options: options('one', 'small', 'large') }, answer: `(ARRAY['one', 'small', 'large'])[(g * 3) % 3 + 1]` },
  { field: { type: 'single_choice', key: 'funding', label: label('Funding'), options: options('none', 'grant', 'private', 'public') }, answer: `(ARRAY['none', 'grant', 'private', 'public'])[g % 4 + 1]` },
  { field: { type: 'multiple_choice', key: 'topics', label: label('Topics'), options: options('ai', 'climate', 'health', 'food', 'water') }, answer: `jsonb_build_array((ARRAY['ai', 'climate', 'health', 'food', 'water'])[g % 5 + 1], (ARRAY['ai', 'climate', 'health', 'food', 'water'])[(g + 2) % 5 + 1])` },
  { field: { type: 'multiple_choice', key: 'audience', label: label('Audience'), options: options('kids', 'adults', 'elderly') }, answer: `jsonb_build_array((ARRAY['kids', 'adults', 'elderly'])[g % 3 + 1])` },
  { field: { type: 'dropdown', key: 'region', label: label('Region'), options: options('north', 'centre', 'south', 'islands') }, answer: `(ARRAY['north', 'centre', 'south', 'islands'])[g % 4 + 1]` },
  { field: { type: 'dropdown', key: 'country', label: label('Country'), options: options('it', 'es', 'fr', 'pt') }, answer: `(ARRAY['it', 'es', 'fr', 'pt'])[(g * 11) % 4 + 1]` },
  { field: { type: 'checkbox', key: 'consent', label: label('I accept the rules') }, answer: `true` },
  { field: { type: 'checkbox', key: 'newsletter', label: label('Newsletter') }, answer: `g % 2 = 0` },
  { field: { type: 'checkbox', key: 'first_time', label: label('First time') }, answer: `g % 3 = 0` },
  { field: { type: 'number', key: 'budget', label: label('Budget') }, answer: `(g * 37) % 50000` },
  { field: { type: 'number', key: 'people', label: label('People reached') }, answer: `(g * 13) % 1000` },
  { field: { type: 'number', key: 'age', label: label('Age') }, answer: `18 + g % 60` },
  { field: { type: 'number', key: 'months', label: label('Months') }, answer: `1 + g % 36` },
  { field: { type: 'rating', key: 'confidence', label: label('Confidence'), min: 1, max: 5 }, answer: `1 + g % 5` },
  { field: { type: 'rating', key: 'impact', label: label('Impact'), min: 1, max: 5 }, answer: `1 + (g * 7) % 5` },
  { field: { type: 'rating', key: 'risk', label: label('Risk'), min: 1, max: 10 }, answer: `1 + (g * 3) % 10` },
  { field: { type: 'date', key: 'birth', label: label('Date of birth') }, answer: `to_char(date '1960-01-01' + (g % 15000), 'YYYY-MM-DD')` },
  { field: { type: 'date', key: 'start', label: label('Start') }, answer: `to_char(date '2026-03-01' + (g % 300), 'YYYY-MM-DD')` },
  { field: { type: 'file', key: 'cv', label: label('CV') }, answer: fileAnswer('cv', 'pdf', 'application/pdf') },
  { field: { type: 'file', key: 'photo', label: label('Photo') }, answer: fileAnswer('photo', 'jpg', 'image/jpeg') },
  { field: { type: 'file', key: 'budget_sheet', label: label('Budget sheet') }, answer: fileAnswer('budget', 'pdf', 'application/pdf') },
];

function fileAnswer(name: string, extension: string, type: string): string {
  return `jsonb_build_object('media_id', md5('${name}' || g)::uuid, 'name', '${name}-' || g || '.${extension}', 'size', 20000 + g % 5000, 'type', '${type}')`;
}

function definition(): FormDefinition {
  const half = Math.ceil(FIELDS.length / 2);
  return {
    format: 'form/1',
    slug: 'bench',
    title: label('Bench application'),
    languages: ['it', 'en'],
    default_lang: 'it',
    blocks: [
      { key: 'about', title: label('About'), fields: FIELDS.slice(0, half).map((entry) => entry.field) },
      { key: 'project', title: label('Project'), fields: FIELDS.slice(half).map((entry) => entry.field) },
    ],
  };
}

/**
 * The form and its 100,000 submissions (and as many registered users, a tenth of them with a note),
 * put in the database before the server starts, each table in one INSERT … SELECT generate_series.
 * `target` is a PGlite directory, or a PostgreSQL database's URL.
 */
export async function seedResultsForm(target: { dbDir: string } | { url: string }): Promise<void> {
  const database = await openDatabase('url' in target ? { kind: 'postgres', url: target.url } : { kind: 'pglite', dataDir: target.dbDir });
  const db = database.db;
  try {
    await database.migrate();
    const now = new Date();
    await db.execute(sql`INSERT INTO companies (id, name, slug, created_at, updated_at) VALUES (${COMPANY}, 'Bench', 'bench', now(), now())`);
    await db.execute(sql`INSERT INTO projects (id, company_id, name, slug, languages, default_lang, created_at, updated_at)
      VALUES (${PROJECT}, ${COMPANY}, 'Bench prize', 'bench-prize', '["it","en"]', 'it', now(), now())`);
    await db.insert(forms).values({ id: FORM, companyId: COMPANY, projectId: PROJECT, slug: 'bench', status: 'open', draft: definition(), publishedVersion: 1, createdAt: now, updatedAt: now });
    await db.insert(formVersions).values({ formId: FORM, number: 1, definition: definition(), publishedAt: now });
    await db.execute(sql`INSERT INTO registered_users (id, company_id, project_id, email, first_name, last_name, preferred_lang, created_at, updated_at)
      SELECT md5('user' || g)::uuid, ${COMPANY}, ${PROJECT}, 'person' || g || '@example.org', 'Person', 'Number ' || g, 'it', now(), now()
      FROM generate_series(1, ${SUBMISSIONS}) AS g`);
    // Every key and expression is the benchmark's own constant text.
    const answers = sql.raw(`jsonb_build_object(${FIELDS.map((entry) => `'${entry.field.key}', ${entry.answer}`).join(', ')})`);
    await db.execute(sql`INSERT INTO submissions (id, company_id, project_id, form_id, user_id, status, form_version, answers, lang, created_at, updated_at, submitted_at, tags)
      SELECT md5('submission' || g)::uuid, ${COMPANY}, ${PROJECT}, ${FORM}, md5('user' || g)::uuid,
        (ARRAY['received', 'received', 'in_review', 'accepted', 'rejected'])[g % 5 + 1], 1, ${answers},
        (ARRAY['it', 'en'])[g % 2 + 1], sent, sent, sent,
        CASE WHEN g % 10 = 0 THEN ARRAY['shortlist'] ELSE ARRAY[]::text[] END
      FROM generate_series(1, ${SUBMISSIONS}) AS g, LATERAL (SELECT timestamptz '2026-01-01' + make_interval(secs => g * 77) AS sent) AS moment`);
    await db.execute(sql`INSERT INTO submission_notes (id, submission_id, body, created_at)
      SELECT md5('note' || g)::uuid, md5('submission' || g)::uuid, 'Worth a second look: ' || g, now()
      FROM generate_series(10, ${SUBMISSIONS}, 10) AS g`);
    await db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
}

function latencies(first: number, times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return { first: Math.round(first), requests: times.length, p50: at(50), p99: at(99), max: Math.round(sorted.at(-1) ?? 0) };
}

function memoryPeaks(file: string, from: number, to: number) {
  const samples = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number))
    .filter(([at = 0]) => at >= from && at <= to);
  return { rss: Math.max(0, ...samples.map((sample) => sample[1] ?? 0)), heap: Math.max(0, ...samples.map((sample) => sample[2] ?? 0)) };
}

/** Seeds the form, starts the server on it, and measures the table, the dashboard and the export. */
export async function benchResults(options: ResultsBenchOptions = {}): Promise<ResultsFigures> {
  const memoryFile = path.join(os.tmpdir(), `bench-results-memory-${randomUUID()}.txt`);
  const database = options.clusterUrl ? await createBenchDatabase(options.clusterUrl) : undefined;
  let seedSeconds = 0;
  const seed = async (target: { dbDir: string } | { url: string }) => {
    const started = performance.now();
    await seedResultsForm(target);
    seedSeconds = (performance.now() - started) / 1000;
  };
  let server: TestServer;
  try {
    if (database) await seed({ url: database.url });
    server = await startServer({
      ...(database ? {} : { prepare: (dbDir: string) => seed({ dbDir }) }),
      env: { BENCH_MEMORY_FILE: memoryFile, DATABASE_URL: database?.url ?? '' },
      nodeArgs: ['--import', 'tsx', '--import', PROBE, ...(process.env.BENCH_CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`] : [])],
    });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const post = async <T>(call: string, body: object, headers: Record<string, string> = {}): Promise<T> => {
      const response = await fetch(`${server.url}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...headers }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${call} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const scope = { company: COMPANY, project: PROJECT, form: FORM };
    const formPath = `company/${COMPANY}/project/${PROJECT}/form/${FORM}/results`;
    // A choice and a month of days sent: what an operator narrows the table to first.
    const filters = { answers: [{ field: 'category', op: 'is', values: ['science'] }], submitted_from: '2026-02-01', submitted_to: '2026-02-28' };
    // The first request apart (it finds nothing kept), then `count` more, the n-th given n.
    const timed = async (count: number, call: (n: number) => Promise<unknown>) => {
      const begun = performance.now();
      await call(0);
      const first = performance.now() - begun;
      const times: number[] = [];
      for (let i = 1; i <= count; i++) {
        const started = performance.now();
        await call(i);
        times.push(performance.now() - started);
      }
      return latencies(first, times);
    };
    // Pages 1 to 20 in turn, as an operator leafs through the table.
    const list = (body: object) => (n: number) => post(`${formPath}/list`, { ...scope, tz: 'Europe/Rome', page: 1 + (n % 20), pageSize: 25, ...body });
    const byAnswer = { by: 'answer:budget', dir: 'desc' };
    const calls: ResultsFigures['calls'] = [];
    const measure = async (call: string, count: number, run: (n: number) => Promise<unknown>) => calls.push({ call, ...(await timed(count, run)) });
    await measure('results/list, as the table opens', LIST_REQUESTS, list({}));
    await measure('results/list, a choice and a month', LIST_REQUESTS, list({ filters }));
    await measure('results/list, sorted by a number answer', LIST_REQUESTS, list({ sort: byAnswer }));
    await measure('results/list, sorted by a number answer, a choice and a month', LIST_REQUESTS, list({ filters, sort: byAnswer }));
    await measure('results/list, sorted by a text answer', LIST_REQUESTS, list({ sort: { by: 'answer:city', dir: 'asc' } }));
    await measure('results/summary, every submission', SUMMARY_REQUESTS, () => post(`${formPath}/summary`, { ...scope, filters: {}, tz: 'Europe/Rome' }));
    await measure('results/summary, a choice and a month', SUMMARY_REQUESTS, () => post(`${formPath}/summary`, { ...scope, filters, tz: 'Europe/Rome' }));
    const figures = { engine: database ? ('postgres' as const) : ('pglite' as const), submissions: SUBMISSIONS, fields: FIELDS.length, seedSeconds, calls };
    if (!WITH_EXPORT) return { ...figures, export: null };

    const rssBefore = memoryPeaks(memoryFile, Date.now() - 1000, Date.now()).rss;
    const exportStart = Date.now();
    type Job = { id: string; state: string; done: number; total: number | null };
    let job = await post<Job>(`${formPath}/export`, { ...scope, format: 'xlsx', lang: 'en', tz: 'Europe/Rome' }, { 'Idempotency-Key': randomUUID() });
    while (job.state === 'queued' || job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = await post<Job>('jobs/get', { id: job.id });
    }
    const exportEnd = Date.now();
    if (job.state !== 'done') throw new Error(`The export ended ${job.state}`);
    const file = await fetch(`${server.url}/api/jobs/${job.id}/file`, { headers: { cookie } });
    const bytes = (await file.arrayBuffer()).byteLength;
    const peaks = memoryPeaks(memoryFile, exportStart, exportEnd);
    return {
      ...figures,
      export: {
        seconds: (exportEnd - exportStart) / 1000,
        rows: job.done,
        bytes,
        peakRssMb: peaks.rss / 1e6,
        peakHeapMb: peaks.heap / 1e6,
        rssBeforeMb: rssBefore / 1e6,
      },
    };
  } finally {
    await server.stop();
    await database?.drop();
    fs.rmSync(memoryFile, { force: true });
  }
}
