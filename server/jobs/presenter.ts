import type { Job } from '../../contract/jobs.ts';
import type { JobFile } from './kind.ts';
import type { JobRow } from './store.ts';

/** A job as its owner follows it; the storage key of its file stays on the server. */
export function presentJob(row: JobRow): Job {
  const file = (row.result as { file?: JobFile } | null)?.file;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    done: row.done,
    total: row.total,
    attempts: row.attempts,
    error: row.error,
    cancel_requested: row.cancelRequested !== null,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    form: typeof row.input.form === 'string' ? row.input.form : null,
    session: typeof row.input.session === 'string' ? row.input.session : null,
    file: row.state === 'done' && file ? { name: file.name, size: file.size } : null,
  };
}
