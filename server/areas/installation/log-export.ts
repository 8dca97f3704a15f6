import { and, lte, max, sql, type SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { LOG_EXPORT_JOB, LogFilters } from '../../../contract/installation.ts';
import { operationsLog } from '../../db/schema/installation.ts';
import { JobFailure } from '../../jobs/execute.ts';
import { jobKind, throwIfStopped, type JobContext } from '../../jobs/kind.ts';
import { csvLine } from '../../exports/csv.ts';
import { EmailBook, LOG_EXPORT_HEADER, pageLines, readLogPage } from './log-export-rows.ts';
import type { LogBook } from '../../http/log-sentence.ts';
import { where } from './service.ts';

/** Rows read per query: keyset pages on id, each a short read. */
export const LOG_EXPORT_BATCH_ROWS = 2_000;

/** Rows per part file: a restarted export resumes after the last part it stored. */
export const LOG_EXPORT_PART_ROWS = 20_000;

/** Where an export stands: the newest row it holds (fixed at its start), the id it goes on below, its stored parts. */
interface Checkpoint {
  upTo: number;
  cursor: number;
  parts: number;
  done: number;
  total: number;
}

const partKey = (jobId: string, part: number) => `exports/${jobId}.part-${String(part).padStart(5, '0')}.csv`;
const fileKey = (jobId: string) => `exports/${jobId}.csv`;

/**
 * The export of the operations' log: filtered rows, newest first, as one CSV file in the storage;
 * the book says which calls an area filter names.
 */
export function logExportJob(book: () => LogBook) {
  return jobKind({
    name: LOG_EXPORT_JOB,
    input: LogFilters,
    maxAttempts: 3,
    async run(ctx, filters) {
      const filtered = where(filters, book());
      let checkpoint = (ctx.checkpoint as Checkpoint | null) ?? (await begin(ctx, filtered));
      while (checkpoint.cursor > 0) {
        const part = await writePart(ctx, filtered, checkpoint);
        checkpoint = { ...checkpoint, cursor: part.cursor, parts: checkpoint.parts + 1, done: checkpoint.done + part.rows };
        await ctx.save({ ...checkpoint }, checkpoint.done, checkpoint.total);
      }
      const stored = await ctx.deps.storage.put(fileKey(ctx.job.id), joinParts(ctx, checkpoint.parts));
      await removeParts(ctx, checkpoint.parts);
      return { file: { key: fileKey(ctx.job.id), name: 'operations-log.csv', type: 'text/csv; charset=utf-8', size: stored.size }, rows: checkpoint.done };
    },
    async discard(ctx) {
      await removeParts(ctx, (ctx.checkpoint as Checkpoint | null)?.parts ?? 0);
      // A cancel can land after the whole file was written, before the job ended.
      await ctx.deps.storage.remove(fileKey(ctx.job.id));
    },
  });
}

// The export holds the rows that exist when it starts: the log grows while it runs (its own start is a row).
async function begin(ctx: JobContext, filtered: SQL | undefined): Promise<Checkpoint> {
  const db = ctx.deps.database.db;
  const [{ upTo = 0 } = {}] = await db.select({ upTo: max(operationsLog.id) }).from(operationsLog);
  const [{ total = 0 } = {}] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(operationsLog)
    .where(and(filtered, lte(operationsLog.id, upTo ?? 0)));
  const checkpoint = { upTo: upTo ?? 0, cursor: (upTo ?? 0) + 1, parts: 0, done: 0, total };
  await ctx.save({ ...checkpoint }, 0, total);
  return checkpoint;
}

// Streams up to LOG_EXPORT_PART_ROWS rows into one part file; cursor 0 once the log is read to its end.
async function writePart(ctx: JobContext, filtered: SQL | undefined, from: Checkpoint): Promise<{ rows: number; cursor: number }> {
  const state = { rows: 0, cursor: from.cursor };
  const emails = new EmailBook(ctx.deps.database.db);
  async function* lines() {
    while (state.rows < LOG_EXPORT_PART_ROWS) {
      throwIfStopped(ctx.signal);
      const limit = Math.min(LOG_EXPORT_BATCH_ROWS, LOG_EXPORT_PART_ROWS - state.rows);
      const page = await readLogPage(ctx.deps.database.db, filtered, state.cursor, limit);
      await emails.learn(page);
      yield Buffer.from(pageLines(page, emails));
      state.rows += page.length;
      state.cursor = page.length < limit ? 0 : page.at(-1)![0];
      if (state.cursor === 0) return;
      await ctx.progress(from.done + state.rows, from.total);
    }
  }
  await ctx.deps.storage.put(partKey(ctx.job.id, from.parts), Readable.from(lines()));
  return state;
}

function joinParts(ctx: JobContext, parts: number): Readable {
  async function* bytes() {
    yield Buffer.from(csvLine(LOG_EXPORT_HEADER));
    for (let part = 0; part < parts; part++) {
      const stream = await ctx.deps.storage.open(partKey(ctx.job.id, part));
      if (!stream) throw new JobFailure('export_part_missing', false);
      yield* stream;
    }
  }
  return Readable.from(bytes());
}

async function removeParts(ctx: Pick<JobContext, 'job' | 'deps'>, parts: number): Promise<void> {
  for (let part = 0; part < parts; part++) await ctx.deps.storage.remove(partKey(ctx.job.id, part));
}
