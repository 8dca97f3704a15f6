// `npm run bench -- directus`: our API beside Directus on the same 10,000 companies, one server
// at a time on this machine, with the same load generator, connections and duration.
import fs from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import type { LoadFigure } from './api-load.ts';
import { installDirectus, startDirectus, type CompanyInput, type DirectusInstall } from './directus-server.ts';
import { startBenchServer } from './server.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

// Fewer for a quick try of the whole path (BENCH_COMPANIES); the figures are for 10,000.
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
// Our seed's concurrency (bench/company-list.ts): enough saves in flight without queueing thousands on PGlite.
const SAVE_CONCURRENCY = 16;
// bench/company-list.ts's data: the same names, slugs, addresses, searches and orders.
const WORDS = ['Aurora', 'Globex', 'Initech', 'Prize', 'Foundation', 'Umbrella'];
const SEARCHES = ['prize', 'aurora', 'foundation-12', 'zzz-none', 'globex 7'];
const SORTS = ['name', '-updated', 'slug', '-name'] as const;
const PAGES = [1, 7, 200];
const PAGE_SIZE = 25;
const CONNECTIONS = [10, 50];
// Companies whose ids the get load rotates through.
const GET_IDS = 500;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = Math.min(3, DURATION_S);

/** The calls compared. */
export const CALLS = ['list', 'search', 'get', 'create'] as const;
export type Call = (typeof CALLS)[number];

/** One product on one engine: its load figures by call and connections. */
export interface ProductRun {
  product: 'ours' | 'Directus';
  engine: string;
  /** Directus's response cache on (a second start on the same database), else off. */
  cache: boolean;
  databaseVersion: string;
  seedSeconds: number;
  /** How the companies were saved. */
  seededBy: string;
  companies: number;
  loadAverage: number[];
  /** How many companies each search term matched: the same searches must find the same companies. */
  matches: Record<string, number>;
  loads: Array<LoadFigure & { call: Call }>;
}

/** What `npm run bench -- directus` prints. */
export interface DirectusFigures {
  directus: Pick<DirectusInstall, 'version' | 'node' | 'installSeconds' | 'skipped' | 'sqliteUnavailable'> | null;
  /** Why Directus was not measured at all, if it was not. */
  directusUnavailable: string | null;
  ourNode: string;
  runs: ProductRun[];
}

/** The 10,000 companies of bench/company-list.ts. */
export function benchCompanies(): CompanyInput[] {
  return Array.from({ length: COMPANIES }, (_, n) => ({
    name: `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${n}`,
    slug: `${WORDS[n % WORDS.length]!.toLowerCase()}-${n}`,
    contact_email: `contact${n}@foundation-${n % 100}.example.com`,
  }));
}

type Shot = { method: 'GET' | 'POST'; path: string; body?: string };

