import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JobCancel } from '../../contract/jobs.ts';
import { ResultsExport, type ResultsFilters } from '../../contract/results.ts';
import { resultsExportJob } from '../../server/areas/results/export.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { submissionNotes, submissions } from '../../server/db/schema/submissions.ts';
import type { AppDeps } from '../../server/deps.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { startRunner, type Runner } from '../../server/jobs/runner.ts';
import { expectOk } from './accounts.ts';
import { BASE_URL, type Browser } from './browser.ts';
import { csvRecords, parseCsv, unzip } from './export-readers.ts';
import { testConfig, useTestServer } from './harness.ts';
import { downloadJobFile, finished, waitForJob, watchKind } from './jobs.ts';
import { seedRespondentFile } from './respondents.ts';
import { FILTER_CASES, PEOPLE, SEEDED, seedResultsWorld, type ResultsWorld, type Who } from './results-fixtures.ts';
import { person, seedGrant, seedOperator, seedProject, sessionBrowser } from './tenancy.ts';

const server = useTestServer();
const FAST = { pollMs: 20, leaseMs: 2_000, retryBaseMs: 10 };

type ExportInput = { filters?: ResultsFilters; tz?: string; format: 'csv' | 'xlsx' | 'zip'; lang: 'it' | 'en' | 'es' | 'fr' | 'pt' };

/** The results world of the filter cases, with the project's manager and an assistant of the form, each with a session. */
async function world() {
  const seeded = await seedResultsWorld(server.db, server.clock.now());
  const managerId = await seedOperator(server, person('marta'));
  await seedGrant(server, managerId, 'manager', seeded.company);
  const assistantId = await seedOperator(server, person('asia'));
  await server.db.insert(grants).values({
    id: crypto.randomUUID(),
    operatorId: assistantId,
    companyId: seeded.company,
    role: 'assistant',
    projectId: seeded.project,
    formId: seeded.form,
    createdAt: server.clock.now(),
  });
  return {
    ...seeded,
    scope: { company: seeded.company, project: seeded.project, form: seeded.form },
    manager: await sessionBrowser(server, managerId),
    assistant: await sessionBrowser(server, assistantId),
  };
}

type World = Awaited<ReturnType<typeof world>>;

async function start(browser: Browser, w: World, input: ExportInput): Promise<string> {
  const started = await browser.call(ResultsExport, { ...w.scope, ...input });
  expectOk(started);
  expect(started.body).toMatchObject({ kind: 'results/export', state: 'queued' });
  return started.body.id;
}

/** Runs the jobs to their end on a runner of `deps`, and downloads each one's file as its owner. */
async function runAll(browser: Browser, ids: string[], deps: AppDeps = server.deps) {
  const runner = startRunner(deps, JOB_KINDS, FAST);
  try {
    for (const id of ids) expect((await waitForJob(server.db, id, finished)).state).toBe('done');
  } finally {
    await runner.stop();
  }
  return Promise.all(ids.map((id) => downloadJobFile(browser, id)));
}

async function exported(browser: Browser, w: World, input: ExportInput, deps?: AppDeps) {
  const [file] = await runAll(browser, [await start(browser, w, input)], deps);
  expect(file!.status).toBe(200);
  return file!;
}

const idsOf = (w: ResultsWorld, records: Array<Record<string, string>>) => records.map((record) => w.whoOf(record.ID!)).sort();

async function workbook(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return book.worksheets[0]!;
}

function sheetRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const FIELD_HEADERS_IT = ['Name (it)', 'Email (it)', 'Age (it)', 'Birth (it)', 'Bio (it)', 'Extra (it)', 'Category (it)', 'Topics (it)', 'Region (it)', 'Consent (it)', 'Confidence (it)', 'Portfolio (it)'];

