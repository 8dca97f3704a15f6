import { sqlRows } from '../../db/db.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { IdField, LanguageSchema } from '../../../contract/fields.ts';
import { RANKING_EXPORT_JOB } from '../../../contract/judging.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import { AppError } from '../../errors.ts';
import { JobFailure } from '../../jobs/execute.ts';
import { storeXlsx, XLSX_TYPE } from '../../exports/xlsx.ts';
import { jobKind, type JobContext } from '../../jobs/kind.ts';
import type { Stored } from '../../storage/storage.ts';
import { fileNamePart, rankingCells, rankingHeader } from './ranking-columns.ts';
import { sessionRanking } from './session-ranking.ts';
import { getSessionRow, type SessionRow } from './store.ts';

/** What the ranking export takes: the session under its form (which `jobs/get` shows), and the language of its header. */
export const RankingExportInput = z.object({
  company: IdField,
  project: IdField,
  form: IdField,
  session: IdField,
  lang: LanguageSchema,
});

type ExportInput = z.infer<typeof RankingExportInput>;

const fileKey = (jobId: string) => `exports/${jobId}.xlsx`;

// The form's slug and the language its texts fall back to.
async function formFacts(ctx: JobContext, formId: string): Promise<{ slug: string; lang: Language }> {
  const result = await sqlRows<{ slug: string; lang: string | null }>(ctx.deps.database.db, sql`SELECT slug, draft ->> 'default_lang' AS lang FROM forms WHERE id = ${formId}`);
  const [found] = result;
  return { slug: found?.slug ?? 'form', lang: isLanguage(found?.lang) ? found.lang : 'it' };
}

// The ranking as one sheet: the header, then one row per submission in the ranking's order.
async function writeXlsx(ctx: JobContext, key: string, row: SessionRow, lang: Language, fallback: Language): Promise<{ stored: Stored; rows: number }> {
  const lines = await sessionRanking(ctx.deps.database.db, row);
  await ctx.progress(0, lines.length);
  const columns = rankingHeader(row.criteria, lang, fallback).map((header) => ({ header, kind: 'number' as const, width: Math.max(10, header.length + 2) }));
  async function* cells() {
    for (const line of lines) yield rankingCells(line, row.criteria);
  }
  const stored = await storeXlsx(ctx.deps.storage, key, { sheetName: 'Ranking', columns, rows: cells(), tz: 'UTC', signal: ctx.signal });
  await ctx.progress(lines.length, lines.length);
  return { stored, rows: lines.length };
}

/** The export of a session's ranking as one XLSX file in the storage: a job of the organiser who asked for it. */
export const rankingExportJob = jobKind({
  name: RANKING_EXPORT_JOB,
  input: RankingExportInput,
  maxAttempts: 3,
  async run(ctx, input: ExportInput) {
    const db = ctx.deps.database.db;
    const row = await getSessionRow(db, input, input.session).catch((error: unknown) => {
      // The session went away since the export was asked for: nothing to make, now or later.
      throw error instanceof AppError && error.code === 'not_found' ? new JobFailure('not_found', false) : error;
    });
    const form = await formFacts(ctx, row.formId);
    const key = fileKey(ctx.job.id);
    const { stored, rows } = await writeXlsx(ctx, key, row, input.lang, form.lang);
    return { file: { key, name: `${form.slug}-${fileNamePart(row.name)}-ranking.xlsx`, type: XLSX_TYPE, size: stored.size }, rows };
  },
  async discard(ctx) {
    await ctx.deps.storage.remove(fileKey(ctx.job.id));
  },
});
