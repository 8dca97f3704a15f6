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
import { LANDING_PAGE_PATH, PUBLIC_FORM_PATH } from './bundle.ts';

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
  /** Lighthouse's own failure to measure the run (its code, such as NO_NAVSTART), when it failed. */
  failed?: string;
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

// LIGHTHOUSE_REPORT_DIR keeps each screen's full report of each run (JSON) to read what the table sums up.
async function keepReport(screen: string, run: number, report: string | string[]): Promise<void> {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await writeFile(`${dir}/${screen}-${run}.json`, Array.isArray(report) ? report.join('') : report);
}

async function audit(port: number, screen: string, url: string, run: number): Promise<LighthouseFigure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  await keepReport(screen, run, result.report);
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
    ...(result.lhr.runtimeError ? { failed: result.lhr.runtimeError.code } : {}),
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

// How many times each screen is audited: Lighthouse's figures move from run to run (its blocking
// time by 100 ms and more on the same build), so the bench reports the median run, as Lighthouse's
// own guidance and Lighthouse CI do, with the range beside it.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** One screen's median run, with the lowest and highest performance score of all its runs. */
export interface LighthouseSummary extends LighthouseFigure {
  runs: number;
  /** Runs Lighthouse failed to measure (it says so in the report), left out of the median and range. */
  failedRuns: number;
  performanceRange: [number, number];
}

// The run whose performance score is the median (the lower middle one for an even count).
function median(screen: string, figures: readonly LighthouseFigure[]): LighthouseSummary {
  const measured = figures.filter((figure) => figure.failed === undefined);
  const sorted = [...measured].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error(`No Lighthouse run of ${screen} was measured (${figures.map((figure) => figure.failed).join(', ')})`);
  return { ...middle, runs: sorted.length, failedRuns: figures.length - measured.length, performanceRange: [sorted[0]!.scores.performance, sorted.at(-1)!.scores.performance] };
}

/**
 * One pass, in a browser of its own (a fresh profile: signed out, nothing stored): the login
 * screen, then Home once signed in, then the public form page (signed out: its first visit; then
 * signed in, shown the form) and the demo project's landing page (served as HTML by the server).
 */
async function pass(url: string, mailDir: string, run: number): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const audited = (screen: string, path: string) => audit(chrome.port, screen, `${url}${path}`, run);
    const login = await audited('login', '/app/out/login');
    await signInThroughBrowser(chrome.port, url, mailDir);
    const home = await audited('home', '/app/in/home');
    const visitor = await audited('public form, signed out', PUBLIC_FORM_PATH);
    const landing = await audited('landing page (the demo home page)', LANDING_PAGE_PATH);
    await signInRespondentThroughBrowser(chrome.port, url, mailDir);
    const respondent = await audited('public form', PUBLIC_FORM_PATH);
    return [login, home, visitor, landing, respondent];
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse (mobile, its default throttling) on the login screen, on Home, on the public form
 * page and on a landing page, against the built server: LIGHTHOUSE_RUNS passes (5 unless told), each screen reported by
 * its median run.
 */
export async function benchLighthouse(): Promise<LighthouseSummary[]> {
  const server = await startServer();
  try {
    const passes: LighthouseFigure[][] = [];
    for (let run = 1; run <= RUNS; run++) passes.push(await pass(server.url, server.mailDir, run));
    return passes[0]!.map((first, index) => median(first.screen, passes.map((figures) => figures[index]!)));
  } finally {
    await server.stop();
  }
}