describe('the results export as CSV', () => {
  it('holds exactly the submissions every filter case selects, as the table does, newest first', async () => {
    const w = await world();
    const ids = [];
    for (const entry of FILTER_CASES) ids.push(await start(w.manager, w, { filters: entry.filters, tz: entry.tz ?? 'UTC', format: 'csv', lang: 'en' }));

    const files = await runAll(w.manager, ids);

    files.forEach((file, index) => {
      const entry = FILTER_CASES[index]!;
      expect(idsOf(w, csvRecords(file.text)), entry.name).toEqual([...entry.expected].sort());
    });
    const all = csvRecords(files[0]!.text).map((record) => w.whoOf(record.ID!));
    expect(all).toEqual(['gil', 'eva', 'dan', 'cleo', 'ben', 'ana']);
    expect([...files[0]!.bytes.subarray(0, 6)]).toEqual([0xef, 0xbb, 0xbf, 0x49, 0x44, 0x2c]);
    expect(files[0]!.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(files[0]!.headers.get('content-disposition')).toMatch(/^attachment; filename="grant-[0-9a-f]{8}-results\.csv"$/);
  });

  it("writes the form's labels, choices, yes and no and the statuses in the chosen language, files as links, tags, notes and the sender", async () => {
    const w = await world();
    const now = server.clock.now();
    await server.db.insert(submissionNotes).values([
      { id: crypto.randomUUID(), submissionId: w.ids.ben, body: 'Strong budget', createdAt: now },
      { id: crypto.randomUUID(), submissionId: w.ids.ben, body: 'Call back, please', createdAt: new Date(now.getTime() + 1000) },
    ]);

    const file = await exported(w.manager, w, { format: 'csv', lang: 'it' });

    const [header, ...rows] = parseCsv(file.text);
    expect(header).toEqual(['ID', ...FIELD_HEADERS_IT, 'Stato', 'Etichette', 'Note interne', 'Inviata il', 'Lingua', 'Versione', 'Email', 'Nome']);
    const rowOf = (who: Who) => rows.find((row) => row[0] === w.ids[who])!;
    expect(rowOf('ana')).toEqual([
      w.ids.ana,
      'Ana Lima',
      'ana@example.com',
      '25',
      '2000-05-01',
      'I paint large murals in the city',
      '',
      'art (it)',
      '',
      'north (it)',
      'Sì',
      '5',
      `${BASE_URL}/api/media/${SEEDED.ana.answers.portfolio && (SEEDED.ana.answers.portfolio as { media_id: string }).media_id}/download`,
      'Ricevuta',
      'shortlist',
      '',
      '2030-01-10T10:00:00.000Z',
      'it',
      '2',
      'ana@example.com',
      'Ana Lima',
    ]);
    expect(rowOf('ben').slice(8, 11)).toEqual(['ai (it); climate (it)', 'south (it)', 'Sì']);
    expect(rowOf('ben').slice(13, 16)).toEqual(['In valutazione', 'shortlist; late', 'Strong budget\n\nCall back, please']);
    // Answered on version 1: its `nickname` is no column of the last version; an unticked box reads no.
    expect(rowOf('cleo')).not.toContain('cc');
    expect(rowOf('cleo')[10]).toBe('No');
    // Erased: no email nor name.
    expect(rowOf('eva').slice(-4)).toEqual(['pt', '2', '', '']);
  });

  it("falls back to the form's default language for labels the chosen one lacks", async () => {
    const w = await world();

    const file = await exported(w.manager, w, { format: 'csv', lang: 'es' });

    const [header, ...rows] = parseCsv(file.text);
    expect(header!.slice(0, 3)).toEqual(['ID', 'Name', 'Email']);
    expect(header!.slice(13, 16)).toEqual(['Estado', 'Etiquetas', 'Notas internas']);
    expect(rows.find((row) => row[0] === w.ids.ana)![7]).toBe('art');
  });

  it("links files from the installation's own address (PUBLIC_URL), never from the request", async () => {
    const w = await world();
    const deps = { ...server.deps, config: testConfig({ PUBLIC_URL: 'https://apply.example.org/' }) };

    const file = await exported(w.manager, w, { format: 'csv', lang: 'en', filters: { tags: ['shortlist'] } }, deps);

    const ana = csvRecords(file.text).find((record) => record.ID === w.ids.ana)!;
    expect(ana.Portfolio).toMatch(/^https:\/\/apply\.example\.org\/api\/media\/[0-9a-f-]{36}\/download$/);
  });
});

/** A submission whose answers and note a spreadsheet would run as formulas. */
async function hostileSubmission(w: World): Promise<string> {
  const id = crypto.randomUUID();
  const now = server.clock.now();
  await server.db.insert(submissions).values({
    id,
    companyId: w.company,
    projectId: w.project,
    formId: w.form,
    status: 'received',
    formVersion: 2,
    lang: 'en',
    answers: { name: '=HYPERLINK("http://evil.example","x")', email: '-2+3', bio: '@SUM(A1:A2)', extra: '+33 6 12 34 56', age: -5, region: '\tnorth' },
    createdAt: now,
    updatedAt: now,
    submittedAt: now,
  });
  await server.db.insert(submissionNotes).values({ id: crypto.randomUUID(), submissionId: id, body: '=1+1', createdAt: now });
  return id;
}

describe('text a spreadsheet would run', () => {
  it('starts with an apostrophe in the CSV; numbers stay numbers', async () => {
    const w = await world();
    const id = await hostileSubmission(w);

    const file = await exported(w.manager, w, { format: 'csv', lang: 'en' });

    // By place: the form's Name and Email fields share their labels with the sender's columns.
    const [header, ...rows] = parseCsv(file.text);
    const row = rows.find((cells) => cells[0] === id)!;
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell('Name')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(cell('Email')).toBe("'-2+3");
    expect(cell('Bio')).toBe("'@SUM(A1:A2)");
    expect(cell('Extra')).toBe("'+33 6 12 34 56");
    expect(cell('Age')).toBe('-5');
    expect(cell('Region')).toBe("'\tnorth");
    expect(cell('Internal notes')).toBe("'=1+1");
    expect(file.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it('is a text cell in the XLSX, apostrophe first, never a formula', async () => {
    const w = await world();
    const id = await hostileSubmission(w);

    const file = await exported(w.manager, w, { format: 'xlsx', lang: 'en' });

    const sheet = await workbook(file.bytes);
    let found = 0;
    sheet.eachRow((row) => {
      if (row.getCell(1).value !== id) return;
      found++;
      expect(row.getCell(2).value).toBe(`'=HYPERLINK("http://evil.example","x")`);
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(3).value).toBe("'-2+3");
      expect(row.getCell(4).value).toBe(-5);
      expect(row.getCell(6).value).toBe("'@SUM(A1:A2)");
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
    expect(found).toBe(1);
  });
});

describe('the results export as XLSX', () => {
  it('holds the same rows as the CSV for the same filters, read back as a workbook', async () => {
    const w = await world();
    const cases = FILTER_CASES.filter((entry) => ['no filter: all but the draft', 'sent from a day, Rome', 'everything at once', 'multiple choice holds any'].includes(entry.name));
    const ids = [];
    for (const entry of cases) ids.push(await start(w.manager, w, { filters: entry.filters, tz: entry.tz ?? 'UTC', format: 'xlsx', lang: 'en' }));

    const files = await runAll(w.manager, ids);

    for (const [index, file] of files.entries()) {
      const [, ...rows] = sheetRows(await workbook(file.bytes));
      expect(rows.map((row) => w.whoOf(String(row[0]))).sort(), cases[index]!.name).toEqual([...cases[index]!.expected].sort());
    }
    expect(files[0]!.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('writes headers and words in the chosen language, numbers as numbers, days and moments as dates in the time zone asked', async () => {
    const w = await world();

    const file = await exported(w.manager, w, { format: 'xlsx', lang: 'it', tz: 'Europe/Rome' });

    const sheet = await workbook(file.bytes);
    const [header, ...rows] = sheetRows(sheet);
    expect(header).toEqual(['ID', ...FIELD_HEADERS_IT, 'Stato', 'Etichette', 'Note interne', 'Inviata il (Europe/Rome)', 'Lingua', 'Versione', 'Email', 'Nome']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const ana = rows.find((row) => row[0] === w.ids.ana)!;
    expect(ana[3]).toBe(25);
    expect(ana[4]).toEqual(new Date('2000-05-01T00:00:00Z'));
    expect(ana[7]).toBe('art (it)');
    expect(ana[10]).toBe('Sì');
    expect(ana[13]).toBe('Ricevuta');
    // 10:00 UTC is 11:00 on Rome's clocks in January.
    expect(ana[16]).toEqual(new Date('2030-01-10T11:00:00Z'));
    expect(ana[18]).toBe(2);
  });
});

describe("an assistant's export", () => {
  const PERSONAL = ['Name', 'Email'];

  it("leaves personal answers and the sender's email and name out unless the form allows them; editors always have them", async () => {
    const w = await world();
    const headersOf = async (browser: Browser) => parseCsv((await exported(browser, w, { format: 'csv', lang: 'en' })).text)[0]!;

    const withheld = await headersOf(w.assistant);
    const editors = await headersOf(w.manager);
    await server.db.update(forms).set({ assistantsExport: true }).where(eq(forms.id, w.form));
    const allowed = await headersOf(w.assistant);

    expect(withheld).toEqual(['ID', 'Age', 'Birth', 'Bio', 'Extra', 'Category', 'Topics', 'Region', 'Consent', 'Confidence', 'Portfolio', 'Status', 'Tags', 'Internal notes', 'Submitted at', 'Language', 'Version']);
    expect(editors.slice(1, 3)).toEqual(PERSONAL);
    expect(editors.slice(-2)).toEqual(['Email', 'Name']);
    expect(allowed).toEqual(editors);
  });

  it("is the assistant's own job: nobody else downloads it", async () => {
    const w = await world();
    const id = await start(w.assistant, w, { format: 'csv', lang: 'en' });
    const [mine] = await runAll(w.assistant, [id]);

    expect(mine!.status).toBe(200);
    expect((await downloadJobFile(w.manager, id)).status).toBe(404);
  });
});

describe('the files as a ZIP', () => {
  it('holds every file the filtered submissions answered, a folder per submission, and a manifest', async () => {
    const w = await world();
    const anaFile = await seedRespondentFile(server, w, w.users.ana!, 'murals: "big".pdf', new TextEncoder().encode('%PDF-ana'));
    const gilFile = await seedRespondentFile(server, w, w.users.gil!, 'robots.pdf', new TextEncoder().encode('%PDF-gil'));
    const setFile = (who: Who, { key: _key, ...file }: Awaited<ReturnType<typeof seedRespondentFile>>) => server.db.update(submissions).set({ answers: { ...SEEDED[who].answers, portfolio: file } }).where(eq(submissions.id, w.ids[who]));
    await setFile('ana', anaFile);
    await setFile('gil', gilFile);
    // A file of another project, named by an answer: never read into this project's export.
    const otherProject = await seedProject(server, w.company, 'other');
    const elsewhere = await seedRespondentFile(server, { company: w.company, project: otherProject }, w.users.ben!, 'other.pdf', new Uint8Array([1]));
    await setFile('ben', elsewhere);

    const file = await exported(w.manager, w, { format: 'zip', lang: 'en', tz: 'Asia/Tokyo' });

    expect(file.headers.get('content-type')).toBe('application/zip');
    const entries = unzip(file.bytes);
    const anaFolder = `2030-01-10_${w.ids.ana.slice(0, 8)}`;
    // Sent at 22:00 UTC on the 14th: the 15th in Tokyo.
    const gilFolder = `2030-01-15_${w.ids.gil.slice(0, 8)}`;
    expect([...entries.keys()].sort()).toEqual([`${anaFolder}/portfolio-murals_ _big_.pdf`, `${gilFolder}/portfolio-robots.pdf`, 'manifest.csv'].sort());
    expect(entries.get(`${anaFolder}/portfolio-murals_ _big_.pdf`)!.toString()).toBe('%PDF-ana');
    expect(entries.get(`${gilFolder}/portfolio-robots.pdf`)!.toString()).toBe('%PDF-gil');
    const manifest = csvRecords(entries.get('manifest.csv')!.toString('utf8'));
    expect(manifest.map((row) => [row.Folder, row.File, row.Field, row.ID])).toEqual([
      [gilFolder, 'portfolio-robots.pdf', 'Portfolio', w.ids.gil],
      [`2030-01-11_${w.ids.ben.slice(0, 8)}`, 'other.pdf (missing)', 'Portfolio', w.ids.ben],
      [anaFolder, 'portfolio-murals_ _big_.pdf', 'Portfolio', w.ids.ana],
    ]);
    expect(manifest[0]!.Link).toBe(`${BASE_URL}/api/media/${gilFile.media_id}/download`);
  });

  it('holds only the filtered submissions', async () => {
    const w = await world();
    const anaFile = await seedRespondentFile(server, w, w.users.ana!, 'murals.pdf', new TextEncoder().encode('%PDF-ana'));
    const { key: _key, ...portfolio } = anaFile;
    await server.db.update(submissions).set({ answers: { ...SEEDED.ana.answers, portfolio } }).where(eq(submissions.id, w.ids.ana));

    const file = await exported(w.manager, w, { format: 'zip', lang: 'en', filters: { status: ['in_review'] } });

    expect([...unzip(file.bytes).keys()]).toEqual(['manifest.csv']);
  });
});

/** Adds `count` submissions to the form in one statement, a minute apart, with answers of every type. */
async function seedMany(w: World, count: number): Promise<void> {
  await server.db.execute(sql`INSERT INTO submissions (id, company_id, project_id, form_id, status, form_version, answers, lang, created_at, updated_at, submitted_at)
    SELECT gen_random_uuid(), ${w.company}, ${w.project}, ${w.form}, 'received', 2,
      jsonb_build_object('name', 'Person ' || g, 'age', g % 80, 'category', (ARRAY['art', 'science', 'music'])[g % 3 + 1], 'topics', jsonb_build_array('ai'), 'consent', g % 2 = 0, 'bio', 'Bio of ' || g),
      'en', at, at, at
    FROM generate_series(1, ${count}) AS g, LATERAL (SELECT timestamptz '2029-01-01' + make_interval(mins => g) AS at) AS moment`);
}

const exportFiles = (id: string) => (fs.existsSync(path.join(server.storageDir, 'exports')) ? fs.readdirSync(path.join(server.storageDir, 'exports')).filter((name) => name.startsWith(id)) : []);

describe('a long export', () => {
  it('is cancelled at its next step, and leaves no part nor file behind', async () => {
    const w = await world();
    await seedMany(w, 3_000);
    const id = await start(w.manager, w, { format: 'csv', lang: 'en' });
    const watch = watchKind(resultsExportJob, async (ctx) => {
      if ((ctx.checkpoint as { parts: number }).parts === 0) expect((await w.manager.call(JobCancel, { id })).body.state).toBe('running');
    });

    const runner = startRunner(server.deps, [watch.kind], FAST);
    const row = await waitForJob(server.db, id, finished);
    await runner.stop();

    expect(row).toMatchObject({ state: 'cancelled', result: null });
    expect(exportFiles(id)).toEqual([]);
    expect((await downloadJobFile(w.manager, id)).status).toBe(404);
  });

  it('cancels a ZIP under way and removes its manifest', async () => {
    const w = await world();
    await seedMany(w, 3_000);
    const id = await start(w.manager, w, { format: 'zip', lang: 'en' });
    const watch = watchKind(resultsExportJob, async () => {
      expect((await w.manager.call(JobCancel, { id })).body.state).toBe('running');
    });

    const runner = startRunner(server.deps, [watch.kind], FAST);
    const row = await waitForJob(server.db, id, finished);
    await runner.stop();

    expect(row.state).toBe('cancelled');
    expect(exportFiles(id)).toEqual([]);
  });

  it('resumes after its last stored part when its server restarts, and holds every row once', { timeout: 120_000 }, async () => {
    const w = await world();
    await seedMany(w, 25_000);
    const id = await start(w.manager, w, { format: 'xlsx', lang: 'en' });
    let stopping: Promise<void> | undefined;
    const watch = watchKind(resultsExportJob, (ctx) => {
      if ((ctx.checkpoint as { parts: number }).parts === 1 && !stopping) stopping = first.stop();
    });
    const first: Runner = startRunner(server.deps, [watch.kind], FAST);
    await waitForJob(server.db, id, () => stopping !== undefined);
    await stopping;

    const second = startRunner(server.deps, [watch.kind], FAST);
    const done = await waitForJob(server.db, id, finished);
    await second.stop();

    expect(done).toMatchObject({ state: 'done', done: 25_006, total: 25_006 });
    expect(watch.startedWith[1]).toMatchObject({ parts: 1, done: 20_000 });
    expect(watch.completions.get(id)).toBe(1);
    const [, ...rows] = sheetRows(await workbook((await downloadJobFile(w.manager, id)).bytes));
    expect(rows).toHaveLength(25_006);
    expect(new Set(rows.map((row) => row[0])).size).toBe(25_006);
    expect(PEOPLE.filter((who) => who !== 'fay').every((who) => rows.some((row) => row[0] === w.ids[who]))).toBe(true);
    expect(exportFiles(id)).toEqual([`${id}.xlsx`]);
  });
});
