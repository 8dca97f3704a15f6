import { TEXTS } from '../scripts/i18n-texts.ts';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { ERRORS } from '../contract/endpoints.ts';
import { COMPANY_WORDS, companiesLog } from '../server/areas/companies/log.ts';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

const LIST = '/app/in/admin/companies/list';

async function signIn(page: Page, mailDir: string, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL }]);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, mailDir, DEMO_ADMIN);
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function createCompany(page: Page, name: string, slug?: string): Promise<void> {
  await page.goto(LIST);
  await page.getByRole('link', { name: en.companies.newCompany }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/edit\/new$/);
  await field(page, en.companies.name).fill(name);
  if (slug !== undefined) await field(page, en.companies.slug).fill(slug);
  await page.getByRole('button', { name: en.companies.save }).click();
}

test('an admin creates a company, finds it, meets a taken slug, archives it and sees it in the log', async ({ page, server, baseURL }) => {
  const token = randomUUID().slice(0, 8);
  const name = `Harbour Film Festival ${token}`;
  const slug = `harbour-film-festival-${token}`;
  await signIn(page, server.mailDir, baseURL!);

  // Created through the screens: the slug follows the name, and the address takes the new id.
  await page.goto(LIST);
  await page.getByRole('link', { name: en.companies.newCompany }).click();
  await field(page, en.companies.name).fill(name);
  await expect(field(page, en.companies.slug)).toHaveValue(slug);
  await field(page, en.companies.contactEmail).fill(`desk.${token}@example.com`);
  await page.getByRole('button', { name: en.companies.save }).click();
  // A success is a short notice, outside the form.
  await expect(page.getByRole('status').filter({ hasText: en.companies.saved })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies\/edit\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;

  // Found by a search that survives a reload.
  await page.goto(LIST);
  await page.getByRole('searchbox', { name: en.companies.search }).fill(token);
  await expect(page).toHaveURL(new RegExp(`search=${token}`));
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: en.companies.search })).toHaveValue(token);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText(en.shell.kit.total.replace('{count}', '1'))).toBeVisible();

  // A second company may not take the same slug: the slug field says so.
  await createCompany(page, `Another festival ${token}`, slug);
  await expect(field(page, en.companies.slug)).toHaveAccessibleDescription(ERRORS.slug_taken.en);
  await expect(page).toHaveURL(/\/edit\/new$/);

  // Archived after a confirmation.
  await page.goto(LIST + `?search=${token}`);
  await page.getByRole('link', { name }).click();
  await expect(field(page, en.companies.name)).toHaveValue(name);
  await page.getByRole('button', { name: en.companies.archive }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.companies.archive }).click();
  const archived = page.getByRole('status').filter({ hasText: en.companies.archivedDone });
  await expect(archived).toBeVisible();
  await expect(page.getByRole('combobox', { name: en.companies.status })).toHaveValue('archived');

  // The notice offers to take it back: the company is active again, and can be archived once more.
  await archived.getByRole('button', { name: en.app.undo }).click();
  await expect(page.getByRole('status').filter({ hasText: en.companies.archiveUndo })).toBeVisible();
  await expect(page.getByRole('combobox', { name: en.companies.status })).toHaveValue('active');
  await page.getByRole('button', { name: en.companies.archive }).click();
  await page.getByRole('dialog').getByRole('button', { name: en.companies.archive }).click();
  await expect(page.getByRole('combobox', { name: en.companies.status })).toHaveValue('archived');

  // The operations' log tells the creation and the archiving in words, filtered by area.
  const logs = en.installation.logs;
  await page.goto('/app/in/admin/installation/logs');
  await page.getByRole('combobox', { name: logs.area }).selectOption({ label: companiesLog.label!.en });
  await expect(page).toHaveURL(/area=companies/);
  const said = (template: string) => page.getByRole('row').filter({ hasText: template.replace('{actor}', DEMO_ADMIN.firstName).replace('{target}', name) });
  await expect(said(COMPANY_WORDS.create.en)).toBeVisible();
  await expect(said(COMPANY_WORDS.archive.en).first()).toBeVisible();
  await said(COMPANY_WORDS.archive.en).first().getByRole('button', { name: logs.details }).click();
  await expect(page.getByText(`"target": "company:${id}"`).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: logs.area })).toHaveValue('companies');

  // Info counts the installation's companies.
  await page.goto('/app/in/admin/installation/info');
  const info = page.getByTestId('installation-info');
  await expect(info.getByRole('row', { name: new RegExp(`^${en.installation.info.companies}`) })).toContainText(/\d+/);
  await expect(info.getByRole('row', { name: new RegExp(`^${en.installation.info.operators}`) })).toContainText(/\d+/);
});
