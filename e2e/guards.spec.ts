import { TEXTS } from '../scripts/i18n-texts.ts';
import { signInThroughScreens } from './fixtures/accounts.ts';
import { ADMIN_EMAIL } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const it = TEXTS.it;

const FORM = '/app/in/company/demo-co/project/demo-prj/forms/entry-form';

test('a visitor without a session goes to Login and, once signed in, back to the page asked', async ({ page, server }) => {
  await page.goto(`${FORM}/results`);

  await expect(page).toHaveURL(/\/app\/out\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(`${FORM}/results/dashboard`);
  await signInThroughScreens(page, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });

  await expect(page).toHaveURL(`${FORM}/results/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.shell.titles.resultsDashboard);
});

test('a signed-in operator is led Home from signed-out pages, unknown paths and the entry points', async ({ page, server }) => {
  await page.goto('/app/out/login');
  await signInThroughScreens(page, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });

  for (const path of ['/app/out/login', '/app/out/recovery', '/app/out/invite/some-token', '/', '/index.html', '/app', '/app/nowhere', '/app/in/nowhere/at/all']) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(/\/app\/in\/home$/);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.shell.titles.home);
});

test('the default screens: judges, admin companies and form results', async ({ page, server }) => {
  await page.goto('/app/in/judges');
  await signInThroughScreens(page, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });
  await expect(page).toHaveURL(/\/app\/in\/judges\/dashboard$/);

  await page.goto('/app/in/admin/companies');
  await expect(page).toHaveURL(/\/app\/in\/admin\/companies\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.shell.titles.companyList);
});
