// The installation's export of people as a durable job: the selected registered users or operators
// written page by page into part files (a restarted attempt resumes after the last part stored),
// then joined into one CSV or XLSX file whose SHA-256 the manifest keeps, on the export's row and
// in the job's result.
import crypto from 'node:crypto';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { LanguageSchema } from '../../../contract/fields.ts';
import { USER_EXPORT_JOB, UserExportFilters, USER_EXPORT_FORMATS, USER_EXPORT_KINDS, REGISTERED_USER_COLUMNS, OPERATOR_COLUMNS } from '../../../contract/users.ts';
import { csvLine, UTF8_BOM } from '../../exports/csv.ts';
import { storeXlsx, XLSX_TYPE, type Cell } from '../../exports/xlsx.ts';
import { JobFailure } from '../../jobs/execute.ts';
import { jobKind, throwIfStopped, type JobContext, type JobResult } from '../../jobs/kind.ts';
import { exportColumns, peopleReader, type PeopleCursor } from './export-rows.ts';
import { exportDownloaded, exportDiscarded, exportFinished } from './export-store.ts';

/** People read per query. */
export const USER_EXPORT_PAGE_ROWS = 500;

/** Rows per part file: a restarted export resumes after the last part it stored. */
export const USER_EXPORT_PART_ROWS = 5_000;

/** What the job is given: what the start checked, in the caller's language. */
export const UserExportJobInput = z.object({
  kind: z.enum(USER_EXPORT_KINDS),
  format: z.enum(USER_EXPORT_FORMATS),
  filters: UserExportFilters,
  columns: z.array(z.enum([...REGISTERED_USER_COLUMNS, ...OPERATOR_COLUMNS])).min(1),
  lang: LanguageSchema,
});

/** The job's input. */
export type UserExportJobInput = z.infer<typeof UserExportJobInput>;

/** Where an export stands: where the reading goes on (null once read to the end), its parts, the file once stored. */
interface Checkpoint {
  /** false until the first page is read. */
  started: boolean;
  cursor: PeopleCursor | null;
  parts: number;
  done: number;
  total: number;
  stored?: { size: number; sha256: string };
}

// Parts hold one JSON array of cells per line: the CSV and the workbook are both made from them.
const partKey = (jobId: string, part: number) => `exports/${jobId}.part-${String(part).padStart(5, '0')}.ndjson`;

/** Where an export's file is kept. */
export const userExportFileKey = (jobId: string, format: string) => `exports/${jobId}.people.${format}`;

const fileName = (input: UserExportJobInput, at: Date) => `${input.kind.replace('_', '-')}-${at.toISOString().slice(0, 10)}.${input.format}`;

/** The export of people, as a job of the installation admin who asked for it. */
export const userExportJob = jobKind({
  name: USER_EXPORT_JOB,
  input: UserExportJobInput,
  maxAttempts: 3,
  async run(ctx, input) {
    let checkpoint = (ctx.checkpoint as Checkpoint | null) ?? (await begin(ctx, input));
    const reader = peopleReader(ctx.deps.database.db, input.kind, input.filters, input.columns, input.lang);
    while (!checkpoint.stored && (!checkpoint.started || checkpoint.cursor)) {
      const part = await writePart(ctx, reader, checkpoint);
      checkpoint = { ...checkpoint, started: true, cursor: part.cursor, parts: checkpoint.parts + 1, done: checkpoint.done + part.rows };
      await ctx.save({ ...checkpoint }, checkpoint.done, checkpoint.total);
    }
    const key = userExportFileKey(ctx.job.id, input.format);
    if (!checkpoint.stored) {
      const size = (await storeFile(ctx, input, checkpoint, key)).size;
      checkpoint = { ...checkpoint, total: checkpoint.done, stored: { size, sha256: await fileHash(ctx, key) } };
      await ctx.save({ ...checkpoint }, checkpoint.done, checkpoint.done);
    }
    await removeParts(ctx, checkpoint.parts);
    return finish(ctx, input, checkpoint, key);
  },
  async discard(ctx) {
    const checkpoint = ctx.checkpoint as Partial<Checkpoint> | null;
    // The part being written when the attempt stopped is not counted yet.
    await removeParts(ctx, (checkpoint?.parts ?? 0) + 1);
    for (const format of USER_EXPORT_FORMATS) await ctx.deps.storage.remove(userExportFileKey(ctx.job.id, format));
    await exportDiscarded(ctx.deps.database.db, ctx.job.id, ctx.deps.clock.now());
  },
  download: exportDownloaded,
});

