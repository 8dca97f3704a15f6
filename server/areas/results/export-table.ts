// The results as a table, CSV or XLSX: the filtered rows are written in parts of the storage as they
// are read (a restarted attempt resumes after the last part stored), then the parts become the file.
import { Readable } from 'node:stream';
import readline from 'node:readline';
import { JobFailure } from '../../jobs/execute.ts';
import { throwIfStopped, type JobContext, type JobResult } from '../../jobs/kind.ts';
import type { Cell } from '../../exports/xlsx.ts';
import { csvLine, UTF8_BOM } from '../../exports/csv.ts';
import { countBelow, FIRST_CURSOR, readBelow, type PageCursor } from './export-read.ts';
import { exportFileKey, exportSetting, type ExportJobInput, type ExportSetting } from './export-setting.ts';
import { storeXlsx, XLSX_TYPE } from '../../exports/xlsx.ts';

/** Submissions read per query: one keyset page. */
export const EXPORT_PAGE_ROWS = 1_000;

/** Rows per part file. */
export const EXPORT_PART_ROWS = 20_000;

/** Where a table export stands: the version its columns follow, where the reading goes on (null: read to its end), its parts. */
interface TableCheckpoint {
  version: number;
  /** `csv` parts are CSV lines; `ndjson` parts hold one JSON array of cells per line, for the workbook. */
  parts_format: 'csv' | 'ndjson';
  cursor: PageCursor | null;
  parts: number;
  done: number;
  total: number;
  /** The size of the finished file, once stored. */
  stored?: number;
}

const partKey = (jobId: string, part: number, format: TableCheckpoint['parts_format']) =>
  `exports/${jobId}.part-${String(part).padStart(5, '0')}.${format}`;

// The XLSX's progress counts reading the rows as half the work and writing the workbook as the other half.
const shown = (input: ExportJobInput, read: number, written = 0) => (input.format === 'xlsx' ? Math.floor((read + written) / 2) : read);

/** Exports the filtered submissions as CSV (UTF-8 with its BOM) or XLSX into the storage. */
export async function exportTable(ctx: JobContext, input: ExportJobInput): Promise<JobResult> {
  const resumed = ctx.checkpoint as TableCheckpoint | null;
  const setting = await exportSetting(ctx, input, resumed?.version);
  let checkpoint = resumed ?? (await begin(ctx, input, setting));
  while (checkpoint.cursor) {
    const part = await writePart(ctx, input, setting, checkpoint);
    checkpoint = { ...checkpoint, cursor: part.cursor, parts: checkpoint.parts + 1, done: checkpoint.done + part.rows };
    await ctx.save({ ...checkpoint }, shown(input, checkpoint.done), checkpoint.total);
  }
  const key = exportFileKey(ctx.job.id, input.format);
  // A file stored by an attempt that stopped right after is kept: only the parts' removal is left to do.
  const size = checkpoint.stored ?? (await storeTable(ctx, input, setting, checkpoint, key)).size;
  // Rows that left the filters while it ran were counted at the start: the end says what the file holds.
  await ctx.save({ ...checkpoint, stored: size, total: checkpoint.done }, checkpoint.done, checkpoint.done);
  await removeParts(ctx, checkpoint);
  const type = input.format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8';
  return { file: { key, name: `${setting.slug}-results.${input.format}`, type, size }, rows: checkpoint.done };
}

function storeTable(ctx: JobContext, input: ExportJobInput, setting: ExportSetting, checkpoint: TableCheckpoint, key: string) {
  if (input.format === 'csv') return ctx.deps.storage.put(key, csvFile(ctx, setting, checkpoint));
  return storeXlsx(ctx.deps.storage, key, {
    sheetName: setting.slug.slice(0, 31),
    columns: setting.plan.columns,
    rows: workbookRows(ctx, input, checkpoint),
    tz: input.tz,
    signal: ctx.signal,
  });
}

