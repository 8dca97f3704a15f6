import { DEMO_ADMIN, signInCookies } from './sign-in.ts';
import { CPU_SLOWDOWN, launchChromium } from './browser.ts';
import { startServer } from '../e2e/fixtures/server.ts';

/** How Home's first company shows on a cold start, under a mobile network and CPU. */
export interface HomeStartFigures {
  runs: number;
  /** The network and CPU the browser was held to. */
  conditions: string;
  /** From the navigation's start to the first company card on screen, ms: median and each run. */
  medianMs: number;
  eachMs: number[];
  /** The API calls Home's start made, in the median run, in the order they were sent. */
  calls: string[];
}

// Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up (its CPU: CPU_SLOWDOWN).
const LATENCY_MS = 150;
const DOWN_BYTES_PER_S = (1.6 * 1024 * 1024) / 8;
const UP_BYTES_PER_S = (750 * 1024) / 8;

/**
 * Opens Home signed in, each time in a fresh context (no service worker, nothing stored: only the
 * session cookie), under Lighthouse's mobile network and CPU, and times the first company card.
 */
export async function benchHomeStart(runs = Number(process.env.HOME_START_RUNS ?? 7)): Promise<HomeStartFigures> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const cookies = await signInCookies(server.url, server.mailDir, DEMO_ADMIN);
    const results: Array<{ ms: number; calls: string[] }> = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      try {
        await context.addCookies(cookies);
        const page = await context.newPage();
        const calls: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/')) calls.push(pathname.slice('/api/'.length));
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: DOWN_BYTES_PER_S, uploadThroughput: UP_BYTES_PER_S });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.goto(`${server.url}/app/in/home`);
        await page.getByTestId('company-card').first().waitFor({ timeout: 60_000 });
        const ms = await page.evaluate(() => performance.now());
        results.push({ ms: Math.round(ms), calls });
      } finally {
        await context.close();
      }
    }
    const sorted = [...results].sort((a, b) => a.ms - b.ms);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    return {
      runs,
      conditions: `${LATENCY_MS} ms round trips, ${((DOWN_BYTES_PER_S * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, CPU ${CPU_SLOWDOWN}x slower`,
      medianMs: median.ms,
      eachMs: results.map((result) => result.ms),
      calls: median.calls,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
