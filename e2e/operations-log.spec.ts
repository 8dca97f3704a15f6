import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { SIGN_IN_REFUSED } from '../server/areas/accounting/log.ts';
import { COMPANY_WORDS, companiesLog } from '../server/areas/companies/log.ts';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { createCompanyThroughApi } from './fixtures/companies.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const logs = en.installation.logs;
const LOG = '/app/in/admin/installation/logs';

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

// The log's sentences are the server's, worded by each area (server/areas/<area>/log.ts).

// The log's own content (filters, rows, changes, details), scanned for WCAG 2.1 A and AA: no
// violation. The shared pagination is the screen kit's, scanned on every route by the accessibility test.
async function expectAccessible(page: Page): Promise<void> {
  const scan = await new AxeBuilder({ page })
    .include('main')
    .exclude('.mantine-Pagination-root')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Types into a filter's box as a person does, key by key, so the choices are asked for as they type.
async function chooseByTyping(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.pressSequentially(text, { delay: 20 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
}

async function renameCompany(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/app/in/admin/companies/edit/${id}`);
  const field = page.getByRole('textbox', { name: en.companies.name, exact: true });
  await expect(field).not.toHaveValue('');
  await field.fill(name);
  await page.getByRole('button', { name: en.companies.save }).click();
  await expect(page.getByRole('status').filter({ hasText: en.companies.saved })).toBeVisible();
}

test.beforeEach(async ({ page, server, baseURL }) => {
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL! }]);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);
});

test('after a rename the log says who renamed which company, with the name before and after, filtered by names', async ({ page, server }) => {
  const token = randomUUID().slice(0, 8);
  const before = `Northern Lights ${token}`;
  const after = `Aurora ${token}`;
  const id = await createCompanyThroughApi(page, server.url, before);
  await renameCompany(page, id, after);

  await page.goto(LOG);
  // The person and the company are chosen by their names; the address keeps their ids.
  await chooseByTyping(page, logs.person, DEMO_ADMIN.firstName);
  await page.getByRole('option', { name: new RegExp(`^${DEMO_ADMIN.firstName} · ${DEMO_ADMIN.email}`) }).click();
  await expect(page).toHaveURL(/operator=[0-9a-f-]{36}/);
  await chooseByTyping(page, logs.company, token);
  await page.getByRole('option', { name: new RegExp(`^${after}`) }).click();
  await expect(page).toHaveURL(new RegExp(`company=${id}`));
  await page.getByRole('combobox', { name: logs.area }).selectOption({ label: companiesLog.label!.en });
  await expect(page).toHaveURL(/area=companies/);

  const sentence = fill(COMPANY_WORDS.rename.en, { actor: DEMO_ADMIN.firstName, from: before, target: after });
  const region = page.getByRole('region', { name: logs.tableLabel });
  const row = region.getByRole('row').filter({ hasText: sentence });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${en.companies.name}: ${before} → ${after}`);
  // The creation reads with today's name: names are read when the log is.
  await expect(region.getByRole('row').filter({ hasText: fill(COMPANY_WORDS.create.en, { actor: DEMO_ADMIN.firstName, target: after }) })).toBeVisible();
  // No path or id on the row until its details are asked for.
  await expect(row).not.toContainText('admin/companies/save');
  await row.getByRole('button', { name: logs.details }).click();
  await expect(region.getByText('"endpoint": "admin/companies/save"')).toBeVisible();
  await expect(row.getByRole('button', { name: logs.hideDetails })).toHaveAttribute('aria-expanded', 'true');
  // The full time on hover.
  await expect(row.locator('time')).toHaveAttribute('title', /\d/);
  await expectAccessible(page);

  // The filters survive a reload, names shown again.
  await page.reload();
  await expect(region.getByRole('row').filter({ hasText: sentence })).toBeVisible();
  // The company's name comes with the filter's choices, asked once the page is up.
  await expect(page.getByRole('combobox', { name: logs.company })).toHaveValue(new RegExp(`^${after}`), { timeout: 20_000 });

  // The table's scroll region is reached by the keyboard.
  await expect(region).toHaveAttribute('tabindex', '0');
});

test('a refused sign-in reads as such, and at 390 pixels the rows are cards that never scroll sideways', async ({ page, server }) => {
  const stranger = `nobody.${randomUUID().slice(0, 8)}@example.com`;
  const refused = await page.request.post('/api/accounting/login-start', {
    data: { Email: stranger, Password: 'not-the-password' },
    headers: { Origin: new URL(server.url).origin },
  });
  expect(refused.status()).toBe(401);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${LOG}?area=accounting&outcome=refused`);
  const cards = page.getByRole('list', { name: logs.tableLabel });
  const card = cards.getByRole('listitem').filter({ hasText: fill(SIGN_IN_REFUSED.en, { email: stranger }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(logs.outcomes.refused);
  await expect(page.getByRole('region', { name: logs.tableLabel })).toBeHidden();
  const widths = await page.evaluate(() => ({ body: document.body.scrollWidth, viewport: window.innerWidth }));
  expect(widths.body).toBeLessThanOrEqual(widths.viewport);
  await card.getByRole('button', { name: logs.details }).click();
  await expect(card.getByText('"error": "invalid_credentials"')).toBeVisible();
  const afterDetails = await page.evaluate(() => document.body.scrollWidth);
  expect(afterDetails).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
