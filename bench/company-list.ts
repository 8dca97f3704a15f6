import { load, type LoadFigure } from './api-load.ts';
import { startBenchServer, type BenchServerOptions } from './server.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

const COMPANIES = 10_000;
// Enough saves in flight to keep the server busy without queueing thousands of transactions on PGlite.
const SAVE_CONCURRENCY = 16;
// Words the generated names contain in varying amounts: a common one, rarer ones, and one that matches nothing.
const SEARCHES = ['prize', 'aurora', 'foundation-12', 'zzz-none', 'globex 7'];
const WORDS = ['Aurora', 'Globex', 'Initech', 'Prize', 'Foundation', 'Umbrella'];
// The operators' screen asks for pages in every order; each connection takes the next one in turn.
const SORTS = ['name', '-updated', 'slug', '-name'];
const CONNECTIONS = [10, 50];

/** How long filling the installation took, and the load figures of the list, unsearched and searched. */
export interface CompanyListFigures {
  engine: 'pglite' | 'postgres';
  companies: number;
  seedSeconds: number;
  loads: LoadFigure[];
}

async function saveCompanies(url: string, cookie: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < COMPANIES) {
      const n = next++;
      const name = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${n}`;
      const slug = `${WORDS[n % WORDS.length]!.toLowerCase()}-${n}`;
      const answer = await fetch(`${url}/api/admin/companies/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ name, slug, contact_email: `contact${n}@foundation-${n % 100}.example.com` }),
      });
      if (!answer.ok) throw new Error(`admin/companies/save answered ${answer.status}: ${await answer.text()}`);
    }
  };
  await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker));
}

function rotating(bodies: object[]) {
  let turn = 0;
  return [{ setupRequest: (request: object) => ({ ...request, body: JSON.stringify(bodies[turn++ % bodies.length]) }) }];
}

/**
 * Fills a real server with 10,000 companies through the API, then loads the list at 10 and 50
 * connections: unsearched pages in rotating orders, and searched by rotating terms.
 */
export async function benchCompanyList(options: BenchServerOptions = {}): Promise<CompanyListFigures> {
  const server = await startBenchServer(options);
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const started = performance.now();
    await saveCompanies(server.url, cookie);
    const seedSeconds = (performance.now() - started) / 1000;
    // Measured as a server that ran a while after the import: its statistics upkeep (or autovacuum) has come by.
    await server.settle();
    const url = `${server.url}/api/admin/companies/list`;
    const pages = SORTS.flatMap((sort) => [1, 7, 200].map((page) => ({ sort, page })));
    const loads: LoadFigure[] = [];
    for (const connections of CONNECTIONS) {
      loads.push(await load('list', url, cookie, { connections, requests: rotating(pages) }));
      loads.push(await load('list searched', url, cookie, { connections, requests: rotating(SEARCHES.map((search) => ({ search }))) }));
    }
    return { engine: server.engine, companies: COMPANIES, seedSeconds, loads };
  } finally {
    await server.stop();
  }
}
