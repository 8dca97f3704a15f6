import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from '../e2e/fixtures/server.ts';
import { CHROMIUM_FLAGS } from '../scripts/chromium.ts';
import { CHROMIUM_PATH } from './browser.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** Lighthouse's mobile scores (0-100) of one screen, with its main timings in ms. */
export interface LighthouseFigure {
  screen: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  /** The accessibility and best-practice audits that did not pass, by id, to say what a score lost. */
  misses: string[];
}

async function audit(port: number, screen: string, url: string, headers: Record<string, string> = {}): Promise<LighthouseFigure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders: headers,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    screen,
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices') },
    firstContentfulPaint: ms('first-contentful-paint'),
    largestContentfulPaint: ms('largest-contentful-paint'),
    totalBlockingTime: ms('total-blocking-time'),
    misses: (['accessibility', 'best-practices'] as const).flatMap((id) =>
      (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    ),
  };
}

/** Lighthouse (mobile, its default throttling) on the login screen and on Home, against the built server. */
export async function benchLighthouse(): Promise<LighthouseFigure[]> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const login = await audit(chrome.port, 'login', `${server.url}/app/out/login`);
    const cookie = cookieHeader(await signInCookies(server.url, server.mailDir));
    const home = await audit(chrome.port, 'home', `${server.url}/app/in/home`, { Cookie: cookie });
    return [login, home];
  } finally {
    chrome.kill();
    await server.stop();
  }
}
