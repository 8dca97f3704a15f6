import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage } from '../../contract/languages.ts';
import { HOME_PAGE, SIGNED_IN_PAGE, startPageIn } from './start-pages.ts';
import { sessionCookieName } from '../auth/sessions.ts';
import { LANGUAGE_COOKIE } from './request.ts';
import { COMPRESSIBLE } from './compressible.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// A source map, or its compressed copy written beside it.
const SOURCE_MAP = /\.map(\.(gz|br))?$/i;

/**
 * Serves the built PWA from `distDir`: files as they are, or as the build's brotli or gzip
 * copy to a browser that takes one (hashed assets cached for a year, the rest revalidated), but
 * source maps, the app shell for every /app/* route, the public side's page (its own light
 * entry, `public.html`) for every /p/* route, and `/` and `/index.html` lead to Home. A browser that holds a session cookie gets, under /app/in, the
 * same page naming the signed-in shell's scripts up front (`app-signed-in.html`, and for Home
 * `app-home.html` with Home's own, and with a language cookie that language's page naming its
 * texts too, see scripts/signed-in-start-page.ts); the cookies are only looked at, never trusted:
 * the app's session check decides as for any page, and its start the language.
 */
export function mountStatic(app: Hono, distDir: string): void {
  app.on(['GET', 'HEAD'], ['/', '/index.html'], (c) => c.redirect('/app/in/home', 302));
  app.on(['GET', 'HEAD'], ['/app/in', '/app/in/*'], async (c) => {
    for (const page of startPages(c)) {
      const sent = await sendFile(c, distDir, `/${page}`, BY_COOKIE);
      if (sent) return sent;
    }
    return notBuilt(c);
  });
  app.on(['GET', 'HEAD'], '/app/*', async (c) => (await sendFile(c, distDir, '/index.html')) ?? notBuilt(c));
  app.on(['GET', 'HEAD'], '/p/*', async (c) => (await sendFile(c, distDir, '/public.html')) ?? notBuilt(c));
  app.on(['GET', 'HEAD'], '/*', async (c) => (await sendFile(c, distDir, c.req.path)) ?? c.notFound());
}

// The pages that may answer under /app/in, the first the build has wins: with a session cookie the
// start page of the cookie's language, then the one of no language; index.html in any case.
function startPages(c: Context): string[] {
  if (!holdsSession(c)) return ['index.html'];
  const page = HOME.test(c.req.path) ? HOME_PAGE : SIGNED_IN_PAGE;
  const lang = getCookie(c, LANGUAGE_COOKIE);
  return [...(isLanguage(lang) ? [startPageIn(page, lang)] : []), page, 'index.html'];
}

function holdsSession(c: Context): boolean {
  return getCookie(c, sessionCookieName(true)) !== undefined || getCookie(c, sessionCookieName(false)) !== undefined;
}

// Home, and the addresses that lead there.
const HOME = /^\/app\/in(\/|\/home\/?)?$/;

// The signed-in pages differ by the session cookie: a cache keeps them apart.
const BY_COOKIE = 'Accept-Encoding, Cookie';

async function sendFile(c: Context, root: string, urlPath: string, vary = 'Accept-Encoding'): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // A source map is the app's source in clear; a build asked for one only to hand it to an error tracker.
  if (SOURCE_MAP.test(decoded)) return null;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  const compressed = await readCopy(file, c.req.header('accept-encoding'));
  const data = compressed?.data ?? (await readFile(file));
  if (!data) return null;
  const ext = path.extname(file).toLowerCase();
  const immutable = decoded.startsWith('/assets/');
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    // The build's own copy (see scripts/precompress.ts): compressed once and better than on the fly.
    ...(compressed ? { 'Content-Encoding': compressed.coding } : {}),
    Vary: vary,
  });
}

// The build's compressed copies, by the suffix written beside each file.
const COPIES = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

// The build's copy of the file the client prefers among those it takes: brotli's is the smaller on a tie.
async function readCopy(file: string, acceptEncoding: string | undefined): Promise<{ coding: string; data: Buffer } | null> {
  if (!COMPRESSIBLE.test(file)) return null;
  const taken = COPIES.map((copy) => ({ ...copy, weight: codingWeight(acceptEncoding, copy.coding) }))
    .filter((copy) => copy.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  for (const copy of taken) {
    const data = await readFile(`${file}${copy.suffix}`);
    if (data) return { coding: copy.coding, data };
  }
  return null;
}

async function readFile(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/** The weight an Accept-Encoding header gives a content coding, named or by `*`: 0 when it refuses it or says nothing of it. */
export function codingWeight(header: string | undefined, coding: string): number {
  if (!header) return 0;
  const weights = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return [name.trim(), q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const weight = weights.get(coding) ?? weights.get('*') ?? 0;
  return Number.isFinite(weight) && weight > 0 ? weight : 0;
}

function notBuilt(c: Context): Response {
  return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
}
