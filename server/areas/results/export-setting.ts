// What a results export job is given and works from: its input, the form's published version its
// columns follow, the plan of its cells and the filters' SQL.
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { IdField, LanguageSchema } from '../../../contract/fields.ts';
import { EXPORT_FORMATS, ResultsFiltersSchema } from '../../../contract/results.ts';
import { publicBase } from '../../http/hosts.ts';
import { JobFailure } from '../../jobs/execute.ts';
import type { JobContext } from '../../jobs/kind.ts';
import { exportPlan, type ExportPlan } from '../../exports/export-columns.ts';
import { exportForm, publishedVersions } from './export-read.ts';
import { resultsCondition } from '../../filters/results-filters.ts';

/** The kind of the results export's jobs. */
export const RESULTS_EXPORT_JOB = 'results/export';

/**
 * What an export job is given: the call's form, filters, time zone, format and language, and
 * whether personal answers go in, decided by the caller's role when the export was asked for.
 */
export const ExportJobInput = z.object({
  company: IdField,
  project: IdField,
  form: IdField,
  filters: ResultsFiltersSchema,
  tz: z.string(),
  format: z.enum(EXPORT_FORMATS),
  lang: LanguageSchema,
  personal: z.boolean(),
});

/** An export job's input. */
export type ExportJobInput = z.infer<typeof ExportJobInput>;

/** What an export works from: the form's slug, the published version its columns follow, its plan and the filters' SQL. */
export interface ExportSetting {
  slug: string;
  /** Fixed when the export begins, so a version published meanwhile does not change a resumed export's columns. */
  version: number;
  plan: ExportPlan;
  where: SQL;
}

/** Reads the form, its versions up to `version` (the last published one when not given) and the filters' SQL. */
export async function exportSetting(ctx: JobContext, input: ExportJobInput, version?: number): Promise<ExportSetting> {
  const db = ctx.deps.database.db;
  const form = await exportForm(db, input);
  if (!form) throw new JobFailure('not_found', false);
  const upTo = version ?? form.publishedVersion ?? 0;
  const versions = await publishedVersions(db, input.form, upTo);
  const plan = exportPlan(versions, { lang: input.lang, personal: input.personal, publicBase: publicBase(ctx.deps.config) });
  return { slug: form.slug, version: upTo, plan, where: await resultsCondition(db, input, input.filters, input.tz) };
}

/** The key of an export's finished file. */
export const exportFileKey = (jobId: string, extension: string) => `exports/${jobId}.${extension}`;
