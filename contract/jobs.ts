import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdField } from './fields.ts';

/** Where a job stands. */
export const JobStateSchema = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);

/** A job's state. */
export type JobState = z.infer<typeof JobStateSchema>;

/** A job as its owner follows it: progress, attempts, outcome and the file it made. */
export const JobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: JobStateSchema,
  done: z.number().int(),
  /** What `done` counts up to, once the job knows it. */
  total: z.number().int().nullable(),
  attempts: z.number().int(),
  /** The error code of a failed job (or of the last failed attempt of one that retries). */
  error: z.string().nullable(),
  cancel_requested: z.boolean(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** The form the job works on (a form's results or votes export), else null. */
  form: z.string().nullable(),
  /** The judging session the job works on (a session's ranking export), else null. */
  session: z.string().nullable(),
  /** The file a finished job made, downloaded by GET from `/api/jobs/{id}/file` (its owner only). */
  file: z.object({ name: z.string(), size: z.number().int() }).nullable(),
});

/** A job as the API shows it. */
export type Job = z.infer<typeof JobSchema>;

/** The states a job never leaves. */
export const FINISHED_JOB_STATES: readonly JobState[] = ['done', 'failed', 'cancelled'];

/** The path a finished job's file is downloaded from, with the caller's session. */
export function jobFilePath(id: string): string {
  return `/api/jobs/${encodeURIComponent(id)}/file`;
}

/** One job, to its owner or an installation admin; anyone else is told it does not exist. */
export const JobGet = endpoint({
  path: 'jobs/get',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ id: IdField }),
  output: JobSchema,
});

/** The caller's own jobs, newest first (the last 50). */
export const JobList = endpoint({
  path: 'jobs/list',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({}),
  output: z.object({ items: z.array(JobSchema) }),
});

/** Cancels a job: a waiting one at once, a running one at its next step; a finished one stays as it is. */
export const JobCancel = endpoint({
  path: 'jobs/cancel',
  kind: 'mutation',
  permission: 'signedIn',
  input: z.object({ id: IdField }),
  output: JobSchema,
});
