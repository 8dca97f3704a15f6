/**
 * Takes the app's screenshots from the built app (dist/, or APP_DIST_DIR) on a real server
 * with the demo data, in English: the install dialog's (public/screenshots, named in the
 * manifest) and the docs' (docs/screenshots/<screen>-<width>.png): every screen that is
 * built (not one still saying its area comes later) at 1280, 768 and 390 pixels wide, the
 * signed-in ones as the demo installation admin on Fondazione Aurora and its Premio Aurora
 * 2026. Run with `tsx scripts/make-screenshots.ts` after `npm run build`; `SCREENS=fieldEditor,votes`
 * takes only the signed-in screens of those titles again.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Browser, Page } from 'playwright';
import { TEXTS } from './i18n-texts.ts';
import { launchChromium } from '../bench/browser.ts';
import { DEMO_ADMIN } from '../e2e/fixtures/accounts.ts';
import { demoRecords, demoUrl, openScreen, settled, signedInContext, type DemoRecords } from '../e2e/fixtures/demo.ts';
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

async function installShots(browser: Browser, server: TestServer): Promise<void> {
  for (const shot of INSTALL_SHOTS) {
    const context = await signedInContext(browser, server, DEMO_ADMIN, { width: shot.width, height: shot.height });
    const page = await context.newPage();
    await openScreen(page, '/app/in/home');
    await save(page, shot.file, false);
    await context.close();
  }
}

const server = await startServer();
const browser = await launchChromium();
try {
  if (!ONLY) {
    await installShots(browser, server);
    await signedOutShots(browser, server);
  }
  await signedInShots(browser, server);
} finally {
  await browser.close();
  await server.stop();
}
