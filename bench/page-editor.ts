import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright';
import { LOADING_SELECTOR } from '../e2e/fixtures/loading.ts';
import { startServer } from '../e2e/fixtures/server.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { CPU_SLOWDOWN, launchChromium } from './browser.ts';
import { EVENT_THRESHOLD_MS, watchedContext, watchedInteractions, type Inp } from './form-editor.ts';
import { cookieHeader, signInCookies } from './sign-in.ts';

const WORDS = 5000;
const WORDS_PER_PARAGRAPH = 25;
// 30 characters, typed as a person types quickly.
const TYPED = ' and the jury meets in autumn.';
const KEY_DELAY_MS = 50;
const SETTLE_MS = 2000;
const VOCABULARY = ['call', 'artists', 'prize', 'project', 'community', 'jury', 'application', 'rules', 'deadline', 'support', 'ideas', 'young', 'research', 'culture', 'city', 'future'];

async function post<T>(url: string, cookie: string, call: string, body: object): Promise<T> {
  const answer = await fetch(`${url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${call} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A document of `WORDS` words: headings every ten paragraphs, paragraphs of 25 words. */
function longDocument(seed: number) {
  const content: object[] = [];
  for (let paragraph = 0; paragraph < WORDS / WORDS_PER_PARAGRAPH; paragraph++) {
    if (paragraph % 10 === 0) content.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `Part ${paragraph / 10 + 1}` }] });
    const words = Array.from({ length: WORDS_PER_PARAGRAPH }, (_, word) => VOCABULARY[(paragraph * 7 + word * 3 + seed) % VOCABULARY.length]);
    content.push({ type: 'paragraph', content: [{ type: 'text', text: `${words.join(' ')}.` }] });
  }
  return { type: 'doc', content };
}

// A page of Premio Aurora 2026 (the demo data) of 5,000 words in each of its two languages.
async function createLongPage(url: string, cookie: string): Promise<string> {
  type Listed = { items: Array<{ id: string; slug: string; projects: Array<{ id: string; slug: string }> }> };
  const { items } = await post<Listed>(url, cookie, 'home/companies', { search: 'Aurora', page: 1, pageSize: 50 });
  const company = items.find((item) => item.slug === 'aurora');
  const project = company?.projects.find((item) => item.slug === 'premio-2026');
  if (!company || !project) throw new Error('The demo project aurora/premio-2026 is not listed');
  const scope = `company/${company.id}/project/${project.id}`;
  const tag = randomUUID().slice(0, 8);
  const { entity } = await post<{ entity: { id: string } }>(url, cookie, `${scope}/pages/save`, {
    slug: `long-${tag}`,
    title: { it: `Pagina lunga ${tag}`, en: `Long page ${tag}` },
    body: { it: longDocument(1), en: longDocument(2) },
  });
  return `/app/in/${scope}/pages/${entity.id}`;
}

/** What typing into the page editor costs: each keypress to its paint, and the page's INP. */
export interface PageEditorFigures {
  words: number;
  count: number;
  unseen: number;
  p50: number;
  p75: number;
  max: number;
  inp: Inp | null;
}

const percentile = (sorted: number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;

// The caret at the end of the English document, put there without an interaction the page counts
// (a click is no keystroke): only the typing is measured.
async function typeAtTheEnd(page: Page): Promise<void> {
  const text = page.getByRole('textbox', { name: TEXTS.en.pages.editor.body.replace('{language}', 'English') });
  await text.evaluate((element) => (element as unknown as { editor: { commands: { focus(at: 'end'): boolean } } }).editor.commands.focus('end'));
  await page.waitForTimeout(SETTLE_MS);
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
}

/**
 * The page editor on a page of 5,000 words in each of its two languages (both side by side), in
 * Chromium with the CPU slowed down 4x: typing 30 characters at the end of the English text, from
 * each key to the next paint (Event Timing) and as web-vitals' INP.
 */
export async function benchPageEditor(): Promise<PageEditorFigures> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const cookies = await signInCookies(server.url, server.mailDir);
    const editorUrl = await createLongPage(server.url, cookieHeader(cookies));
    const context = await watchedContext(browser, server.url, cookies);
    const page = await context.newPage();
    await page.goto(editorUrl);
    await page.locator('.ProseMirror p').first().waitFor({ timeout: 60_000 });
    await page.locator(LOADING_SELECTOR).first().waitFor({ state: 'detached' });
    await page.waitForTimeout(SETTLE_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await typeAtTheEnd(page);
    const { durations: seen, inp } = await watchedInteractions(page);
    await page.locator('[data-save-state="saved"]').waitFor({ timeout: 60_000 });
    const unseen = Math.max(0, TYPED.length - seen.length);
    const durations = [...seen, ...Array<number>(unseen).fill(EVENT_THRESHOLD_MS)].sort((a, b) => a - b);
    return { words: WORDS, count: durations.length, unseen, p50: percentile(durations, 0.5), p75: percentile(durations, 0.75), max: durations.at(-1) ?? NaN, inp };
  } finally {
    await browser.close();
    await server.stop();
  }
}
