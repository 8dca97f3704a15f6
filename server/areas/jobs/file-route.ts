import type { Hono } from 'hono';
import { Readable } from 'node:stream';
import { loadSession } from '../../auth/sessions.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { clientAddress, isSecure } from '../../http/request.ts';
import type { JobFile, JobKind } from '../../jobs/kind.ts';
import { findJob } from '../../jobs/store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/jobs/{id}/file`: the file a finished job made, to its owner only (a link the
 * browser follows with the session cookie). Anyone else, signed out too, and a job with no file, get 404.
 * The job's kind may refuse a file past its time and record the download first (its `download` hook).
 */
export function mountJobFiles(app: Hono, deps: AppDeps, kinds: () => readonly JobKind[]): void {
  app.get('/api/jobs/:id/file', async (c) => {
    const id = c.req.param('id');
    const session = await loadSession(deps.database.db, c, deps.clock.now(), isSecure(c, deps.config));
    const job = session && UUID.test(id) ? await findJob(deps.database.db, id.toLowerCase()) : undefined;
    const file = job?.state === 'done' ? (job.result as { file?: JobFile } | null)?.file : undefined;
    // Signed out or not the owner, a caller is told what anyone is told of a random id.
    if (!session || !job || job.ownerId !== session.operator.id || !file) throw new AppError('not_found');
    const kind = kinds().find((candidate) => candidate.name === job.kind);
    const now = deps.clock.now();
    await kind?.download?.({ job, deps, operatorId: session.operator.id, ip: clientAddress(c, deps.config), now });
    const stream = await deps.storage.open(file.key);
    if (!stream) throw new AppError('not_found');
    return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    });
  });
}
