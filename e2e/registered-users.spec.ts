import type { APIRequestContext, Locator, Page } from '@playwright/test';
import fs from 'node:fs/promises';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_DRAFTS, DEMO_SUBMISSIONS } from '../server/seed/demo-people.ts';
import { DEMO_VOTERS } from '../server/seed/demo-votes.ts';
import { scan, violationsText, type ScanReport } from './fixtures/axe.ts';
import { demoAccount, demoRecords, openScreen, signedInContext, type DemoRecords } from './fixtures/demo.ts';
import { fillText } from './fixtures/routes.ts';
import { seedRegisteredPeople, UGO, ZELDA, ZELDA_FILE } from './fixtures/registered-people.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const texts = en.users;
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };
const PHONE = { width: 390, height: 844 };
const ZELDA_NAME = `${ZELDA.firstName} ${ZELDA.lastName}`;
const UGO_NAME = `${UGO.firstName} ${UGO.lastName}`;

// This spec's own server: the demo, and Zelda and Ugo written into its database before it starts.
test.use({ serverOptions: { prepare: seedRegisteredPeople } });

const usersUrl = (records: DemoRecords) => `/app/in/company/${records.company}/project/${records.project}/users`;

// Drawers and dialogs fade in: scanned half-transparent, their text would not have its real colours.
async function shownInFull(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  await expect(element).toHaveCSS('opacity', '1');
}