async function begin(ctx: JobContext, input: UserExportJobInput): Promise<Checkpoint> {
  const total = await peopleReader(ctx.deps.database.db, input.kind, input.filters, input.columns, input.lang).count();
  const checkpoint: Checkpoint = { started: false, cursor: null, parts: 0, done: 0, total };
  await ctx.save({ ...checkpoint }, 0, total);
  return checkpoint;
}

type Reader = ReturnType<typeof peopleReader>;

// Streams up to USER_EXPORT_PART_ROWS people into one part file, page by page, reporting progress after each page.
async function writePart(ctx: JobContext, reader: Reader, from: Checkpoint): Promise<{ rows: number; cursor: PeopleCursor | null }> {
  const state = { rows: 0, cursor: from.cursor };
  async function* lines() {
    while (state.rows < USER_EXPORT_PART_ROWS) {
      throwIfStopped(ctx.signal);
      const page = await reader.page(state.cursor, Math.min(USER_EXPORT_PAGE_ROWS, USER_EXPORT_PART_ROWS - state.rows));
      yield Buffer.from(page.rows.map((cells) => JSON.stringify(cells) + '\n').join(''));
      state.rows += page.rows.length;
      state.cursor = page.next;
      await ctx.progress(from.done + state.rows, Math.max(from.total, from.done + state.rows));
      if (!page.next) return;
    }
  }
  await ctx.deps.storage.put(partKey(ctx.job.id, from.parts), Readable.from(lines()));
  return state;
}

async function* partRows(ctx: JobContext, parts: number): AsyncGenerator<Cell[]> {
  for (let part = 0; part < parts; part++) {
    const stream = await ctx.deps.storage.open(partKey(ctx.job.id, part));
    if (!stream) throw new JobFailure('export_part_missing', false);
    for await (const line of readline.createInterface({ input: stream, crlfDelay: Infinity })) {
      if (line !== '') yield JSON.parse(line) as Cell[];
    }
  }
}

function storeFile(ctx: JobContext, input: UserExportJobInput, checkpoint: Checkpoint, key: string) {
  const columns = exportColumns(input.columns, input.lang);
  if (input.format === 'xlsx') {
    const sheetName = input.kind === 'operators' ? 'operators' : 'registered-users';
    return storeXlsx(ctx.deps.storage, key, { sheetName, columns, rows: partRows(ctx, checkpoint.parts), tz: input.filters.zone ?? 'UTC', signal: ctx.signal });
  }
  async function* bytes() {
    yield Buffer.from(UTF8_BOM + csvLine(columns.map((column) => column.header)));
    for await (const cells of partRows(ctx, checkpoint.parts)) yield Buffer.from(csvLine(cells));
  }
  return ctx.deps.storage.put(key, Readable.from(bytes()));
}

// Read back from the storage: the hash is of the very bytes a download hands out.
async function fileHash(ctx: JobContext, key: string): Promise<string> {
  const stream = await ctx.deps.storage.open(key);
  if (!stream) throw new JobFailure('export_part_missing', false);
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function removeParts(ctx: Pick<JobContext, 'job' | 'deps'>, parts: number): Promise<void> {
  for (let part = 0; part < parts; part++) await ctx.deps.storage.remove(partKey(ctx.job.id, part));
}

async function finish(ctx: JobContext, input: UserExportJobInput, checkpoint: Checkpoint, key: string): Promise<JobResult> {
  const stored = checkpoint.stored!;
  const now = ctx.deps.clock.now();
  const name = fileName(input, now);
  const manifest = await exportFinished(ctx.deps.database.db, ctx.job.id, { key, name, count: checkpoint.done, bytes: stored.size, sha256: stored.sha256 }, now);
  const type = input.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8';
  return { file: { key, name, type, size: stored.size }, rows: checkpoint.done, manifest };
}