// The export reads from the newest submission down: what is sent while it runs is left for the next one.
async function begin(ctx: JobContext, input: ExportJobInput, setting: ExportSetting): Promise<TableCheckpoint> {
  const db = ctx.deps.database.db;
  const cursor = FIRST_CURSOR;
  const total = await countBelow(db, setting.where, cursor);
  const checkpoint: TableCheckpoint = { version: setting.version, parts_format: input.format === 'xlsx' ? 'ndjson' : 'csv', cursor, parts: 0, done: 0, total };
  await ctx.save({ ...checkpoint }, 0, total);
  return checkpoint;
}

// Streams up to EXPORT_PART_ROWS rows into one part file, page by page, reporting progress after each page.
async function writePart(ctx: JobContext, input: ExportJobInput, setting: ExportSetting, from: TableCheckpoint) {
  const state: { rows: number; cursor: PageCursor | null } = { rows: 0, cursor: from.cursor };
  const encode = from.parts_format === 'csv' ? csvLine : (cells: Cell[]) => JSON.stringify(cells) + '\n';
  async function* bytes() {
    if (!from.cursor) return;
    for await (const page of readBelow(ctx.deps.database.db, setting.where, from.cursor, EXPORT_PART_ROWS, EXPORT_PAGE_ROWS)) {
      throwIfStopped(ctx.signal);
      yield Buffer.from(page.records.map((record) => encode(setting.plan.cells(record))).join(''));
      state.rows += page.records.length;
      state.cursor = page.next;
      await ctx.progress(shown(input, from.done + state.rows), from.total);
    }
  }
  await ctx.deps.storage.put(partKey(ctx.job.id, from.parts, from.parts_format), Readable.from(bytes()));
  return state;
}

async function* partStreams(ctx: JobContext, checkpoint: TableCheckpoint): AsyncGenerator<Readable> {
  for (let part = 0; part < checkpoint.parts; part++) {
    const stream = await ctx.deps.storage.open(partKey(ctx.job.id, part, checkpoint.parts_format));
    if (!stream) throw new JobFailure('export_part_missing', false);
    yield stream;
  }
}

function csvFile(ctx: JobContext, setting: ExportSetting, checkpoint: TableCheckpoint): Readable {
  async function* bytes() {
    yield Buffer.from(UTF8_BOM + csvLine(setting.plan.columns.map((column) => column.header)));
    for await (const stream of partStreams(ctx, checkpoint)) yield* stream;
  }
  return Readable.from(bytes());
}

// The rows of the parts, in order, for the workbook; its progress goes on from the reading's half.
async function* workbookRows(ctx: JobContext, input: ExportJobInput, checkpoint: TableCheckpoint): AsyncGenerator<Cell[]> {
  let written = 0;
  for await (const stream of partStreams(ctx, checkpoint)) {
    for await (const line of readline.createInterface({ input: stream, crlfDelay: Infinity })) {
      if (line === '') continue;
      yield JSON.parse(line) as Cell[];
      if (++written % EXPORT_PAGE_ROWS === 0) await ctx.progress(shown(input, checkpoint.done, written), checkpoint.total);
    }
  }
}

async function removeParts(ctx: Pick<JobContext, 'job' | 'deps'>, checkpoint: Pick<TableCheckpoint, 'parts' | 'parts_format'>): Promise<void> {
  for (let part = 0; part < checkpoint.parts; part++) await ctx.deps.storage.remove(partKey(ctx.job.id, part, checkpoint.parts_format));
}

/** Removes what an unfinished table export left: its parts, and its file should a cancel land after it was written. */
export async function discardTable(ctx: Pick<JobContext, 'job' | 'deps' | 'checkpoint'>): Promise<void> {
  const checkpoint = ctx.checkpoint as Partial<TableCheckpoint> | null;
  if (checkpoint?.parts_format) {
    // The part being written when the attempt stopped is not counted yet.
    await removeParts(ctx, { parts: (checkpoint.parts ?? 0) + 1, parts_format: checkpoint.parts_format });
  }
  for (const extension of ['csv', 'xlsx']) await ctx.deps.storage.remove(exportFileKey(ctx.job.id, extension));
}