async function fitsWidth(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  expect(sizes.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(sizes.width);
}

async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function post<T>(api: APIRequestContext, path: string, data: object): Promise<T> {
  const response = await api.post(`/api/${path}`, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

test('a manager finds Zelda among the registered users, reads her record, blocks and unblocks her, downloads her data and erases her', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, server, demoAccount('manager'), DESKTOP);
  const page = await context.newPage();
  const records = await demoRecords(context.request, server.url);
  const reports: ScanReport[] = [];
  await openScreen(page, usersUrl(records));
  await expect(page.getByRole('heading', { level: 1, name: en.shell.titles.registeredUsers })).toBeVisible();

  // Newest first: the two who registered today, before the demo's people; each by name, with what they sent.
  const table = page.getByRole('table', { name: texts.list.label });
  await expect(table.getByRole('row').nth(1)).toContainText(ZELDA_NAME);
  await expect(table.getByRole('row').nth(1)).toContainText(ZELDA.email);
  await expect(table.getByRole('row').nth(2)).toContainText(UGO_NAME);
  await expect(table.getByRole('row').nth(1)).toContainText(/hour ago/);
  await expect(page.getByText(fillText(en.shell.kit.total, { count: String(DEMO_SUBMISSIONS + DEMO_DRAFTS + DEMO_VOTERS + 2) }))).toBeVisible();
  reports.push(await scan(page, 'the registered users at 1280 px'));
  await snapshot(page, 'users-1280');

  // The search and the filters live in the address, and survive a reload.
  const search = page.getByRole('searchbox', { name: texts.list.search });
  await search.fill('example.com');
  await expect(page).toHaveURL(/search=example\.com/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('combobox', { name: texts.list.submitted }).selectOption({ label: texts.list.submittedNo });
  await expect(page).toHaveURL(/submitted=no/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(UGO_NAME);
  await page.reload();
  await expect(page.getByRole('combobox', { name: texts.list.submitted })).toHaveValue('no');
  await expect(table.getByRole('row')).toHaveCount(2);
  await search.fill('nobody-at-all');
  await expect(page.getByText(texts.list.noResultsTitle)).toBeVisible();
  await page.getByRole('button', { name: en.shell.kit.clearFilters }).click();
  await expect(search).toHaveValue('');
  await expect(table.getByRole('row').nth(1)).toContainText(ZELDA_NAME);

  // Her record: the application she sent, and the conditions she accepted.
  await page.getByRole('button', { name: fillText(texts.list.openLabel, { name: ZELDA_NAME }) }).click();
  const drawer = page.getByRole('dialog', { name: ZELDA_NAME });
  await shownInFull(drawer);
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Application for the Aurora Prize 2026' })).toContainText(en.shell.submissionStatuses.received);
  await expect(drawer).toContainText(`${fillText(texts.list.conditionVersion, { title: 'Terms of participation', version: '1' })} (${texts.detail.required})`);
  await expect(drawer).toContainText(`${fillText(texts.list.conditionVersion, { title: 'Privacy notice', version: '1' })} (${texts.detail.required})`);
  reports.push(await scan(page, 'her record at 1280 px'));
  await snapshot(page, 'record-1280');

  // Blocked: signed out, with a notice; then let in again.
  await drawer.getByRole('button', { name: texts.detail.block, exact: true }).click();
  await expect(notice(page, fillText(texts.notices.blocked, { name: ZELDA_NAME }))).toBeVisible();
  await expect(drawer.getByRole('button', { name: texts.detail.unblock })).toBeVisible();
  await expect(drawer).toContainText(texts.list.blocked);
  await drawer.getByRole('button', { name: texts.detail.unblock }).click();
  await expect(notice(page, fillText(texts.notices.unblocked, { name: ZELDA_NAME }))).toBeVisible();
  await expect(drawer.getByRole('button', { name: texts.detail.block, exact: true })).toBeVisible();

  // Everything about her in one file, her presentation included.
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: texts.detail.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('zelda-quintavalle-example-com.json');
  const data = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    submissions: Array<{ answers: Record<string, { label: string; value: unknown }> }>;
    files: Array<{ name: string; content_base64: string }>;
  };
  expect(data.account.email).toBe(ZELDA.email);
  expect(data.submissions[0]!.answers.nome).toEqual({ label: 'Nome e cognome', value: ZELDA_NAME });
  expect(data.files.map((file) => [file.name, Buffer.from(file.content_base64, 'base64').toString()])).toEqual([['presentazione.pdf', ZELDA_FILE]]);
  await expect(notice(page, fillText(texts.notices.downloaded, { name: ZELDA_NAME }))).toBeVisible();

  // Erased, after a confirmation that names her: what she answered stays, without her.
  await drawer.getByRole('button', { name: texts.detail.erase }).click();
  const confirm = page.getByRole('dialog', { name: fillText(texts.erase.title, { name: ZELDA_NAME }) });
  await shownInFull(confirm);
  await expect(confirm).toContainText(ZELDA.email);
  reports.push(await scan(page, 'the erase confirmation'));
  await confirm.getByRole('button', { name: texts.erase.confirm }).click();
  await expect(notice(page, fillText(texts.notices.erased, { name: ZELDA_NAME }))).toBeVisible();
  await expect(drawer).toHaveCount(0);
  await search.fill('quintavalle');
  await expect(page.getByText(texts.list.noResultsTitle)).toBeVisible();
  const scope = `company/${records.company}/project/${records.project}/form/${records.form}`;
  const sent = await post<{ items: Array<{ user: unknown; answers: Record<string, unknown> }> }>(context.request, `${scope}/submissions/list`, { pageSize: 200 });
  const anonymous = sent.items.filter((item) => item.user === null);
  expect(anonymous.map((item) => item.answers)).toEqual([{ nome: null, email: null, categoria: 'arte', regione: 'nord', allegato: null, consenso: true }]);

  await context.close();
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
});

test('an editor on a phone filters the registered users by language and opens a card, then the tablet width shows the table', async ({ browser, server }) => {
  const context = await signedInContext(browser, server, demoAccount('editor'), PHONE);
  const page = await context.newPage();
  const records = await demoRecords(context.request, server.url);
  const reports: ScanReport[] = [];
  await openScreen(page, usersUrl(records));

  // Cards, not a table; the filters folded behind one button.
  const cards = page.getByRole('list', { name: texts.list.label });
  await expect(cards.getByRole('listitem').filter({ hasText: UGO_NAME })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const filters = page.getByRole('button', { name: texts.list.filters, exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await fitsWidth(page);
  reports.push(await scan(page, 'the registered users at 390 px'));
  await snapshot(page, 'users-390');

  await filters.click();
  await page.getByRole('combobox', { name: texts.list.language }).selectOption('en');
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.getByRole('button', { name: fillText(texts.list.filtersActive, { count: '1' }) })).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toContainText(UGO_NAME);
  await fitsWidth(page);
  reports.push(await scan(page, 'the filters open at 390 px'));
  await snapshot(page, 'filters-390');

  await cards.getByRole('button', { name: fillText(texts.list.openLabel, { name: UGO_NAME }) }).click();
  const drawer = page.getByRole('dialog', { name: UGO_NAME });
  await shownInFull(drawer);
  await expect(drawer).toContainText(texts.detail.noSubmissions);
  await expect(drawer).toContainText(texts.detail.noConsents);
  await expect(drawer).toContainText('English');
  await fitsWidth(page);
  reports.push(await scan(page, 'his record at 390 px'));
  await snapshot(page, 'record-390');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.setViewportSize(TABLET);
  await expect(page.getByRole('table', { name: texts.list.label })).toBeVisible();
  reports.push(await scan(page, 'the registered users at 768 px'));
  await snapshot(page, 'users-768');

  await context.close();
  expect(violationsText(reports), 'WCAG 2.1 A/AA violations').toBe('');
});
