import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JobGet } from '../../contract/jobs.ts';
import { JudgeScore, SessionRankingExport } from '../../contract/judging.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { useTestServer } from './harness.ts';
import { judgingWorld, openSession, type JudgingWorld } from './judging-fixtures.ts';
import { downloadJobFile, finished, waitForJob } from './jobs.ts';
import { expectError } from './public-fixtures.ts';

const server = useTestServer();
const FAST = { pollMs: 20, leaseMs: 2_000, retryBaseMs: 10 };
const COLUMNS = 12;

/**
 * Ada and Bruno judge the first four submissions (numbers 1 to 4); as in the ranking's hand-computed
 * table, weighted totals (quality × 2 + impact): Ada 14, 12, 8; Bruno 8, 5 and an abstention; the
 * fourth is not scored.
 */
async function scoredSession(w: JudgingWorld) {
  const session = await openSession(w, { name: 'Première sélection — 2030', assignment: { mode: 'all' }, judges: [w.judges.ada.id, w.judges.bruno.id] });
  const [first, second, third] = w.ids as [string, string, string];
  const give = (judge: 'ada' | 'bruno', submission: string, values: Record<string, number>, abstain = false) =>
    w.judges[judge].browser.call(JudgeScore, { ...w.scope, session: session.id, submission, values, abstain });
  for (const answer of [
    await give('ada', first, { quality: 5, impact: 4 }),
    await give('ada', second, { quality: 4, impact: 4 }),
    await give('ada', third, { quality: 3, impact: 2 }),
    await give('bruno', first, { quality: 3, impact: 2 }),
    await give('bruno', second, { quality: 2, impact: 1 }),
    await give('bruno', third, {}, true),
  ])
    expectOk(answer);
  return session;
}

async function exported(browser: Browser, input: { company: string; project: string; form: string; session: string; lang?: 'it' | 'en' }) {
  const started = await browser.call(SessionRankingExport, input);
  expectOk(started);
  expect(started.body).toMatchObject({ kind: 'judging/ranking-export', state: 'queued', form: input.form, session: input.session });
  const runner = startRunner(server.deps, JOB_KINDS, FAST);
  try {
    const row = await waitForJob(server.db, started.body.id, finished);
    expect(row.state, JSON.stringify(row)).toBe('done');
  } finally {
    await runner.stop();
  }
  const file = await downloadJobFile(browser, started.body.id);
  expect(file.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
  const rows: ExcelJS.CellValue[][] = [];
  // Every column of each row, an empty cell read as ''.
  book.worksheets[0]!.eachRow((row) => rows.push(Array.from({ length: COLUMNS }, (_, index) => (row.values as ExcelJS.CellValue[])[index + 1] ?? '')));
  return { job: started.body, file, rows };
}

describe("a session's ranking exported as XLSX", () => {
  it('has one row per submission with its ranks, number, judges, figures and each criterion mean and median, headed in the language asked', async () => {
    const w = await judgingWorld(server);
    const session = await scoredSession(w);
    const { job, file, rows } = await exported(w.manager, { ...w.scope, session: session.id, lang: 'it' });

    expect(file.headers.get('content-disposition')).toBe('attachment; filename="apply-premiere-selection-2030-ranking.xlsx"');
    expect(rows[0]).toEqual([
      'Posizione',
      'Posizione normalizzata',
      'Invio n.',
      'Giudici',
      'Totale ponderato',
      'Punteggio z normalizzato',
      'Deviazione standard',
      'Max − min',
      'Qualità (media)',
      'Qualità (mediana)',
      'Impatto (media)',
      'Impatto (mediana)',
    ]);
    expect(rows).toHaveLength(5);
    // Rank, normalised rank, number, judges, total, z-score, sd, max − min, quality mean and median, impact mean and median.
    expect(rows[1]).toEqual([1, 1, 1, 2, 11, expect.any(Number), 3, 6, 4, 4, 3, 3]);
    expect(rows[1]![5]).toBeCloseTo(1.034522, 5);
    expect(rows[2]).toEqual([2, expect.any(Number), 2, 2, 8.5, expect.any(Number), 3.5, 7, 3, 3, 2.5, 2.5]);
    expect(rows[3]).toEqual([3, expect.any(Number), 3, 1, 8, expect.any(Number), 0, 0, 3, 3, 2, 2]);
    // Not scored: last, with its number and no figures.
    expect(rows[4]).toEqual(['', '', 4, 0, '', '', '', '', '', '', '', '']);

    // The job carries the form, as the other exports do, and the log names the session.
    const got = await w.manager.call(JobGet, { id: job.id });
    expect(got.body).toMatchObject({ form: w.form, file: { name: 'apply-premiere-selection-2030-ranking.xlsx' } });
    const [logged] = await server.db
      .select()
      .from(operationsLog)
      .where(and(eq(operationsLog.endpoint, SessionRankingExport.path), eq(operationsLog.status, 200)));
    expect(logged).toMatchObject({ target: `session:${session.id}`, summary: expect.objectContaining({ name: 'Première sélection — 2030', job: job.id }) });
  });

  it("is headed in the caller's language when none is asked, and is the organisers' alone", async () => {
    const w = await judgingWorld(server);
    const session = await scoredSession(w);
    const { rows } = await exported(w.manager, { ...w.scope, session: session.id });
    expect(rows[0]!.slice(0, 3)).toEqual(['Rank', 'Normalised rank', 'Submission no.']);
    expect(rows[0]!.slice(8, 10)).toEqual(['Quality (mean)', 'Quality (median)']);
    expectError(await w.judges.ada.browser.call(SessionRankingExport, { ...w.scope, session: session.id, lang: 'en' }), 403, 'forbidden');
  });
});
