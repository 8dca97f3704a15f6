import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { signInThroughApi } from './fixtures/accounts.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoAccount, demoRecords, signedInContext, type DemoRecords } from './fixtures/demo.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const words = TEXTS.en.judging.organise;
const titles = TEXTS.en.shell.titles;
const WIDTHS = [1280, 768, 390] as const;

test.use({ locale: 'en-GB', serviceWorkers: 'block' });

/** Scans the screen as it stands at each width, and checks that nothing scrolls sideways on a phone. */
async function scanAtWidths(page: Page, where: string, reports: ScanReport[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (width === 390) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where} at ${width} px scrolls sideways`).toBe(true);
    }
    reports.push(await scan(page, `${where} at ${width} px`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// A call of the API with a signed-in context's cookie.
async function api<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await request.post(`/api/${path}`, { data, headers: { 'Idempotency-Key': randomUUID() } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

// The demo judge scores what they hold of the session: a value per criterion, the first ones high.
async function judgeScores(request: APIRequestContext, records: DemoRecords, session: string): Promise<number> {
  const path = `judges/session/${records.company}/${records.project}/${records.form}/${session}`;
  const whole = await api<{ entity: { submissions: Array<{ id: string }> } }>(request, `${path}/get`, {});
  const held = whole.entity.submissions.slice(0, 3);
  for (const [index, submission] of held.entries()) {
    await api(request, `${path}/score`, { submission: submission.id, values: { originality: 5 - index, feasibility: 3 } });
  }
  return held.length;
}

test('an editor prepares a judging session with two criteria and the demo judge, sees its load, opens it, follows the judge and reads the ranking', async ({ browser, server }) => {
  test.setTimeout(240_000);
  const editor = demoAccount('editor');
  const context = await signedInContext(browser, server, editor, { width: 1280, height: 900 });
  const page = await context.newPage();
  const records = await demoRecords(page.request, server.url);
  const reports: ScanReport[] = [];
  const name = `Finals ${randomUUID().slice(0, 6)}`;
  const sessions = `/app/in/company/${records.company}/project/${records.project}/forms/${records.form}/judging`;

  // The form's sessions: the demo's own is listed, and a new one starts from the header.
  await page.goto(sessions);
  await expect(page.getByRole('heading', { level: 1, name: titles.judgingSessions })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prima selezione', exact: true })).toBeVisible();
  await scanAtWidths(page, 'the sessions of the form', reports);
  await page.getByRole('link', { name: words.list.create }).first().click();
  await expect(page).toHaveURL(/\/judging\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: titles.judgingSessionSettings })).toBeVisible();

  // Two criteria: the key follows the label; the second is added below the first.
  await page.getByRole('textbox', { name: words.editor.name, exact: true }).fill(name);
  const criteria = page.getByTestId('criterion');
  await criteria.nth(0).getByRole('textbox', { name: words.editor.label, exact: true }).fill('Originality');
  await expect(criteria.nth(0).getByRole('textbox', { name: words.editor.key, exact: true })).toHaveValue('originality');
  await criteria.nth(0).getByRole('textbox', { name: words.editor.weight, exact: true }).fill('2');
  await page.getByRole('button', { name: words.editor.addCriterion }).click();
  await criteria.nth(1).getByRole('textbox', { name: words.editor.label, exact: true }).fill('Feasibility');
  await expect(criteria.nth(1).getByRole('textbox', { name: words.editor.key, exact: true })).toHaveValue('feasibility');

  // The panel: the demo judge, every submission; the load shows before anything is saved.
  const preview = page.getByTestId('load-preview');
  await expect(preview).toContainText(words.editor.previewNoJudges);
  await page.getByRole('combobox', { name: words.editor.judges, exact: true }).click();
  await page.getByRole('option', { name: /Giulio/ }).click();
  await page.keyboard.press('Escape');
  await expect(preview).toContainText(/\d+ submissions · Giulio \d+/);
  const [, total] = /(\d+) submissions · Giulio (\d+)/.exec((await preview.textContent()) ?? '') ?? [];
  expect(Number(total)).toBeGreaterThan(0);
  // Two judges asked of a panel of one: every submission would lack one, and the preview says so.
  await page.getByRole('radio', { name: words.editor.modePerSubmission }).check();
  await page.getByRole('textbox', { name: words.editor.perSubmission, exact: true }).fill('2');
  await expect(preview).toContainText(fillText(words.editor.previewShort.replace('{{submission|submissions}}', 'submissions'), { count: total! }));
  await page.getByRole('textbox', { name: words.editor.perSubmission, exact: true }).fill('1');
  await expect(preview).not.toContainText('fewer judges');
  await scanAtWidths(page, 'the new session', reports);

  await page.getByRole('button', { name: words.editor.save }).click();
  await expect(page.getByRole('status').filter({ hasText: words.editor.saved })).toBeVisible();
  await expect(page).toHaveURL(/\/judging\/[0-9a-f-]{36}$/);
  const session = /\/judging\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

  // Opened from its progress: the judge is on the panel with what they hold.
  await page.getByRole('navigation', { name: words.nav.label }).getByRole('link', { name: words.nav.progress }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles.judgingProgress })).toBeVisible();
  await page.getByRole('button', { name: words.progress.open }).click();
  await expect(page.getByRole('status').filter({ hasText: words.progress.opened })).toBeVisible();
  await expect(page.getByRole('button', { name: words.progress.close })).toBeVisible();
  const judges = page.getByRole('region', { name: words.progress.label });
  await expect(judges.getByRole('row').filter({ hasText: 'Giulio' })).toContainText(total!);

  // The judge scores three of their submissions on their side; the progress shows them.
  const judgeContext = await browser.newContext({ baseURL: server.url });
  await signInThroughApi(judgeContext.request, server.mailDir, demoAccount('judge'));
  const scored = await judgeScores(judgeContext.request, records, session);
  await judgeContext.close();
  await page.reload();
  await expect(page.getByText(fillText(words.progress.summary, { scored: String(scored), seats: total! }))).toBeVisible();
  await scanAtWidths(page, 'the progress of the session', reports);

  // The ranking: the highest total first, its number linked to the results; by the normalised rank too.
  await page.getByRole('navigation', { name: words.nav.label }).getByRole('link', { name: words.nav.ranking }).click();
  await expect(page.getByRole('heading', { level: 1, name: titles.judgingRanking })).toBeVisible();
  const ranking = page.getByRole('region', { name: words.ranking.label });
  const rows = ranking.getByRole('row');
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText('1');
  await expect(rows.nth(1).getByRole('link', { name: /Open submission no\. \d+ in the results/ })).toBeVisible();
  await expect(ranking.getByRole('columnheader', { name: 'Mean: Originality' })).toBeVisible();
  await page.locator('label').filter({ hasText: new RegExp(`^${words.ranking.orderNormalised}$`) }).click();
  await expect(page).toHaveURL(/order=normalised/);
  await scanAtWidths(page, 'the ranking of the session', reports);

  // The export runs as a job the screen follows, to a file to download.
  await page.getByRole('button', { name: words.ranking.export }).click();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(page.getByRole('link', { name: /\.xlsx/ })).toBeVisible();

  // The judges' dashboard lists the session among those the editor organises.
  await page.goto('/app/in/judges/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: words.organised.title })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await scanAtWidths(page, 'the judges dashboard of an organiser', reports);

  expect(violationsText(reports), 'WCAG 2.1 A/AA violations on the organisers’ judging screens').toBe('');
  await context.close();
});

test("a form's assistant meets the no-access page on its judging screens", async ({ browser, server }) => {
  const context = await signedInContext(browser, server, demoAccount('assistant'), { width: 1280, height: 900 });
  const page = await context.newPage();
  const records = await demoRecords(page.request, server.url);
  await page.goto(`/app/in/company/${records.company}/project/${records.project}/forms/${records.form}/judging`);
  await expect(page.getByRole('heading', { level: 1, name: titles.judgingSessions })).toBeVisible();
  await expect(page.getByText(TEXTS.en.shell.noAccess.message)).toBeVisible();
  await context.close();
});
