import { chromium, type Browser, type Page } from 'playwright';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this machine needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that keep Chromium off the network it cannot reach and out of the sandbox root cannot use. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Launches the benchmark's headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Bytes of one kind of resource as they crossed the wire (compressed) and once decoded. */
export interface Transfer {
  files: number;
  encoded: number;
  decoded: number;
}

/** What a page load fetched, by resource type, with the service worker kept out of it. */
export async function measureLoad(page: Page, url: string): Promise<Record<'script' | 'stylesheet', Transfer>> {
  const totals = { script: { files: 0, encoded: 0, decoded: 0 }, stylesheet: { files: 0, encoded: 0, decoded: 0 } };
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      request.sizes().then(async (sizes) => {
        const body = await (await request.response())?.body();
        totals[type].files += 1;
        totals[type].encoded += sizes.responseBodySize;
        totals[type].decoded += body?.length ?? 0;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return totals;
}
