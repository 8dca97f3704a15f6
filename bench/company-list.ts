import { startServer } from '../e2e/fixtures/server.ts';
import { load, type LoadFigure } from './api-load.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

const COMPANIES = 10_000;
// Enough saves in flight to keep the server busy without queueing thousands of transactions on PGlite.
const SAVE_CONCURRENCY = 16;
// Words the generated names contain in varying amounts: a common one, rarer ones, and one that matches nothing.
const SEARCHES = ['prize', 'aurora', 'foundation-12', 'zzz-none', 'globex 7'];
const WORDS = ['Aurora', 'Globex', 'Initech', 'Prize', 'Foundation', 'Umbrella'];

/** How long filling the installation took, and the load figure of the searched list. */
export interface CompanyListFigures {
  companies: number;
  seedSeconds: number;
  list: LoadFigure;
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

/** Fills a real server on PGlite with 10,000 companies through the API, then loads the list searched by rotating terms. */
export async function benchCompanyList(): Promise<CompanyListFigures> {
  const server = await startServer();
  try {
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const started = performance.now();
    await saveCompanies(server.url, cookie);
    const seedSeconds = (performance.now() - started) / 1000;
    let turn = 0;
    const list = await load('admin/companies/list (search)', `${server.url}/api/admin/companies/list`, cookie, [
      { setupRequest: (request) => ({ ...request, body: JSON.stringify({ search: SEARCHES[turn++ % SEARCHES.length] }) }) },
    ]);
    return { companies: COMPANIES, seedSeconds, list };
  } finally {
    await server.stop();
  }
}
