import type { Hono } from 'hono';
import { MEDIA_UPLOAD_PATH } from '../../../contract/media.ts';
import type { AppDeps } from '../../deps.ts';
import { serveMedia } from './serve.ts';
import { handlePublicUpload, servePublicFile } from './public-upload.ts';
import { handleUpload } from './upload.ts';
import { serveVoteFile } from './vote-file.ts';

/** The upload route's path: multipart bodies, bounded by the kinds' own limits instead of the JSON one. */
export const MEDIA_UPLOAD_ROUTE = `/api/${MEDIA_UPLOAD_PATH}`;

/**
 * Mounts the media routes beside the JSON adapter: the upload (`POST /api/media/upload`), the
 * images of spec section 7 (`GET /api/img/{media_id}`) and downloads (`GET /api/media/{id}/download`).
 */
export function mountMedia(app: Hono, deps: AppDeps): void {
  app.all(MEDIA_UPLOAD_ROUTE, (c) => handleUpload(c, deps));
  app.get('/api/img/:id', (c) => serveMedia(c, deps, 'inline'));
  app.get('/api/media/:id/download', (c) => serveMedia(c, deps, 'attachment'));
  // The public side's: a registered user's answer files, given and read with their own session.
  app.all('/api/p/:company/:project/upload', (c) => handlePublicUpload(c, deps));
  app.get('/api/p/:company/:project/file/:media', (c) => servePublicFile(c, deps));
  // The files of the fields a vote's gallery shows, to whoever sees the gallery.
  app.get('/api/p/:company/:project/form/:form/vote/file/:media', (c) => serveVoteFile(c, deps));
}
