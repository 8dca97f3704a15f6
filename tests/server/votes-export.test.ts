import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TranslationSave } from '../../contract/translations.ts';
import { VoteExport, VoteInvalidate } from '../../contract/votes.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Browser } from './browser.ts';
import { parseCsv } from './export-readers.ts';
import { useTestServer } from './harness.ts';
import { downloadJobFile, finished, waitForJob } from './jobs.ts';
import { expectError } from './public-fixtures.ts';
import { person, seedOperator, sessionBrowser } from './tenancy.ts';
import { grants } from '../../server/db/schema/operators.ts';
import { seedVote, voteWorld } from './votes-fixtures.ts';

const server = useTestServer();
const FAST = { pollMs: 20, leaseMs: 2_000, retryBaseMs: 10 };

/** A vote world with three votes: one invalidated with a reason a spreadsheet would run as a formula, one from a disposable domain. */
async function exportWorld() {
  const w = await voteWorld(server);
  const first = await seedVote(server, { form: w.form, submission: w.ids[0]!, email: 'ada@voters.example', address: 'a', at: new Date('2030-01-12T23:30:00Z') });
  await seedVote(server, { form: w.form, submission: w.ids[1]!, email: 'bo@mailinator.com', address: 'b', at: new Date('2030-01-13T08:00:00Z') });
  await seedVote(server, { form: w.form, submission: w.ids[2]!, email: 'cy@voters.example', address: 'c', at: new Date('2030-01-13T09:15:00Z') });
  expectOk(await w.manager.call(VoteInvalidate, { ...w.scope, ids: [first], reason: '=HYPERLINK("http://evil.example","x")' }));
  return w;
}

async function exported(browser: Browser, scope: { company: string; project: string; form: string }, format: 'csv' | 'xlsx', lang: 'it' | 'en' = 'en') {
  const started = await browser.call(VoteExport, { ...scope, format, tz: 'Europe/Rome', lang });
  expectOk(started);
  expect(started.body).toMatchObject({ kind: 'votes/export', state: 'queued' });
  const runner = startRunner(server.deps, JOB_KINDS, FAST);
  try {
    const row = await waitForJob(server.db, started.body.id, finished);
    expect(row.state, JSON.stringify(row)).toBe('done');
  } finally {
    await runner.stop();
  }
  const file = await downloadJobFile(browser, started.body.id);
  expect(file.status).toBe(200);
  return file;
}

describe('the votes export', () => {
  it('as CSV: every vote in the order cast, times on the chosen clock, validity, reason and suspicion, a formula defused', async () => {
    const w = await exportWorld();
    const file = await exported(w.manager, w.scope, 'csv');
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="apply-votes.csv"');
    const rows = parseCsv(file.text);
    expect(rows[0]).toEqual(['Time', 'Email', 'Domain', 'Submission no.', 'Valid', 'Invalidated on', 'Invalidated by', 'Reason', 'Suspicion']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[3], row[4], row[7], row[8]])).toEqual([
      ['2030-01-13 00:30:00', 'ada@voters.example', '1', 'no', `'=HYPERLINK("http://evil.example","x")`, ''],
      ['2030-01-13 09:00:00', 'bo@mailinator.com', '2', 'yes', '', 'disposable email'],
      ['2030-01-13 10:15:00', 'cy@voters.example', '3', 'yes', '', ''],
    ]);
    expect(rows[1]![6]).toBe('marta');
  });

  it('as XLSX, read back with exceljs, with its headers in the chosen language', async () => {
    const w = await exportWorld();
    const file = await exported(w.manager, w.scope, 'xlsx', 'it');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const rows: ExcelJS.CellValue[][] = [];
    // Nine columns each, an empty cell read as ''.
    sheet.eachRow((row) => rows.push(Array.from({ length: 9 }, (_, index) => (row.values as ExcelJS.CellValue[])[index + 1] ?? '')));
    expect(rows[0]).toEqual(['Data e ora', 'Email', 'Dominio', 'Invio n.', 'Valido', 'Annullato il', 'Annullato da', 'Motivo', 'Sospetto']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(['2030-01-13 00:30:00', 'ada@voters.example', 'voters.example', 1, 'no', expect.any(String), 'marta', `'=HYPERLINK("http://evil.example","x")`, '']);
    expect(rows[2]).toEqual(['2030-01-13 09:00:00', 'bo@mailinator.com', 'mailinator.com', 2, 'sì', '', '', '', 'email usa e getta']);
    // No cell is a formula.
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  it("words its header, validity and suspicion as the installation corrected them in Translations", async () => {
    const w = await exportWorld();
    const admin = await signInAsAdmin(server);
    for (const [key, text] of [
      ['fields.vote-export.valid', 'Counted'],
      ['fields.export-words.yes', 'Y'],
      ['fields.export-words.no', 'N'],
      ['fields.vote-suspicions.disposable', 'throwaway mailbox'],
    ] as const) {
      expectOk(await admin.call(TranslationSave, { key, lang: 'en', text }));
    }

    const rows = parseCsv((await exported(w.manager, w.scope, 'csv')).text);

    expect(rows[0]![4]).toBe('Counted');
    expect(rows.slice(1).map((row) => [row[4], row[8]])).toEqual([
      ['N', ''],
      ['Y', 'throwaway mailbox'],
      ['Y', ''],
    ]);
  });

  it("is the project's editors' to start: the form's assistants are refused", async () => {
    const w = await voteWorld(server);
    const assistantId = await seedOperator(server, person('asia'));
    await server.db.insert(grants).values({
      id: crypto.randomUUID(),
      operatorId: assistantId,
      companyId: w.company,
      role: 'assistant',
      projectId: w.project,
      formId: w.form,
      createdAt: server.clock.now(),
    });
    const assistant = await sessionBrowser(server, assistantId);
    expectError(await assistant.call(VoteExport, { ...w.scope, format: 'csv', lang: 'en' }), 403, 'forbidden');
  });
});
