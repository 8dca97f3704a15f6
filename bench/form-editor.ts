import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { LOADING_SELECTOR } from '../e2e/fixtures/loading.ts';
import { startServer } from '../e2e/fixtures/server.ts';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { CPU_SLOWDOWN, launchChromium } from './browser.ts';
import { bigForm, FIELDS_PER_BLOCK, keyOf, STEPS } from './form-editor-fixture.ts';
import { cookieHeader, signInCookies, type Cookie } from './sign-in.ts';

const texts = TEXTS.en.forms;
// The smallest duration the Event Timing API reports: a quicker interaction leaves no entry.
export const EVENT_THRESHOLD_MS = 16;
// 30 characters, typed as a person types quickly.
const TYPED = ' e ruolo nel gruppo di lavoro.';
const KEY_DELAY_MS = 50;
const SELECTIONS = 10;
const ADDITIONS = 5;
// Event Timing entries arrive after the paint that follows an interaction.
const SETTLE_MS = 2000;

async function post<T>(url: string, cookie: string, call: string, body: object): Promise<T> {
  const answer = await fetch(`${url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${call} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

// Fondazione Aurora's Premio Aurora 2026 (the demo data), as Home lists it.
async function importBigForm(url: string, cookie: string): Promise<string> {
  type Listed = { items: Array<{ id: string; slug: string; projects: Array<{ id: string; slug: string }> }> };
  const { items } = await post<Listed>(url, cookie, 'home/companies', { search: 'Aurora', page: 1, pageSize: 50 });
  const company = items.find((item) => item.slug === 'aurora');
  const project = company?.projects.find((item) => item.slug === 'premio-2026');
  if (!company || !project) throw new Error('The demo project aurora/premio-2026 is not listed');
  const scope = `company/${company.id}/project/${project.id}`;
  const definition = bigForm(`bench-${randomUUID().slice(0, 8)}`);
  const { entity } = await post<{ entity: { id: string } }>(url, cookie, `${scope}/forms/import`, { definition });
  return `/app/in/${scope}/forms/${entity.id}/editor`;
}

/** The worst interaction as web-vitals reports INP, split into its three parts. */
export interface Inp {
  value: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

/** What the page keeps of its interactions; filled by `watch`, in the page. */
interface Watched {
  events: Array<{ interactionId: number; duration: number }>;
  inp: Inp | null;
}

interface PageScope {
  benchWatched: Watched;
  webVitals: { onINP(report: (metric: { value: number; attribution: Omit<Inp, 'value'> }) => void, options: object): void };
  PerformanceObserver: new (seen: (list: { getEntries(): Array<{ interactionId?: number; duration: number }> }) => void) => {
    observe(options: { type: string; buffered: boolean; durationThreshold: number }): void;
  };
}

// Runs in the page before its scripts, after web-vitals. No named inner functions: tsx would wrap them in a helper the page lacks.
export function watch(threshold: number): void {
  const scope = globalThis as unknown as PageScope;
  const watched: Watched = { events: [], inp: null };
  scope.benchWatched = watched;
  scope.webVitals.onINP(
    (metric) => {
      const { inputDelay, processingDuration, presentationDelay } = metric.attribution;
      watched.inp = { value: metric.value, inputDelay, processingDuration, presentationDelay };
    },
    { reportAllChanges: true, durationThreshold: threshold },
  );
  new scope.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) watched.events.push({ interactionId: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: threshold });
}

// web-vitals' browser build declares `webVitals` with var; Playwright runs an init script inside a function, so it is made global.
export async function webVitalsScript(): Promise<string> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('web-vitals/attribution'));
  return `${await readFile(path.join(dist, 'web-vitals.attribution.iife.js'), 'utf8')}\nglobalThis.webVitals = webVitals;`;
}

// Each interaction's keypress- or click-to-paint: the longest of its events (key down and up, pointer down and up, click).
export async function watchedInteractions(page: Page): Promise<{ durations: number[]; inp: Inp | null }> {
  await page.waitForTimeout(SETTLE_MS);
  const watched = await page.evaluate(() => (globalThis as unknown as PageScope).benchWatched);
  const longest = new Map<number, number>();
  for (const event of watched.events) longest.set(event.interactionId, Math.max(longest.get(event.interactionId) ?? 0, event.duration));
  return { durations: [...longest.values()], inp: watched.inp };
}

const outlineButton = (page: Page, key: string) => page.locator(`li[data-field="${key}"]`).getByRole('button').last();
const questionBox = (page: Page) =>
  page.getByRole('region', { name: texts.editor.settings }).getByRole('textbox', { name: `${texts.editor.label} (IT)`, exact: true });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (await check()) return;
  }
  throw new Error(`Timed out waiting for ${what}`);
}

// Selects a field without an interaction the page counts: a click the page dispatches is not a user's input.
async function selectQuietly(page: Page, key: string): Promise<void> {
  await outlineButton(page, key).dispatchEvent('click');
  await shown(page, key);
}

// The outline marks the field selected, and the settings beside it are that field's.
async function shown(page: Page, key: string): Promise<void> {
  await page.locator(`li[data-field="${key}"][data-selected]`).waitFor();
  const keyBox = page.getByRole('region', { name: texts.editor.settings }).getByRole('textbox', { name: texts.editor.key, exact: true });
  await until(async () => (await keyBox.inputValue()) === key, `the settings of ${key}`);
}

// A long form's outline shows one step at a time: a step is opened, quietly, before one of its fields is clicked.
async function openStep(page: Page, block: number): Promise<void> {
  const toggle = page.getByRole('button', { name: texts.editor.expandStep.replace('{block}', STEPS[block]![0]) });
  if ((await toggle.count()) > 0) await toggle.dispatchEvent('click');
  await page.locator(`li[data-field="${keyOf(block, 0)}"]`).waitFor();
}

// The editor of the big form with a field of step 5 selected, settled, then the CPU slowed down.
async function openEditor(context: BrowserContext, editorUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(editorUrl);
  await page.locator('li[data-field]').first().waitFor();
  await page.locator(LOADING_SELECTOR).first().waitFor({ state: 'detached' });
  await openStep(page, 4);
  await selectQuietly(page, keyOf(4, 2));
  await page.waitForTimeout(SETTLE_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

async function saved(page: Page): Promise<void> {
  await page.locator('[data-save-state="saved"]').waitFor({ timeout: 60_000 });
}

async function typeIntoQuestion(page: Page): Promise<void> {
  const box = questionBox(page);
  await box.focus();
  await box.evaluate((input) => {
    const field = input as unknown as { value: string; setSelectionRange(start: number, end: number): void };
    field.setSelectionRange(field.value.length, field.value.length);
  });
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
}

async function selectFields(page: Page): Promise<void> {
  for (let block = 0; block < SELECTIONS; block++) {
    const key = keyOf(block, (block * 7 + 3) % FIELDS_PER_BLOCK);
    await openStep(page, block);
    await outlineButton(page, key).click();
    await shown(page, key);
    await page.waitForTimeout(300);
  }
}

// The menu opens with a dispatched click, so that the add alone counts: the click on "Short text".
async function addFields(page: Page): Promise<void> {
  const fields = page.locator('li[data-field]');
  for (let added = 0; added < ADDITIONS; added++) {
    const before = await fields.count();
    const add = page.getByRole('button', { name: texts.editor.addFieldTo.replace('{block}', STEPS[4][0]) });
    // The menu stays hidden while its button is out of sight.
    await add.scrollIntoViewIfNeeded();
    await add.dispatchEvent('click');
    const item = page.getByRole('menuitem', { name: texts.types.text, exact: true });
    await item.waitFor();
    await item.click();
    await until(async () => (await fields.count()) === before + 1, 'the new field');
    await page.waitForTimeout(300);
  }
}

/** One line of the table: an interaction repeated `count` times, its keypress- or click-to-paint, and the page's INP. */
export interface FormEditorFigure {
  interaction: string;
  count: number;
  /** Interactions quicker than 16 ms leave no entry; they are counted at 16 ms. */
  unseen: number;
  p50: number;
  p75: number;
  max: number;
  inp: Inp | null;
}

const SCENARIOS = [
  { interaction: `type ${TYPED.length} characters into the question`, count: TYPED.length, act: typeIntoQuestion },
  { interaction: 'select a field in the outline', count: SELECTIONS, act: selectFields },
  { interaction: 'add a field (Add field → Short text)', count: ADDITIONS, act: addFields },
];

const percentile = (sorted: number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? NaN;

async function measure(context: BrowserContext, editorUrl: string, scenario: (typeof SCENARIOS)[number]): Promise<FormEditorFigure> {
  const page = await openEditor(context, editorUrl);
  await scenario.act(page);
  const { durations: seen, inp } = await watchedInteractions(page);
  await saved(page);
  await page.close();
  const unseen = Math.max(0, scenario.count - seen.length);
  const durations = [...seen, ...Array<number>(unseen).fill(EVENT_THRESHOLD_MS)].sort((a, b) => a - b);
  const [p50, p75] = [percentile(durations, 0.5), percentile(durations, 0.75)];
  return { interaction: scenario.interaction, count: durations.length, unseen, p50, p75, max: durations.at(-1) ?? NaN, inp };
}

/** A function of the page's code and the time spent in it alone, while typing. */
export interface SelfTime {
  function: string;
  where: string;
  ms: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The functions that took the most time themselves (not in what they called), from a CDP profile. */
function topSelfTimes(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }, top = 15): SelfTime[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, SelfTime>();
  const samples = profile.samples ?? [];
  // A sample lasts until the next one.
  samples.forEach((id, i) => {
    const frame = frames.get(id)!;
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : '';
    const name = frame.functionName || '(anonymous)';
    const found = totals.get(`${name} ${where}`) ?? { function: name, where, ms: 0 };
    found.ms += (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
    totals.set(`${name} ${where}`, found);
  });
  return [...totals.values()].filter((t) => t.function !== '(idle)').sort((a, b) => b.ms - a.ms).slice(0, top);
}

// The same typing again, under the profiler: its own run, so that sampling does not weigh on the figures above.
async function profileTyping(context: BrowserContext, editorUrl: string, dir: string): Promise<SelfTime[]> {
  const page = await openEditor(context, editorUrl);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await typeIntoQuestion(page);
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = await cdp.send('Profiler.stop');
  await saved(page);
  await page.close();
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'form-editor-typing.cpuprofile'), JSON.stringify(profile));
  return topSelfTimes(profile);
}

/** The figures, and where typing spends its time when a profile was asked for. */
export interface FormEditorFigures {
  lines: FormEditorFigure[];
  typingProfile?: SelfTime[];
}

/** A signed-in desktop context in English that records every input's time to paint (Event Timing) and web-vitals' INP. */
export async function watchedContext(browser: Browser, url: string, cookies: Cookie[]): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addCookies([...cookies, { name: 'AppLanguage', value: 'en', url }]);
  await context.addInitScript({ content: await webVitalsScript() });
  await context.addInitScript(watch, EVENT_THRESHOLD_MS);
  return context;
}

/**
 * The Field Editor on a form of 200 fields, in Chromium with the CPU slowed down 4x: typing into
 * the selected field's question, selecting fields in the outline and adding a field, each on a
 * fresh load of the editor, from input to the next paint (Event Timing) and as web-vitals' INP.
 * With `cpuProfileDir`, the typing runs once more under the profiler.
 */
export async function benchFormEditor(options: { cpuProfileDir?: string } = {}): Promise<FormEditorFigures> {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const cookies = await signInCookies(server.url, server.mailDir);
    const editorUrl = await importBigForm(server.url, cookieHeader(cookies));
    const context = await watchedContext(browser, server.url, cookies);
    const lines: FormEditorFigure[] = [];
    for (const scenario of SCENARIOS) lines.push(await measure(context, editorUrl, scenario));
    const typingProfile = options.cpuProfileDir ? await profileTyping(context, editorUrl, options.cpuProfileDir) : undefined;
    return { lines, ...(typingProfile ? { typingProfile } : {}) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
