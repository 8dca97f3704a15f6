import { sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { IdField, LanguageSchema } from '../../../contract/fields.ts';
import { TimeZoneField } from '../../../contract/results.ts';
import { VOTE_EXPORT_FORMATS, VOTE_EXPORT_JOB } from '../../../contract/votes.ts';
import { sqlRows, type Db } from '../../db/db.ts';
import { jobKind, throwIfStopped, type JobContext } from '../../jobs/kind.ts';
import type { Stored } from '../../storage/storage.ts';
import { csvLine, UTF8_BOM } from '../../exports/csv.ts';
import { storeXlsx, XLSX_TYPE } from '../../exports/xlsx.ts';
import { exportCells, exportHeader } from './export-rows.ts';
import { voteRows, type VoteRow } from './list.ts';

/** Votes read per query: keyset pages in the order cast. */
export const VOTE_EXPORT_BATCH = 2_000;

/** What the export job takes: the form, the file's format, the clock and language of its texts, and whether it carries addresses. */
export const VoteExportInput = z.object({
  company: IdField,
  project: IdField,
  form: IdField,
  format: z.enum(VOTE_EXPORT_FORMATS),
  tz: TimeZoneField,
  lang: LanguageSchema,
  emails: z.boolean(),
});

type ExportInput = z.infer<typeof VoteExportInput>;

const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: XLSX_TYPE } as const;
const fileKey = (jobId: string, format: ExportInput['format']) => `exports/${jobId}.${format}`;

async function page(db: Db, formId: string, after: { at: string; id: string } | null): Promise<VoteRow[]> {
  const from = after ? sql`WHERE (listed.created_at, listed.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
  const result = await sqlRows<VoteRow>(db, sql`
    SELECT listed.* FROM (${voteRows(formId, { filter: 'all' })}) AS listed ${from}
    ORDER BY listed.created_at, listed.id LIMIT ${VOTE_EXPORT_BATCH}`);
  return result;
}

// Every vote of the form in the order cast, as cells, reporting progress after each page.
async function* cellRows(ctx: JobContext, input: ExportInput, total: number) {
  const db = ctx.deps.database.db;
  let after: { at: string; id: string } | null = null;
  let done = 0;
  for (;;) {
    throwIfStopped(ctx.signal);
    const rows = await page(db, input.form, after);
    for (const row of rows) yield exportCells(row, input);
    done += rows.length;
    await ctx.progress(done, total);
    if (rows.length < VOTE_EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    after = { at: new Date(last.created_at).toISOString(), id: last.id };
  }
}

async function writeCsv(ctx: JobContext, key: string, input: ExportInput, total: number): Promise<Stored> {
  async function* bytes() {
    // A byte-order mark, so that spreadsheets read the accents as UTF-8.
    yield Buffer.from(UTF8_BOM + csvLine(exportHeader(input.lang, input.emails)));
    for await (const cells of cellRows(ctx, input, total)) yield Buffer.from(csvLine(cells));
  }
  return ctx.deps.storage.put(key, Readable.from(bytes()));
}

function writeXlsx(ctx: JobContext, key: string, input: ExportInput, total: number): Promise<Stored> {
  const columns = exportHeader(input.lang, input.emails).map((header) => ({ header, kind: 'text' as const, width: 22 }));
  return storeXlsx(ctx.deps.storage, key, { sheetName: 'Votes', columns, rows: cellRows(ctx, input, total), tz: 'UTC', signal: ctx.signal });
}

/** The export of a form's votes: every vote in the order cast, as one CSV or XLSX file in the storage. */
export const voteExportJob = jobKind({
  name: VOTE_EXPORT_JOB,
  input: VoteExportInput,
  maxAttempts: 3,
  async run(ctx, input) {
    const [counted] = await sqlRows<{ n: number; slug: string | null }>(
      ctx.deps.database.db,
      sql`SELECT (SELECT count(*)::int FROM votes WHERE form_id = ${input.form}) AS n, (SELECT slug FROM forms WHERE id = ${input.form}) AS slug`,
    );
    const total = Number(counted?.n ?? 0);
    await ctx.progress(0, total);
    const key = fileKey(ctx.job.id, input.format);
    const stored = input.format === 'xlsx' ? await writeXlsx(ctx, key, input, total) : await writeCsv(ctx, key, input, total);
    return { file: { key, name: `${counted?.slug ?? 'form'}-votes.${input.format}`, type: TYPES[input.format], size: stored.size }, rows: total };
  },
  async discard(ctx) {
    for (const format of VOTE_EXPORT_FORMATS) await ctx.deps.storage.remove(fileKey(ctx.job.id, format));
  },
});
