import type { Browser, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_ADMIN, signInThroughApi, type Credentials } from './fixtures/accounts.ts';
import { createCompanyThroughApi } from './fixtures/companies.ts';
import type { TestServer } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const MANAGER = { email: 'demo.manager@example.com', password: 'demo-manager-password' };

async function signedInPage(browser: Browser, server: TestServer, account: Credentials): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  await signInThroughApi(context.request, server.mailDir, account);
  const page = await context.newPage();
  await page.goto('/app/in/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.home);
  return page;
}

function paletteSearch(page: Page) {
  return page.getByRole('textbox', { name: en.shell.palette.open });
}

test('Ctrl+K finds any company for an installation admin, and Enter opens it', async ({ browser, server }) => {
  const setup = await browser.newContext({ baseURL: server.url });
  await signInThroughApi(setup.request, server.mailDir, DEMO_ADMIN);
  const name = `Palette ${randomUUID().slice(0, 6)}`;
  const company = await createCompanyThroughApi(await setup.newPage(), server.url, name);
  await setup.close();

  const page = await signedInPage(browser, server, DEMO_ADMIN);
  await page.keyboard.press('Control+K');
  await expect(paletteSearch(page)).toBeFocused();
  await paletteSearch(page).fill(name);
  // Dana holds no grant in it: the companies list answers the query.
  await expect(page.getByRole('button', { name })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/app/in/admin/companies/edit/${company}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.companyDetails);
  await expect(paletteSearch(page)).toHaveCount(0);

  // The admin screens are there too, in the current language.
  await page.keyboard.press('Control+K');
  await paletteSearch(page).fill(en.shell.titles.operationsLog);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/in\/admin\/installation\/logs$/);
  await page.context().close();
});

test("a manager finds their company, its projects and screens, and none of the admin's", async ({ browser, server }) => {
  const page = await signedInPage(browser, server, MANAGER);
  await page.getByRole('banner').getByRole('button', { name: en.shell.palette.open }).click();
  await paletteSearch(page).fill('Aurora');
  await expect(page.getByRole('button', { name: 'Fondazione Aurora' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Premio Aurora 2026/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/in\/company\/[^/]+\/options\/operators$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.managers);

  await page.keyboard.press('Control+K');
  for (const title of [en.shell.titles.themeColors, en.shell.titles.operationsLog, en.shell.titles.companyList]) {
    await paletteSearch(page).fill(title);
    await expect(page.getByText(en.shell.palette.nothingFound)).toBeVisible();
  }
  await paletteSearch(page).fill(en.shell.titles.managers);
  await expect(page.getByRole('button', { name: new RegExp(en.shell.titles.managers) })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(paletteSearch(page)).toHaveCount(0);
  await page.context().close();
});
