import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_SUBMISSIONS } from '../server/seed/demo-people.ts';
import { demoAccount, demoRecords, openScreen, signedInContext, type DemoRecords } from './fixtures/demo.ts';
import { fillText } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const texts = en.results;
const DESKTOP = { width: 1280, height: 900 };
// The days the filters name are read in the operator's time zone: the browser's, fixed here.
const ZONE = 'Europe/Rome';

const resultsUrl = (records: DemoRecords, screen: string) =>
  `/app/in/company/${records.company}/project/${records.project}/forms/${records.form}/results/${screen}`;

/** The day a moment falls on in the operator's time zone (YYYY-MM-DD). */
function dayIn(zone: string, iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

// The day by which half of the applications in Art were sent: the filter keeps the later half.
async function middleDay(api: APIRequestContext, records: DemoRecords): Promise<string> {
  const response = await api.post(`/api/company/${records.company}/project/${records.project}/form/${records.form}/results/list`, {
    data: { filters: { answers: [{ field: 'categoria', op: 'is', values: ['arte'] }] }, tz: ZONE, sort: { by: 'submitted_at', dir: 'asc' }, pageSize: 200 },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ submitted_at: string }> };
  expect(items.length).toBeGreaterThan(2);
  return dayIn(ZONE, items[Math.floor(items.length / 2)]!.submitted_at);
}

/** How many submissions of the demo form were sent: the demo's, and any the public side's tests sent before. */
async function sentTotal(api: APIRequestContext, records: DemoRecords): Promise<number> {
  const response = await api.post(`/api/company/${records.company}/project/${records.project}/form/${records.form}/results/list`, {
    data: { filters: {}, tz: ZONE, pageSize: 1 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** The total under the table ("57 in total"); NaN while there is none yet. */
async function tableTotal(page: Page): Promise<number> {
  const line = await page
    .getByText(/^[\d,]+ in total$/)
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  return line === null ? Number.NaN : Number(line.replace(/\D/g, ''));
}

/** The total under the table once it shows, and has settled. */
async function settledTotal(page: Page, expected?: number): Promise<number> {
  if (expected === undefined) await expect.poll(() => tableTotal(page), { timeout: 30_000 }).not.toBeNaN();
  else await expect.poll(() => tableTotal(page), { timeout: 30_000 }).toBe(expected);
  return tableTotal(page);
}

const figure = (page: Page, name: string) => page.getByTestId(`count-${name}`).locator('p').last();

test('an editor filters the demo form’s 200 submissions by a choice and a date, the dashboard’s counts and the table’s total agree, a status is changed in bulk', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const context = await signedInContext(browser, server, demoAccount('editor'), DESKTOP);
  const records = await demoRecords(context.request, new URL(server.url).origin);
  const page = await (await browser.newContext({ baseURL: server.url, viewport: DESKTOP, serviceWorkers: 'block', timezoneId: ZONE, storageState: await context.storageState() })).newPage();
  const from = await middleDay(page.request, records);

  // Every submission of the demo form, drafts aside.
  const all = await sentTotal(page.request, records);
  expect(all).toBeGreaterThanOrEqual(DEMO_SUBMISSIONS);
  await openScreen(page, resultsUrl(records, 'submissions'));
  await expect(page.getByRole('heading', { level: 1, name: en.shell.titles.submissions })).toBeVisible();
  await settledTotal(page, all);

  // A choice: Category is Art, added from its field's dialog.
  await page.getByRole('button', { name: texts.filters.addField }).click();
  const dialog = page.getByRole('dialog', { name: texts.fieldFilter.title });
  await dialog.getByRole('combobox', { name: texts.fieldFilter.field }).selectOption({ label: 'Category' });
  await dialog.getByRole('combobox', { name: texts.fieldFilter.options }).click();
  await page.getByRole('option', { name: 'Art' }).click();
  // The options' list stays open for more picks; a click beside it closes it.
  await dialog.getByRole('heading', { name: texts.fieldFilter.title }).click();
  await dialog.getByRole('button', { name: texts.fieldFilter.add }).click();
  await expect(page).toHaveURL(/f\.categoria=is:arte/);
  // The table keeps its rows until the filtered page arrives.
  await expect.poll(() => tableTotal(page), { timeout: 30_000 }).toBeLessThan(all);
  const inArt = await tableTotal(page);
  expect(inArt).toBeGreaterThan(0);

  // A date: sent from the day half of them were.
  await page.getByLabel(texts.filters.sentFrom).fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await expect(page.getByTestId('filter-chips')).toContainText('Category is Art');
  await expect.poll(() => tableTotal(page), { timeout: 30_000 }).toBeLessThan(inArt);
  const filtered = await tableTotal(page);
  expect(filtered).toBeGreaterThan(0);

  // The dashboard, reached from the results' bar, keeps the filters and counts the same submissions.
  await page.getByRole('navigation', { name: en.shell.formScreens.label }).getByRole('link', { name: en.shell.formScreens.dashboard }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.shell.titles.resultsDashboard })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${from}.*f\\.categoria=is:arte`));
  await expect(figure(page, 'total')).toHaveText(String(filtered), { timeout: 30_000 });
  const statuses = ['received', 'in_review', 'accepted', 'rejected', 'withdrawn'] as const;
  const byStatus = await Promise.all(statuses.map(async (status) => Number(await figure(page, status).textContent())));
  expect(byStatus.reduce((sum, count) => sum + count, 0)).toBe(filtered);
  const alreadyAccepted = byStatus[2]!;

  // Back on the table: every one of them picked, and accepted in one change named by the filters.
  await page.getByRole('navigation', { name: en.shell.formScreens.label }).getByRole('link', { name: en.shell.formScreens.submissions }).click();
  await settledTotal(page, filtered);
  await page.getByRole('checkbox', { name: texts.table.selectPage }).check();
  const bar = page.getByRole('region', { name: texts.bulk.label });
  if (filtered > 25) {
    await bar.getByRole('button', { name: fillText(texts.bulk.selectAll, { count: String(filtered) }) }).click();
    await expect(bar).toContainText(fillText(texts.bulk.allSelected, { count: String(filtered) }));
  }
  await bar.getByRole('button', { name: texts.bulk.setStatus }).click();
  await page.getByRole('menuitem', { name: en.shell.submissionStatuses.accepted }).click();
  // Those already accepted are left as they were.
  await expect(page.getByRole('status').filter({ hasText: fillText(texts.bulk.statusSet, { status: en.shell.submissionStatuses.accepted, count: String(filtered - alreadyAccepted) }) })).toBeVisible();

  // The dashboard counts them all accepted now.
  await page.getByRole('navigation', { name: en.shell.formScreens.label }).getByRole('link', { name: en.shell.formScreens.dashboard }).click();
  await expect(figure(page, 'accepted')).toHaveText(String(filtered), { timeout: 30_000 });
  await expect(figure(page, 'received')).toHaveText('0');

  // The same filters exported as XLSX: the file holds exactly the filtered rows, every one accepted.
  await page.getByRole('navigation', { name: en.shell.formScreens.label }).getByRole('link', { name: en.shell.formScreens.submissions }).click();
  await settledTotal(page, filtered);
  await page.getByRole('button', { name: texts.exports.button }).click();
  await page.getByRole('menuitem', { name: texts.exports.formats.xlsx }).click();
  const exportDialog = page.getByRole('dialog');
  await exportDialog.getByRole('combobox', { name: texts.exports.language }).selectOption('en');
  await exportDialog.getByRole('button', { name: texts.exports.start }).click();
  const link = exportDialog.getByRole('link', { name: /\.xlsx/ });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/-results\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  const sheet = book.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  const [header = [], ...body] = rows;
  expect(body).toHaveLength(filtered);
  const statusColumn = header.indexOf('Status');
  const categoryColumn = header.indexOf('Category');
  expect(statusColumn).toBeGreaterThan(0);
  expect(categoryColumn).toBeGreaterThan(0);
  expect(new Set(body.map((row) => row[statusColumn]))).toEqual(new Set([en.shell.submissionStatuses.accepted]));
  expect(new Set(body.map((row) => row[categoryColumn]))).toEqual(new Set(['Art']));

  await page.context().close();
  await context.close();
});
