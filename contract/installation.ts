import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdField, ListQuery, listOutput } from './fields.ts';
import { JobSchema } from './jobs.ts';
import type { FieldLabels } from './labels.ts';

/** One row of the operations' log. */
export const LogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_id: z.string().nullable(),
  operator_email: z.string().nullable(),
  ip: z.string(),
  endpoint: z.string(),
  status: z.number().int(),
  target: z.string().nullable(),
  company_id: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
});

/** What the operations' log is filtered by: operator, area (the call's first path segment), company and dates. */
export const LogFilters = z.object({
  operator: IdField.optional(),
  area: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .default(''),
  company: IdField.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** The operations' log, newest first, filtered and paged (installation admins). */
export const LogList = endpoint({
  path: 'admin/installation/logs/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: LogFilters.extend(ListQuery.omit({ search: true }).shape),
  output: listOutput(LogRowSchema),
});

/**
 * Starts a job that writes the filtered rows of the operations' log, newest first, to a CSV
 * file (no row limit); follow it with `jobs/get`, download the file by GET when it is done.
 */
export const LogExport = endpoint({
  path: 'admin/installation/logs/export',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: LogFilters,
  output: JobSchema,
});

/** The kind of job LogExport starts. */
export const LOG_EXPORT_JOB = 'installation/log-export';

/** What the installation runs on and holds. */
export const InstallationInfo = endpoint({
  path: 'admin/installation/info',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({
    version: z.string(),
    database: z.object({ engine: z.enum(['pglite', 'postgres']), size_bytes: z.number() }),
    mail: z.object({ transport: z.enum(['file', 'smtp']) }),
    uptime_seconds: z.number().int(),
    counts: z.object({ companies: z.number().int(), projects: z.number().int(), operators: z.number().int() }),
  }),
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = {
  area: { en: 'Area', it: 'Area', es: 'Área', fr: 'Domaine', pt: 'Área' },
  from: { en: 'From', it: 'Dal', es: 'Desde', fr: 'Du', pt: 'De' },
  to: { en: 'To', it: 'Al', es: 'Hasta', fr: 'Au', pt: 'Até' },
} as const satisfies FieldLabels;
