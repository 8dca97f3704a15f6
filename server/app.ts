import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { fileURLToPath } from 'node:url';
import { HANDLERS, SCOPE_OWNERS, SERVER_AREAS } from './areas/index.ts';
import type { AppDeps } from './deps.ts';
import { checkHost, mountEndpoints } from './http/adapter.ts';
import { AppError, errorBody } from './errors.ts';
import { requestLanguage } from './http/request.ts';
import { securityHeaders } from './http/security.ts';
import { mountStatic } from './http/static.ts';
import { mountOpenApi } from './openapi/routes.ts';
import { textOverrides } from './areas/translations/cache.ts';
import { sql } from 'drizzle-orm';

/** Requests larger than this get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Where `vite build` puts the PWA. */
/** The built PWA: dist/, or the folder `APP_DIST_DIR` names (a second build beside the first, for tests). */
export const DIST_DIR = process.env.APP_DIST_DIR || fileURLToPath(new URL('../dist', import.meta.url));


// The routes whose bodies stream within limits of their own (the uploads).
const streams = (path: string) => SERVER_AREAS.some((area) => area.streams?.(path));

/** Builds the HTTP application: the API under /api and the PWA from `distDir`. */
export function createApp(deps: AppDeps, distDir: string = DIST_DIR): Hono {
  const app = new Hono();
  app.use('*', securityHeaders(deps.config));
  app.use('*', compress());
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(new AppError('payload_too_large'), requestLanguage(c)), 413),
  });
  // A few calls take a larger JSON body (a translations file to import), each within its own bound.
  const largeBodyLimits = new Map(
    SERVER_AREAS.flatMap((area) => Object.entries(area.largeBodies ?? {})).map(([path, maxSize]) => [
      path,
      bodyLimit({ maxSize, onError: (c) => c.json(errorBody(new AppError('payload_too_large'), requestLanguage(c)), 413) }),
    ]),
  );
  // Uploads stream past 1 MB within their kind's own limit, counted as they arrive (areas/media); every other body stops here.
  app.use('/api/*', (c, next) => (streams(c.req.path) ? next() : (largeBodyLimits.get(c.req.path) ?? jsonBodyLimit)(c, next)));
  // Every answer is for the server's own hosts: the API, its files and description, the health check, the pages and
  // static files alike. A page served under a foreign name (DNS rebinding, a look-alike domain) is refused, not shown.
  app.use('*', async (c, next) => {
    checkHost(c, deps);
    await next();
  });

  // The messages of every answer read the installation's corrected texts.
  app.use('/api/*', textOverrides(deps));

  app.get('/api/health', async (c) => {
    const ok = await deps.database.db
      .execute(sql`SELECT 1`)
      .then(() => true)
      .catch(() => false);
    // What a load balancer needs and nothing more: the version is for installation admins (admin/installation/info).
    return c.json({ ok }, ok ? 200 : 503);
  });
  mountEndpoints(app, HANDLERS, deps, SCOPE_OWNERS);
  for (const area of SERVER_AREAS) area.mount?.(app, deps);
  mountOpenApi(app, { handlers: HANDLERS, areas: SERVER_AREAS, version: deps.version, maxBodyBytes: MAX_BODY_BYTES });
  app.all('/api/*', () => {
    throw new AppError('not_found');
  });
  mountStatic(app, distDir);

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error, requestLanguage(c)), error.status as 400);
    deps.logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json(errorBody(new AppError('internal'), requestLanguage(c)), 500);
  });
  return app;
}
