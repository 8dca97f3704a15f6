import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/fixtures/server.ts';
import { CHROMIUM_FLAGS } from '../scripts/chromium.ts';
import { CHROMIUM_PATH } from './browser.ts';
import { chromium } from 'playwright';
import { latestPin } from '../e2e/fixtures/mail.ts';
import { DEMO_ADMIN } from './sign-in.ts';
import { signInRespondent } from '../e2e/fixtures/respondent.ts';
import { PUBLIC_FORM_PATH } from './bundle.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

// Lighthouse shows an audit as passed from this score up; below it, it is listed as an opportunity or a failure.
const PASSED = 0.9;
// Audits whose score says nothing to pass or fail.
const UNSCORED = new Set(['informative', 'notApplicable', 'manual', 'error']);

/** An audit that did not pass, with the category it counts in. */
export interface LighthouseMiss {
  category: Category;
  id: string;
  title: string;
  /** What Lighthouse shows beside it (a time, a size), when it shows one. */
  shown?: string;
}

/** Lighthouse's mobile scores (0-100) of one screen, with its main timings in ms. */
export interface LighthouseFigure {
  screen: string;
  scores: Record<Category, number>;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  /** The audits that did not pass, to say what a score lost. */
  misses: LighthouseMiss[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

// Accessibility and best practices pass an audit only in full; performance lists what scores under PASSED.
function missesOf({ categories, audits }: Result): LighthouseMiss[] {
  return CATEGORIES.flatMap((category) =>
    (categories[category]?.auditRefs ?? []).flatMap((ref): LighthouseMiss[] => {
      const found = audits[ref.id];
      if (!found || found.score === null || UNSCORED.has(found.scoreDisplayMode)) return [];
      const failed = category === 'performance' ? found.score < PASSED : ref.weight > 0 && found.score < 1;
      if (!failed) return [];
      return [{ category, id: ref.id, title: found.title, ...(found.displayValue ? { shown: found.displayValue } : {}) }];
    }),
  );
}

// LIGHTHOUSE_REPORT_DIR keeps each screen's full report (JSON) to read what the table sums up.
async function keepReport(screen: string, report: string | string[]): Promise<void> {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/${screen}.json`, Array.isArray(report) ? report.join('') : report);
}

async function audit(port: number, screen: string, url: string): Promise<LighthouseFigure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  await keepReport(screen, result.report);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    screen,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
    firstContentfulPaint: ms('first-contentful-paint'),
    largestContentfulPaint: ms('largest-contentful-paint'),
    totalBlockingTime: ms('total-blocking-time'),
    misses: missesOf(result.lhr),
  };
}

/**
 * Signs the demo admin in through the sign-in screens of the browser Lighthouse drives, as an
 * operator does before opening Home: the session cookie and what signing in keeps in the browser
 * (who is signed in, the theme) are there. Lighthouse still empties the service worker and the
 * caches before each audit, so Home loads every file from the network.
 */
async function signInThroughBrowser(port: number, url: string, mailDir: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${url}/app/out/login`);
    await page.locator('input[autocomplete="username"]').fill(DEMO_ADMIN.Email);
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_ADMIN.Password);
    await page.locator('form button[type="submit"]').click();
    const pin = page.locator('input[autocomplete="one-time-code"]');
    await pin.waitFor();
    await pin.fill(await latestPin(mailDir, DEMO_ADMIN.Email));
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/app\/in\//);
    await page.close();
  } finally {
    // Leaves the browser running: the connection only is closed.
    await browser.close();
  }
}

/**
 * Signs a registered user of the demo project in, in the browser Lighthouse drives (its session
 * cookie is the browser's, and Lighthouse keeps cookies between audits).
 */
async function signInRespondentThroughBrowser(port: number, url: string, mailDir: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await signInRespondent(browser.contexts()[0]!.request, url, mailDir, `lighthouse-${Date.now()}@example.com`);
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse (mobile, its default throttling) on the login screen, on Home, and on the public form
 * page (signed out: its first visit; then signed in, shown the form), against the built server.
 */
export async function benchLighthouse(): Promise<LighthouseFigure[]> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const login = await audit(chrome.port, 'login', `${server.url}/app/out/login`);
    await signInThroughBrowser(chrome.port, server.url, server.mailDir);
    const home = await audit(chrome.port, 'home', `${server.url}/app/in/home`);
    const visitor = await audit(chrome.port, 'public form, signed out', `${server.url}${PUBLIC_FORM_PATH}`);
    await signInRespondentThroughBrowser(chrome.port, server.url, server.mailDir);
    const respondent = await audit(chrome.port, 'public form', `${server.url}${PUBLIC_FORM_PATH}`);
    return [login, home, visitor, respondent];
  } finally {
    chrome.kill();
    await server.stop();
  }
}
