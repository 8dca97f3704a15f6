import { chromium, request, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { scan, violationsText } from './fixtures/axe.ts';
import { signInThroughApi } from './fixtures/accounts.ts';
import { demoAccount, signedInContext } from './fixtures/demo.ts';
import { launchKeptBrowser, pendingText, signInWithWorker, syncStatus } from './fixtures/outbox.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const words = TEXTS.en.judging;
const organise = words.organise;
const TABLET = { width: 768, height: 1024 };
const SCORED = 30;

interface SessionItem {
  company: string;
  project: string;
  form: string;
  session: string;
  name: string;
  assigned: number;
  scored: number;
}

interface SessionWhole {
  submissions: Array<{ id: string; number: number; my_score: { values: Record<string, number> } | null }>;
}

// The judge's own calls, made with the page's session cookie.
async function judgeCall<T>(page: Page, call: string, data: object = {}): Promise<T> {
  const response = await page.request.post(`/api/${call}`, { data, headers: { Origin: new URL(page.url()).origin } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

// One judge's line of the organisers' progress, as far as the devices go.
interface JudgeProgress {
  judge: { email: string };
  devices: Array<{ device: string; label: string | null; last_sync_at: string; pending: number }>;
}

const sessionCall = (item: SessionItem) => `judges/session/${item.company}/${item.project}/${item.form}/${item.session}`;

// The values given to the i-th submission scored: every criterion's scale walked through.
const valuesFor = (index: number) => ({ originalita: 1 + (index % 10), fattibilita: 10 - (index % 10), impatto: 1 + (index % 5) });

const CRITERIA = [
  { key: 'originalita', label: 'Originality' },
  { key: 'fattibilita', label: 'Feasibility' },
  { key: 'impatto', label: 'Local impact' },
] as const;

test('a judge scores thirty submissions on a tablet with no connection, across a reload and a closed browser; back online, the server has each score once', async ({ server, browser: otherBrowser }, testInfo) => {
  test.setTimeout(300_000);
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-judge-'));
  let browser = await launchKeptBrowser(userDataDir, testInfo.project.use.launchOptions, server.url);
  try {
    let page = browser.pages()[0] ?? (await browser.newPage());
    await page.setViewportSize(TABLET);
    const judge = demoAccount('judge');
    await signInWithWorker(page, server, { email: judge.email, password: judge.password });

    // The dashboard lists the demo's session; opening it once keeps it on the device.
    await page.goto('/app/in/judges/dashboard');
    const [item] = (await judgeCall<{ items: SessionItem[] }>(page, 'judges/sessions/list')).items as [SessionItem];
    await page.getByRole('link', { name: `${TEXTS.en.shell.judgeSessions.score}: ${item.name}` }).click();
    const progress = (scored: number) => fillText(words.session.progress, { scored: String(scored), total: String(item.assigned) });
    await expect(page).toHaveURL(new RegExp(`/judges/session/.*/${item.session}$`));
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.en.shell.titles.judgingSession })).toBeVisible();
    await expect(page.getByText(progress(item.scored))).toBeVisible();
    const sessionUrl = page.url();
    const reports = [await scan(page, 'the judging session at 768 pixels')];
    await page.setViewportSize({ width: 1024, height: 768 });
    reports.push(await scan(page, 'the judging session at 1024 pixels'));
    await page.setViewportSize(TABLET);
    expect(violationsText(reports), 'WCAG 2.1 A/AA violations on the judging session').toBe('');

    // No connection from here: a reload still opens the session.
    await browser.setOffline(true);
    await page.reload();
    await expect(page.getByText(progress(item.scored))).toBeVisible();

    const given = new Map<number, ReturnType<typeof valuesFor>>();
    for (let index = 0; index < SCORED; index++) {
      const heading = page.getByRole('heading', { level: 2, name: /^No\. \d+$/ });
      const number = Number((await heading.innerText()).replace(/\D+/g, ''));
      expect(given.has(number), `No. ${number} offered twice`).toBe(false);
      const values = valuesFor(index);
      for (const criterion of CRITERIA) {
        await page.getByRole('group', { name: criterion.label }).getByText(String(values[criterion.key]), { exact: true }).click();
      }
      await expect(page.getByText(fillText(words.session.total, { total: String(values.originalita * 2 + values.fattibilita + values.impatto) }))).toBeVisible();
      await page.getByRole('button', { name: words.session.saveNext }).click();
      given.set(number, values);
      // The next submission left comes up.
      await expect(heading).not.toHaveText(`No. ${number}`);
    }
    await expect(syncStatus(page)).toContainText(pendingText(SCORED));
    await expect(page.getByText(progress(item.scored + SCORED))).toBeVisible();
    await browser.close();

    // The same tablet, reopened with no connection at all: its network goes to a proxy that answers
    // nothing, the service worker's included (the emulated offline of a page does not hold a worker
    // woken by the browser's start). Every score is there, waiting.
    const launchOptions = testInfo.project.use.launchOptions ?? {};
    browser = await chromium.launchPersistentContext(userDataDir, {
      ...launchOptions,
      baseURL: server.url,
      args: [...(launchOptions.args ?? []), '--proxy-server=127.0.0.1:9', '--proxy-bypass-list=<-loopback>'],
    });
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.setViewportSize(TABLET);
    await page.goto(sessionUrl);
    await expect(page.getByText(progress(item.scored + SCORED))).toBeVisible();
    const picker = page.getByRole('combobox', { name: words.session.pick });
    await expect(picker.locator('option', { hasText: words.session.waiting })).toHaveCount(SCORED);
    await browser.close();

    // Online again: the outbox sends each score once, and the server has exactly these values.
    browser = await launchKeptBrowser(userDataDir, testInfo.project.use.launchOptions, server.url);
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.setViewportSize(TABLET);
    await page.goto(sessionUrl);
    await expect.poll(async () => (await judgeCall<{ items: SessionItem[] }>(page, 'judges/sessions/list')).items[0]!.scored, { timeout: 60_000 }).toBe(item.scored + SCORED);
    const whole = (await judgeCall<{ entity: SessionWhole }>(page, `${sessionCall(item)}/get`)).entity;
    for (const [number, values] of given) {
      expect(whole.submissions.find((submission) => submission.number === number)?.my_score?.values, `No. ${number}`).toEqual(values);
    }
    await expect(page.getByText(progress(item.scored + SCORED))).toBeVisible();
    await expect(page.getByRole('combobox', { name: words.session.pick }).locator('option', { hasText: words.session.waiting })).toHaveCount(0);

    // The organisers see this tablet among the judge's devices (another story on this server may have lent the demo
    // judge another): synced a moment ago, nothing waiting on it.
    const tabletId = await page.evaluate(() => localStorage.getItem('bo.device'));
    expect(tabletId).toBeTruthy();
    const organiser = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    try {
      await signInThroughApi(organiser, server.mailDir, demoAccount('editor'));
      const devicesOfJudge = async () => {
        const answer = await organiser.post(`/api/company/${item.company}/project/${item.project}/form/${item.form}/session/${item.session}/judges`, { data: {} });
        expect(answer.status(), await answer.text()).toBe(200);
        const { items } = (await answer.json()) as { items: JudgeProgress[] };
        return items.find((entry) => entry.judge.email === judge.email)?.devices ?? [];
      };
      // This tablet, by the id it keeps (another story on this server may have lent the demo judge another device).
      const thisTablet = async () => (await devicesOfJudge()).filter((device) => device.device === tabletId);
      await expect.poll(async () => (await thisTablet()).map((device) => device.pending), { timeout: 30_000 }).toEqual([0]);
      const [device] = await thisTablet();
      expect(Date.now() - Date.parse(device!.last_sync_at)).toBeLessThan(120_000);
      expect(device!.label).toContain('Chrome');
    } finally {
      await organiser.dispose();
    }
    // And on their screen: the judge's tablet, its last sync, nothing waiting on it.
    const organiserContext = await signedInContext(otherBrowser, server, demoAccount('editor'), { width: 1280, height: 900 });
    try {
      const view = await organiserContext.newPage();
      await view.goto(`/app/in/company/${item.company}/project/${item.project}/forms/${item.form}/judging/${item.session}/progress`);
      // This tablet among the judge's devices, by the id it keeps.
      const tablet = view.locator(`[data-testid="judge-device"][data-device="${tabletId}"]`);
      await expect(tablet).toHaveCount(1);
      await expect(tablet).toContainText('Chrome');
      await expect(tablet).toContainText(organise.progress.lastSync);
      await expect(tablet).toContainText(organise.progress.nothingPending);
    } finally {
      await organiserContext.close();
    }
  } finally {
    await browser.close();
    await fs.rm(userDataDir, { recursive: true, force: true });
  }
});
