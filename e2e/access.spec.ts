import type { Page } from '@playwright/test';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { signInThroughScreens } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

const MANAGER = { email: 'demo.manager@example.com', password: 'demo-manager-password' };
const EDITOR = { email: 'demo.editor@example.com', password: 'demo-editor-password' };

async function signIn(page: Page, mailDir: string, baseURL: string, account: typeof MANAGER): Promise<void> {
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL }]);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, mailDir, account);
}

async function auroraId(page: Page): Promise<string> {
  const answer = await page.request.post('/api/home/navigation', { data: {} });
  const { companies } = (await answer.json()) as { companies: { id: string; name: string }[] };
  return companies.find((company) => company.name === 'Fondazione Aurora')!.id;
}

// One clear page: the screen's title, the refusal, a way Home; no list, no total, no form to save.
async function expectNoAccess(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText(en.shell.noAccess.title);
  await expect(main.getByRole('link', { name: en.shell.noAccess.home })).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('searchbox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /save/i })).toHaveCount(0);
  await expect(main.getByRole('table')).toHaveCount(0);
}

test('a company manager meets one no-access page on admin links, and opens their own company', async ({ page, server, baseURL }) => {
  await signIn(page, server.mailDir, baseURL!, MANAGER);
  for (const path of ['/app/in/admin/companies/list', '/app/in/admin/installation/info', '/app/in/admin/installation/logs', '/app/in/admin/companies/edit/new']) {
    await expectNoAccess(page, path);
  }
  const aurora = await auroraId(page);
  await page.goto(`/app/in/company/${aurora}/options/operators`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.managers);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test("a project editor meets the no-access page on their company's managers screen", async ({ page, server, baseURL }) => {
  await signIn(page, server.mailDir, baseURL!, EDITOR);
  const aurora = await auroraId(page);
  await expectNoAccess(page, `/app/in/company/${aurora}/options/operators`);
});
