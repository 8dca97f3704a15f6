import type { Browser } from 'playwright';
import { flatten } from '../scripts/i18n-keys.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { launchChromium } from './browser.ts';
import { startBenchServer } from './server.ts';
import { signInCookies, type Cookie } from './sign-in.ts';

const RUNS = 5;
// As many overrides as a thorough installation writes: Home's title among them, so the figure is the
// time until Home shows its final words.
const OVERRIDES = 300;
const HOME_TITLE = 'shell.titles.home';
const OVERRIDDEN_TITLE = 'Home, as the installation says it';

/** A cold start of Home in one setting: the median and each run, ms from the navigation to Home's title in its final words. */
export interface StartFigure {
  setting: string;
  median: number;
  runs: number[];
}

/** Overrides' cost on a cold start of Home, against a start without any. */
export interface TranslationsStartFigures {
  overrides: number;
  starts: StartFigure[];
}

function overrides(): Record<string, string> {
  const texts: Record<string, string> = { [HOME_TITLE]: OVERRIDDEN_TITLE };
  const english = TEXTS.en as unknown as Parameters<typeof flatten>[0];
  for (const [key, text] of flatten(english)) {
    if (Object.keys(texts).length >= OVERRIDES) break;
    if (!(key in texts) && typeof text === 'string' && /^(app|login|shell|projects)\./.test(key) && !text.includes('{')) texts[key] = `${text} ·`;
  }
  return texts;
}

type Setting = { name: string; answer: Record<string, string>; kept: Record<string, string> | null; title: string };

// What the probe leaves in the page (this file is type-checked without the DOM's types).
interface Probe {
  homeShown?: number;
}

// Keeps the setting's copy on the device, then notes the moment Home's title shows the expected words.
function probe(setting: Setting): string {
  return `
    const kept = ${JSON.stringify(setting.kept)};
    if (kept) localStorage.setItem('bo.texts.en', JSON.stringify({ version: 7, texts: kept }));
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (heading && heading.textContent === ${JSON.stringify(setting.title)}) {
        globalThis.homeShown = performance.now();
        observer.disconnect();
      }
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, childList: true, characterData: true }));
  `;
}

// One start: a fresh context (nothing cached but the session and what the setting keeps), timed in
// the page from the navigation until Home's title shows the words the setting expects.
async function coldStart(browser: Browser, url: string, cookies: Cookie[], setting: Setting): Promise<number> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    await context.addCookies([...cookies, { name: 'AppLanguage', value: 'en', url }]);
    await context.route('**/api/i18n/overrides', (route) => route.fulfill({ json: { version: 7, texts: setting.answer } }));
    // Sent to the page as text: this file is type-checked without the DOM's types.
    await context.addInitScript({ content: probe(setting) });
    const page = await context.newPage();
    await page.goto('/app/in/home');
    await page.waitForFunction(() => (globalThis as unknown as Probe).homeShown !== undefined, undefined, { timeout: 60_000 });
    return await page.evaluate(() => (globalThis as unknown as Probe).homeShown!);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Cold starts of Home as the demo admin, five of each: without overrides; with the copy of 300
 * overrides kept on the device (applied before the first paint); with none kept, the 300 coming
 * from the network after the start. The runs alternate, so the machine's load weighs on each alike.
 */
export async function benchTranslationsStart(): Promise<TranslationsStartFigures> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const cookies = await signInCookies(server.url, server.mailDir);
    const texts = overrides();
    const settings: Setting[] = [
      { name: 'no overrides', answer: {}, kept: null, title: TEXTS.en.shell.titles.home },
      { name: `${OVERRIDES} overrides kept on the device`, answer: texts, kept: texts, title: OVERRIDDEN_TITLE },
      { name: `${OVERRIDES} overrides from the network`, answer: texts, kept: null, title: OVERRIDDEN_TITLE },
    ];
    // A first start warms the server and the disk cache; it is not counted.
    await coldStart(browser, server.url, cookies, settings[0]!);
    const runs = settings.map(() => [] as number[]);
    for (let run = 0; run < RUNS; run++) {
      for (const [index, setting] of settings.entries()) runs[index]!.push(await coldStart(browser, server.url, cookies, setting));
    }
    return { overrides: OVERRIDES, starts: settings.map((setting, index) => ({ setting: setting.name, median: median(runs[index]!), runs: runs[index]! })) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
