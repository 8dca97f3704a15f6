import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { acceptInviteThroughApi, DEMO_ADMIN, freshEmail, signInThroughApi, signInThroughScreens } from './fixtures/accounts.ts';
import { createCompanyThroughApi } from './fixtures/companies.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en.operators;

/** POSTs a call with the page's session, as the screens do; answers its body. */
async function api(page: Page, origin: string, path: string, data: object): Promise<Record<string, unknown>> {
  const response = await page.request.post(`/api/${path}`, { data, headers: { Origin: origin, 'Idempotency-Key': randomUUID() } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

const resultsOf = (request: APIRequestContext, scope: { company: string; project: string; form: string }) =>
  request.post(`/api/company/${scope.company}/project/${scope.project}/form/${scope.form}/results/list`, { data: {} });

test('a manager makes an operator of the company assistant of one form, invites another by email, and takes the form back', async ({ page, browser, server, linkFor }) => {
  const origin = new URL(server.url).origin;
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  await page.goto('/app/out/login');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);
  const tag = randomUUID().slice(0, 6);
  const company = await createCompanyThroughApi(page, server.url, `Gamma ${tag}`);
  const created = await api(page, origin, `company/${company}/projects/create`, { name: 'Prize', slug: `prize-${tag}`, languages: ['en'], default_lang: 'en' });
  const project = (created.entity as { id: string }).id;
  const forms: Record<string, string> = {};
  for (const [slug, title] of [['apply', 'Application'], ['report', 'Final report']]) {
    forms[slug] = ((await api(page, origin, `company/${company}/project/${project}/forms/create`, { slug, title: { en: title } })).entity as { id: string }).id;
  }
  // Ivo is a judge of the company already: someone a manager may make an assistant.
  const ivo = { email: freshEmail('ivo'), password: 'password-of-ivo-1' };
  await api(page, origin, `company/${company}/operators/invite`, { Email: ivo.email, Role: 'judge', Lang: 'en' });
  const ivoContext = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: origin } });
  await acceptInviteThroughApi(ivoContext.request, await linkFor(ivo.email, '/app/out/invite/'), 'Ivo', ivo.password);
  await signInThroughApi(ivoContext.request, server.mailDir, ivo);
  const apply = { company, project, form: forms.apply! };
  expect((await resultsOf(ivoContext.request, apply)).status()).toBe(403);

  // On the Managers screen: Ivo becomes assistant of the application form only.
  await page.goto(`/app/in/company/${company}/options/operators`);
  const card = page.getByRole('region', { name: en.assistantFormTitle });
  await card.getByRole('combobox', { name: en.project }).click();
  await page.getByRole('option', { name: 'Prize' }).click();
  await card.getByRole('combobox', { name: en.formList }).click();
  await page.getByRole('option', { name: 'Application' }).click();
  await card.getByRole('heading', { name: en.assistantFormTitle }).click();
  await card.getByRole('combobox', { name: en.operator }).click();
  await page.getByRole('option', { name: new RegExp(`^Ivo`) }).click();
  await card.getByRole('button', { name: en.makeAssistant }).click();
  await expect(card.getByText(en.assistantMade)).toBeVisible();
  const assistants = page.getByRole('table', { name: en.assistantsTitle });
  await expect(assistants.getByRole('row', { name: /Ivo/ })).toContainText('Prize › Application');
  expect((await resultsOf(ivoContext.request, apply)).status()).toBe(200);
  expect((await resultsOf(ivoContext.request, { ...apply, form: forms.report! })).status()).toBe(403);

  // Someone new is invited by email to assist the final report; the invitation names the form.
  const nina = freshEmail('nina');
  await card.getByText(en.whoEmail).click();
  // The project chosen before stays chosen.
  await expect(card.getByRole('combobox', { name: en.project })).toHaveValue('Prize');
  await card.getByRole('combobox', { name: en.formList }).click();
  await page.getByRole('option', { name: 'Final report' }).click();
  await card.getByRole('heading', { name: en.assistantFormTitle }).click();
  await card.getByRole('textbox', { name: en.email }).fill(nina);
  await card.getByRole('button', { name: en.invite, exact: true }).click();
  await expect(card.getByText(en.invited.replace('{email}', nina))).toBeVisible();
  await expect(page.getByRole('table', { name: en.invites }).getByRole('row', { name: new RegExp(nina) })).toContainText('Prize › Final report');

  // Taken back after a confirmation: Ivo no longer reads the form.
  await assistants.getByRole('row', { name: /Ivo/ }).getByRole('button', { name: en.removeAssistant }).click();
  const dialog = page.getByRole('dialog', { name: en.removeAssistantTitle.replace('{form}', 'Prize › Application') });
  await dialog.getByRole('button', { name: en.removeAssistant }).click();
  await expect(page.getByText(en.assistantRemoved)).toBeVisible();
  await expect(assistants).toHaveCount(0);
  expect((await resultsOf(ivoContext.request, apply)).status()).toBe(403);
  await ivoContext.close();
});
