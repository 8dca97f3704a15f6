import { serverArea } from '../../area.ts';
import { mediaRoutes } from './openapi.ts';
import { MEDIA_UPLOAD_ROUTE, mountMedia } from './routes.ts';
import { mediaLog } from './log.ts';

/** Uploads and the files served by GET: its routes are beside the contract's JSON calls. */
export const mediaArea = serverArea({
  name: 'media',
  log: mediaLog,
  handlers: [],
  mount: mountMedia,
  described: mediaRoutes,
  // The operators' upload route and the public side's (`/api/p/:company/:project/upload`).
  streams: (path) => path === MEDIA_UPLOAD_ROUTE || /^\/api\/p\/[^/]+\/[^/]+\/upload$/.test(path),
});
