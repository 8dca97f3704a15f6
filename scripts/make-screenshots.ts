/**
 * Takes the app's screenshots from the built app (dist/, or APP_DIST_DIR) on a real server
 * with the demo data, in English: the install dialog's (public/screenshots, named in the
 * manifest) and the docs' (docs/screenshots/<screen>-<width>.png): every screen that is
 * built (not one still saying its area comes later) at 1280, 768 and 390 pixels wide, the
 * signed-in ones as the demo installation admin on Fondazione Aurora and its Premio Aurora
 * 2026; Home as the demo's form assistant and judge see it (`home-assistant-<width>.png`,
 * `home-judge-<width>.png`); the judge's session as the demo judge, in view at 1280, 1024, 768
 * and 390 pixels. Run with `tsx scripts/make-screenshots.ts` after `npm run build`;
 * `SCREENS=fieldEditor,votes` takes only the signed-in screens of those titles again,
 * `SCREENSHOTS=roles` only Home by role and the judge's session.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Browser, Page } from 'playwright';
import { TEXTS } from './i18n-texts.ts';
import { launchChromium } from '../bench/browser.ts';
import { DEMO_ADMIN } from '../e2e/fixtures/accounts.ts';
import { demoAccount, demoRecords, demoUrl, openScreen, settled, signedInContext, type DemoRecords } from '../e2e/fixtures/demo.ts';
import { LOADING_SELECTOR } from '../e2e/fixtures/loading.ts';
import { sampleUrl } from '../e2e/fixtures/routes.ts';
import { startServer, type TestServer } from '../e2e/fixtures/server.ts';
import { SIGNED_IN_ROUTES } from '../src/areas/index.ts';
import { SIGNED_OUT_ROUTES } from '../src/app/routes/signed-out-routes.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = 'docs/screenshots';

// Desktop, tablet and phone; the docs' pictures show the whole screen, however long.
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

// The install dialog's pictures, of the viewport only, as the manifest names them.
const INSTALL_SHOTS = [
  { file: 'public/screenshots/home-wide.png', width: 1280, height: 720 },
  { file: 'public/screenshots/home-narrow.png', width: 412, height: 732 },
];

// The signed-in screens to take again, by title; all of them, the signed-out ones and the install dialog's when not given.
const ONLY = process.env.SCREENS ? new Set(process.env.SCREENS.split(',').map((title) => title.trim())) : null;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

async function save(page: Page, file: string, fullPage: boolean): Promise<void> {
  fs.mkdirSync(new URL(`../${file}/..`, import.meta.url), { recursive: true });
  // The relative times and the route progress bar settle before the picture.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: `${ROOT}${file}`, fullPage, animations: 'disabled' });
  console.info(file);
}

// A screen whose area is not built yet says so, and is left out of the docs.
async function isBuilt(page: Page): Promise<boolean> {
  return (await page.getByText(TEXTS.en.app.notYet, { exact: true }).count()) === 0;
}

async function signedInShots(browser: Browser, server: TestServer): Promise<void> {
  let records: DemoRecords | undefined;
  for (const viewport of WIDTHS) {
    const context = await signedInContext(browser, server, DEMO_ADMIN, viewport);
    records ??= await demoRecords(context.request, new URL(server.url).origin);
    const page = await context.newPage();
    for (const route of SIGNED_IN_ROUTES.filter((entry) => !ONLY || ONLY.has(entry.title))) {
      // A busy machine reads the results and votes slowly: a screen still loading gets a minute more.
      await openScreen(page, demoUrl(route, records)).catch(() => expect(page.locator(LOADING_SELECTOR)).toHaveCount(0, { timeout: 60_000 }));
      if (await isBuilt(page)) await save(page, `${DOCS}/${kebab(route.title)}-${viewport.width}.png`, true);
    }
    await context.close();
  }
}

async function signedOutShots(browser: Browser, server: TestServer): Promise<void> {
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({ baseURL: server.url, viewport, serviceWorkers: 'block' });
    await context.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
    const page = await context.newPage();
    for (const route of SIGNED_OUT_ROUTES) {
      await page.goto(sampleUrl(route));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      if (await isBuilt(page)) await save(page, `${DOCS}/${kebab(route.title)}-${viewport.width}.png`, true);
    }
    await context.close();
  }
}

// Home as a role other than the admin meets it: an assistant's forms, a judge's sessions.
async function roleHomeShots(browser: Browser, server: TestServer): Promise<void> {
  for (const role of ['assistant', 'judge'] as const) {
    for (const viewport of WIDTHS) {
      const context = await signedInContext(browser, server, demoAccount(role), viewport);
      const page = await context.newPage();
      await openScreen(page, '/app/in/home');
      const ready = role === 'judge' ? page.getByText(/^\d+ of \d+ scored$/) : page.getByTestId('assisted-form').first();
      await ready.waitFor();
      await settled(page);
      await save(page, `${DOCS}/home-${role}-${viewport.width}.png`, true);
      await context.close();
    }
  }
}

async function installShots(browser: Browser, server: TestServer): Promise<void> {
  for (const shot of INSTALL_SHOTS) {
    const context = await signedInContext(browser, server, DEMO_ADMIN, { width: shot.width, height: shot.height });
    const page = await context.newPage();
    await openScreen(page, '/app/in/home');
    await save(page, shot.file, false);
    await context.close();
  }
}

// The judge's session as the demo judge sees it (the admin does not judge): what is in view on a
// laptop, a tablet held sideways and upright, and a phone, with the score beside or under the answers.
const JUDGE_WIDTHS = [{ width: 1280, height: 800 }, { width: 1024, height: 768 }, ...WIDTHS.slice(1)];

async function judgeShots(browser: Browser, server: TestServer): Promise<void> {
  for (const viewport of JUDGE_WIDTHS) {
    const context = await signedInContext(browser, server, demoAccount('judge'), viewport);
    const page = await context.newPage();
    const answer = await context.request.post('/api/judges/sessions/list', { data: {}, headers: { Origin: new URL(server.url).origin } });
    const [item] = ((await answer.json()) as { items: Array<Record<'company' | 'project' | 'form' | 'session', string>> }).items;
    if (!item) throw new Error('The demo judge holds no session.');
    await openScreen(page, `/app/in/judges/session/${item.company}/${item.project}/${item.form}/${item.session}`);
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30_000 });
    await save(page, `${DOCS}/judging-session-${viewport.width}.png`, false);
    await context.close();
  }
}

const server = await startServer();
const browser = await launchChromium();
try {
  const roles = process.env.SCREENSHOTS === 'roles';
  if (!ONLY && !roles) {
    await installShots(browser, server);
    await signedOutShots(browser, server);
  }
  if (!roles) await signedInShots(browser, server);
  if (!ONLY) {
    await roleHomeShots(browser, server);
    await judgeShots(browser, server);
  }
} finally {
  await browser.close();
  await server.stop();
}
