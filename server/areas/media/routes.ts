import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { findMedia } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /api/img/{media_id}`: a stored image. Ids are random UUIDs and images are
 * shown before sign-in (logo, background), so the id is the capability.
 */
export function mountMedia(app: Hono, deps: AppDeps): void {
  app.get('/api/img/:id', async (c) => {
    const id = c.req.param('id');
    const row = UUID.test(id) ? await findMedia(deps.database.db, id.toLowerCase()) : undefined;
    if (!row) throw new AppError('not_found');
    if (c.req.header('if-none-match') === `"${row.sha256}"`) return c.body(null, 304);
    return c.body(new Uint8Array(row.data ?? []), 200, {
      'Content-Type': row.mime,
      'Content-Length': String(row.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${row.sha256}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
    });
  });
}
