import crypto from 'node:crypto';
import type { Context, Hono } from 'hono';
import { openApiDocument, type DescriptionSource } from './document.ts';
import { DOCS_PAGE_CSP, renderDocsPage } from './page/page.ts';

interface Served {
  body: string;
  etag: string;
}

/**
 * `GET /api/openapi.json`, the API's description, and `GET /api/docs`, the page that shows
 * it to integrators. Both are made once, when first asked, and served from memory.
 */
export function mountOpenApi(app: Hono, source: DescriptionSource): void {
  let json: Served | undefined;
  let page: Served | undefined;
  app.get('/api/openapi.json', (c) => {
    json ??= served(JSON.stringify(openApiDocument(source)));
    return answer(c, json, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  app.get('/api/docs', (c) => {
    page ??= served(renderDocsPage(openApiDocument(source)));
    return answer(c, page, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': DOCS_PAGE_CSP });
  });
}

function served(body: string): Served {
  return { body, etag: `"${crypto.createHash('sha256').update(body).digest('hex').slice(0, 32)}"` };
}

// Revalidated on each use (no-cache), so a restarted server with new calls is seen at once.
function answer(c: Context, item: Served, headers: Record<string, string>): Response {
  const common = { ETag: item.etag, 'Cache-Control': 'no-cache' };
  if (c.req.header('if-none-match') === item.etag) return c.body(null, 304, common);
  return c.body(item.body, 200, { ...common, ...headers });
}
