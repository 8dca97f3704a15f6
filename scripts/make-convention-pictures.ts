/**
 * Takes the pictures of docs/ui-conventions.md from the built app on a real server with the
 * demo data: a page header, a record's form, a notice with undo, a list loading, an empty
 * list, a list as cards on a phone, the no-access page. Run with
 * `tsx scripts/make-convention-pictures.ts` after `npm run build`; the PNGs are committed.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { launchChromium } from '../bench/browser.ts';
import { cookieHeader, signInCookies } from '../bench/sign-in.ts';
import { startServer, type TestServer } from '../e2e/fixtures/server.ts';
import { TEXTS } from './i18n-texts.ts';

const OUT = fileURLToPath(new URL('../docs/screenshots/conventions/', import.meta.url));
const en = TEXTS.en;
const MANAGER = { Email: 'demo.manager@example.com', Password: 'demo-manager-password' };
const LIST = '/app/in/admin/companies/list';

async function context(browser: Browser, server: TestServer, width: number, height: number, account?: typeof MANAGER): Promise<BrowserContext> {
  const made = await browser.newContext({ baseURL: server.url, viewport: { width, height }, serviceWorkers: 'block' });
  await made.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }, ...(await signInCookies(server.url, server.mailDir, account))]);
  return made;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: `${OUT}${name}.png`, animations: 'disabled' });
  console.info(`docs/screenshots/conventions/${name}.png`);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

// A company made for the pictures, so archiving it changes nothing of the demo's.
async function pictureCompany(server: TestServer): Promise<string> {
  const cookies = cookieHeader(await signInCookies(server.url, server.mailDir));
  const response = await fetch(`${server.url}/api/admin/companies/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies, origin: server.url, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ name: 'Harbour Film Festival', slug: 'harbour-film-festival', contact_email: 'desk@harbour.example', notes: '', status: 'active' }),
  });
  if (!response.ok) throw new Error(`companies/save answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { entity: { id: string } }).entity.id;
}

async function wide(browser: Browser, server: TestServer, company: string): Promise<void> {
  const made = await context(browser, server, 1280, 720);
  const page = await made.newPage();

  await open(page, LIST);
  await shot(page, 'page-header');

  await open(page, `/app/in/admin/companies/edit/${company}`);
  await page.getByRole('textbox', { name: en.companies.notes }).fill('Screenings in the old harbour warehouses, every September.');
  await shot(page, 'record-form');

  await page.getByRole('button', { name: en.companies.archive }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.companies.archive }).click();
  await page.getByRole('button', { name: en.app.undo }).waitFor();
  await shot(page, 'notice-undo');

  await open(page, `${LIST}?search=nothing-has-this-name`);
  await page.getByTestId('empty-state').waitFor();
  await shot(page, 'empty-state');

  // The list's answer held back, to show what the page shows meanwhile.
  await page.route('**/api/admin/companies/list', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto(`${LIST}?sort=-updated`);
  await page.locator('[data-skeleton="true"]').first().waitFor();
  await shot(page, 'loading');
  await made.close();
}

async function phone(browser: Browser, server: TestServer): Promise<void> {
  const made = await context(browser, server, 390, 844);
  const page = await made.newPage();
  await open(page, LIST);
  await shot(page, 'list-cards-390');
  await made.close();
}

async function noAccess(browser: Browser, server: TestServer): Promise<void> {
  const made = await context(browser, server, 1280, 560, MANAGER);
  const page = await made.newPage();
  await open(page, LIST);
  await page.getByRole('alert').waitFor();
  await shot(page, 'no-access');
  await made.close();
}

fs.mkdirSync(OUT, { recursive: true });
const server = await startServer();
const browser = await launchChromium();
try {
  const company = await pictureCompany(server);
  await wide(browser, server, company);
  await phone(browser, server);
  await noAccess(browser, server);
} finally {
  await browser.close();
  await server.stop();
}
