import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { demoAccount, signedInContext } from './fixtures/demo.ts';
import { launchKeptBrowser, signInWithWorker } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const words = TEXTS.en.judging;
const LANDSCAPE = { width: 1024, height: 768 };
const PORTRAIT = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };

interface SessionItem {
  company: string;
  project: string;
  form: string;
  session: string;
  name: string;
  assigned: number;
  scored: number;
}

const CRITERIA = ['Originality', 'Feasibility', 'Local impact'] as const;

async function sessionsOf(page: Page): Promise<SessionItem[]> {
  const response = await page.request.post('/api/judges/sessions/list', { data: {}, headers: { Origin: new URL(page.url()).origin } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: SessionItem[] }).items;
}

const sessionUrl = (item: SessionItem) => `/app/in/judges/session/${item.company}/${item.project}/${item.form}/${item.session}`;
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /^No\. \d+$/ });
const firstControl = (page: Page) => page.getByTestId('score-panel').getByRole('radio').first();

// Whether an element lies whole within the page's viewport (below the app's header).
async function inView(page: Page, selector: ReturnType<typeof firstControl>): Promise<boolean> {
  const box = await selector.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 56 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
}

test('a judge scores two submissions online on a tablet; reloaded with no connection, both are scored, the count is right and the screens say when their data was read', async ({ server }, testInfo) => {
  test.setTimeout(180_000);
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-tablet-'));
  const browser = await launchKeptBrowser(userDataDir, testInfo.project.use.launchOptions, server.url);
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.setViewportSize(LANDSCAPE);
    await signInWithWorker(page, server, demoAccount('judge'));
    // The dashboard is read once online, as a judge opens their day.
    await page.goto('/app/in/judges/dashboard');
    const [item] = (await sessionsOf(page)) as [SessionItem];
    const dashboardProgress = (scored: number) => fillText(TEXTS.en.shell.judgeSessions.progress, { scored: String(scored), assigned: String(item.assigned) });
    await expect(page.getByText(dashboardProgress(item.scored))).toBeVisible();
    await page.goto(sessionUrl(item));
    const progress = (scored: number) => fillText(words.session.progress, { scored: String(scored), total: String(item.assigned) });
    await expect(page.getByText(progress(item.scored))).toBeVisible();

    const numbers: string[] = [];
    for (let index = 0; index < 2; index++) {
      const number = await heading(page).innerText();
      for (const criterion of CRITERIA) await page.getByRole('group', { name: criterion }).getByText(String(3 + index), { exact: true }).click();
      await page.getByRole('button', { name: words.session.saveNext }).click();
      await expect(heading(page)).not.toHaveText(number);
      numbers.push(number);
    }
    await expect(page.getByText(progress(item.scored + 2))).toBeVisible();
    await expect.poll(async () => (await sessionsOf(page))[0]!.scored).toBe(item.scored + 2);
    await expect(page.getByTestId('offline-read')).toHaveCount(0);

    // No connection: the session and the dashboard open from the device, as the server has them, and say how old that is.
    await browser.setOffline(true);
    await page.reload();
    await expect(page.getByText(progress(item.scored + 2))).toBeVisible();
    const list = page.getByRole('navigation', { name: words.session.list });
    for (const number of numbers) await expect(list.getByRole('button', { name: new RegExp(`^${number} ${words.session.done}$`) })).toBeVisible();
    const notice = page.getByTestId('offline-read');
    await expect(notice).toContainText(TEXTS.en.shell.kit.offlineRead);
    await expect(notice.locator('time')).toHaveText(/ago|now/);

    await page.goto('/app/in/judges/dashboard');
    await expect(page.getByText(dashboardProgress(item.scored + 2))).toBeVisible();
    await expect(page.getByTestId('offline-read')).toContainText(TEXTS.en.shell.kit.offlineRead);

    // Back online, the screens read the server again and the notice goes.
    await browser.setOffline(false);
    await expect(page.getByTestId('offline-read')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByText(dashboardProgress(item.scored + 2))).toBeVisible();
  } finally {
    await browser.close();
    await fs.rm(userDataDir, { recursive: true, force: true });
  }
});

for (const viewport of [LANDSCAPE, PORTRAIT]) {
  test(`at ${viewport.width}×${viewport.height} the score controls stay in view while the answers scroll`, async ({ browser, server }) => {
    const context = await signedInContext(browser, server, demoAccount('judge'), viewport);
    try {
      const page = await context.newPage();
      await page.goto('/app/in/judges/dashboard');
      const [item] = (await sessionsOf(page)) as [SessionItem];
      await page.goto(sessionUrl(item));
      // The session's 200 submissions are read whole the first time.
      await expect(heading(page)).toBeVisible({ timeout: 30_000 });
      await expect(firstControl(page)).toBeVisible();

      // The answers read to their end: the criteria are still there to tap.
      const answers = page.locator('dl dd');
      await answers.last().scrollIntoViewIfNeeded();
      expect(await inView(page, answers.last()), 'the last answer is in view').toBe(true);
      expect(await inView(page, firstControl(page)), 'the first score control is in view').toBe(true);
      // And half-way through them.
      await answers.nth(Math.floor((await answers.count()) / 2)).scrollIntoViewIfNeeded();
      expect(await inView(page, firstControl(page)), 'the first score control is in view').toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });
}

test('on a phone the score follows the answers, one tap away', async ({ browser, server }) => {
  const context = await signedInContext(browser, server, demoAccount('judge'), PHONE);
  try {
    const page = await context.newPage();
    await page.goto('/app/in/judges/dashboard');
    const [item] = (await sessionsOf(page)) as [SessionItem];
    await page.goto(sessionUrl(item));
    await expect(heading(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: words.session.toScore }).click();
    await expect.poll(() => inView(page, firstControl(page))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    await context.close();
  }
});