/** Loads one URL's server with requests made in turn by `next` for DURATION_S (after a warm-up when asked). */
async function load(origin: string, headers: Record<string, string>, connections: number, next: () => Shot, seconds = DURATION_S): Promise<LoadFigure> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      {
        setupRequest: (request) => {
          const shot = next();
          return { ...request, method: shot.method, path: shot.path, ...(shot.body === undefined ? {} : { body: shot.body }) };
        },
      },
    ],
  });
  return {
    name: '',
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function rotating<T>(items: T[]): () => T {
  let turn = 0;
  return () => items[turn++ % items.length]!;
}

/** How one product answers each call: the request of each turn. */
interface Calls {
  origin: string;
  headers: Record<string, string>;
  shots: Record<Call, () => Shot>;
}

async function measure(calls: Calls, only: readonly Call[] = CALLS): Promise<ProductRun['loads']> {
  const loads: ProductRun['loads'] = [];
  for (const call of only) {
    // Each call warmed up on its own: the server's plans, caches and JIT for it are hot when timed.
    await load(calls.origin, calls.headers, CONNECTIONS[0]!, calls.shots[call], WARM_UP_S);
    for (const connections of CONNECTIONS) {
      loads.push({ ...(await load(calls.origin, calls.headers, connections, calls.shots[call])), name: call, call });
    }
  }
  return loads;
}

let created = 0;
// Unique across the whole run: every create of either product saves a new slug.
const newCompany = (): CompanyInput => {
  const n = created++;
  return { name: `Bench Created ${n}`, slug: `bench-created-${n}`, contact_email: `created${n}@example.com` };
};

async function ours(clusterUrl: string | undefined, companies: CompanyInput[]): Promise<ProductRun> {
  const server = await startBenchServer(clusterUrl ? { clusterUrl } : {});
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const post = (route: string, body: unknown) =>
      fetch(`${server.url}/api/${route}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) }).then(async (answer) => {
        if (!answer.ok) throw new Error(`${route} answered ${answer.status}: ${await answer.text()}`);
        return answer.json() as Promise<unknown>;
      });
    const started = performance.now();
    let next = 0;
    const saver = async () => {
      while (next < companies.length) await post('admin/companies/save', companies[next++]);
    };
    await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, saver));
    const seedSeconds = (performance.now() - started) / 1000;
    await server.settle();
    const { items } = (await post('admin/companies/list', { pageSize: 200, sort: 'slug' })) as { items: Array<{ id: string }> };
    const ids = items.map((item) => item.id);
    while (ids.length < Math.min(GET_IDS, companies.length)) {
      const page = ids.length / 200 + 1;
      const more = (await post('admin/companies/list', { pageSize: 200, sort: 'slug', page })) as { items: Array<{ id: string }> };
      ids.push(...more.items.map((item) => item.id));
    }
    const matches: Record<string, number> = {};
    for (const search of SEARCHES) matches[search] = ((await post('admin/companies/list', { search })) as { total: number }).total;
    const shot = (route: string, body: unknown): Shot => ({ method: 'POST', path: `/api/${route}`, body: JSON.stringify(body) });
    const pages = SORTS.flatMap((sort) => PAGES.map((page) => shot('admin/companies/list', { sort, page, pageSize: PAGE_SIZE })));
    const searches = SEARCHES.map((search) => shot('admin/companies/list', { search, pageSize: PAGE_SIZE }));
    const gets = ids.slice(0, GET_IDS).map((id) => shot('admin/companies/get', { id }));
    const loads = await measure({
      origin: server.url,
      headers: { cookie },
      shots: { list: rotating(pages), search: rotating(searches), get: rotating(gets), create: () => shot('admin/companies/save', newCompany()) },
    });
    return {
      product: 'ours',
      engine: server.engine === 'postgres' ? 'PostgreSQL' : 'PGlite',
      cache: false,
      databaseVersion: server.engine === 'postgres' ? await postgresVersion(clusterUrl!) : `PGlite ${await pgliteVersion()}`,
      seedSeconds,
      companies: companies.length,
      seededBy: `one admin/companies/save each, ${SAVE_CONCURRENCY} at once`,
      loadAverage: os.loadavg(),
      matches,
      loads,
    };
  } finally {
    await server.stop();
  }
}

async function postgresVersion(clusterUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return `PostgreSQL ${rows[0]!.server_version}`;
  } finally {
    await client.end();
  }
}

async function pgliteVersion(): Promise<string> {
  // Its exports do not include package.json.
  const file = await fs.readFile(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8');
  return (JSON.parse(file) as { version: string }).version;
}

// Directus's own words for our list: the page's fields, the sort with the id breaking ties, and the total (meta=filter_count).
const DIRECTUS_FIELDS = 'id,name,slug,status,contact_email,updated_at';
const DIRECTUS_SORTS: Record<(typeof SORTS)[number], string> = { name: 'name,id', '-updated': '-updated_at,id', slug: 'slug,id', '-name': '-name,id' };

async function directus(install: DirectusInstall, clusterUrl: string | undefined, companies: CompanyInput[]): Promise<ProductRun[]> {
  const server = await startDirectus(install, clusterUrl ? { kind: 'postgres', clusterUrl } : { kind: 'sqlite' }, companies);
  try {
    await server.settle();
    const headers = { authorization: `Bearer ${server.token}` };
    const list = (query: Record<string, string>) => `/items/companies?${new URLSearchParams({ fields: DIRECTUS_FIELDS, limit: String(PAGE_SIZE), meta: 'filter_count', ...query })}`;
    const idsAnswer = await fetch(`${server.url}/items/companies?fields=id&sort=slug&limit=${GET_IDS}`, { headers });
    const ids = ((await idsAnswer.json()) as { data: Array<{ id: string }> }).data.map((row) => row.id);
    const matches: Record<string, number> = {};
    for (const search of SEARCHES) {
      const answer = await fetch(`${server.url}${list({ search, limit: '1' })}`, { headers });
      matches[search] = ((await answer.json()) as { meta: { filter_count: number } }).meta.filter_count;
    }
    const get = (route: string): Shot => ({ method: 'GET', path: route });
    const pages = SORTS.flatMap((sort) => PAGES.map((page) => get(list({ sort: DIRECTUS_SORTS[sort], offset: String((page - 1) * PAGE_SIZE) }))));
    const searches = SEARCHES.map((search) => get(list({ search, sort: 'name,id' })));
    const gets = ids.map((id) => get(`/items/companies/${id}`));
    const calls: Calls = {
      origin: server.url,
      headers,
      shots: {
        list: rotating(pages),
        search: rotating(searches),
        get: rotating(gets),
        create: () => ({ method: 'POST', path: '/items/companies?fields=id', body: JSON.stringify(newCompany()) }),
      },
    };
    const run = (cache: boolean, loads: ProductRun['loads']): ProductRun => ({
      product: 'Directus',
      engine: server.engine === 'postgres' ? 'PostgreSQL' : 'SQLite',
      cache,
      databaseVersion: server.databaseVersion,
      seedSeconds: server.seedSeconds,
      companies: companies.length,
      seededBy: 'POST /items/companies, 500 rows each',
      loadAverage: os.loadavg(),
      matches,
      loads,
    });
    const runs = [run(false, await measure(calls))];
    if (process.env.BENCH_DIRECTUS_CACHE !== '0') {
      // Its response cache, when cheap to add: a second start on the same database, reads only (a create empties it).
      await server.restart({ cache: true });
      runs.push(run(true, await measure(calls, ['list', 'search', 'get'])));
    }
    return runs;
  } finally {
    await server.stop();
  }
}

/**
 * Installs Directus 12, then runs each product on each engine in turn: ours on PostgreSQL
 * (when `clusterUrl` is given) and PGlite, Directus on PostgreSQL and its embedded SQLite.
 */
export async function benchDirectus(options: { clusterUrl?: string } = {}): Promise<DirectusFigures> {
  const companies = benchCompanies();
  let install: DirectusInstall | null = null;
  let directusUnavailable: string | null = null;
  try {
    install = await installDirectus();
  } catch (error) {
    directusUnavailable = (error as Error).message;
  }
  try {
    const runs: ProductRun[] = [];
    // BENCH_DIRECTUS_ENGINES=postgres (or embedded) runs one pair only.
    const only = process.env.BENCH_DIRECTUS_ENGINES;
    const engines = (options.clusterUrl ? [options.clusterUrl, undefined] : [undefined]).filter((url) => !only || only === (url ? 'postgres' : 'embedded'));
    for (const clusterUrl of engines) {
      runs.push(await ours(clusterUrl, companies));
      if (!install) continue;
      if (!clusterUrl && install.sqliteUnavailable) continue;
      runs.push(...(await directus(install, clusterUrl, companies)));
    }
    return {
      directus: install ? { version: install.version, node: install.node, installSeconds: install.installSeconds, skipped: install.skipped, sqliteUnavailable: install.sqliteUnavailable } : null,
      directusUnavailable,
      ourNode: process.version,
      runs,
    };
  } finally {
    await install?.remove();
  }
}
