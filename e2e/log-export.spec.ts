import type { Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { SEEDED_AREA, startServerWithLogRows } from './fixtures/log-rows-server.ts';
import type { TestServer } from './fixtures/server.ts';
import { expect, test as base } from './fixtures/test.ts';

const en = TEXTS.en;
const ROWS = 100_000;

// A server of its own whose log holds 100,000 rows of one area before it starts.
const test = base.extend<object, { server: TestServer }>({
  server: [
    // Playwright reads what a fixture needs from this pattern: it needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServerWithLogRows(ROWS);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Reads the progress bar until the download is offered: every share of 100 it showed on the way. */
async function followProgress(page: Page, timeoutMs: number): Promise<number[]> {
  const bar = page.getByRole('progressbar', { name: en.shell.job.label });
  const download = page.getByRole('link', { name: /\.csv$/ });
  const seen: number[] = [];
  const deadline = Date.now() + timeoutMs;
  while (!(await download.isVisible())) {
    if (Date.now() > deadline) throw new Error(`The export did not finish in time; the bar showed ${seen.join(', ')}`);
    const value = await bar.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => null);
    if (value !== null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    await page.waitForTimeout(100);
  }
  return seen;
}

test('an installation admin exports 100,000 rows of the log: the progress bar moves, and the file has every row', async ({ page, server, baseURL }) => {
  test.setTimeout(300_000);
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL! }]);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);
  await page.goto(`/app/in/admin/installation/logs?area=${SEEDED_AREA}`);
  await expect(page.getByText(/^Total: 100,?000$/)).toBeVisible();

  await page.getByRole('button', { name: en.installation.logs.exportCsv }).click();
  const seen = await followProgress(page, 240_000);

  // The bar showed while the rows were written, and only went forward to its end. An idle machine
  // writes the 100,000 rows in one to three seconds and the screen asks once a second, so the
  // steps between may all fall between two questions; the steps themselves are the job tests'.
  expect(seen.some((value) => value < 100), `the bar showed ${seen.join(', ')}`).toBe(true);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /\.csv$/ }).click()]);
  expect(download.suggestedFilename()).toBe('operations-log.csv');
  const lines = (await fs.readFile((await download.path())!, 'utf8')).split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines).toHaveLength(ROWS + 1);
  expect(lines[0]).toBe('at,operator,address,call,status,target,company,summary');
  // Newest first: the last row seeded comes first.
  expect(lines[1]).toContain('x100000');
  expect(lines[2]).toContain('record-99999');
  expect(lines.filter((line) => line.includes(`'=HYPERLINK(`))).toHaveLength(ROWS / 50);
});
