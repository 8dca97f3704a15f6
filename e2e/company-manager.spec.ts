import { TEXTS } from '../scripts/i18n-texts.ts';
import { randomUUID } from 'node:crypto';
import { DEMO_ADMIN, freshEmail, signInThroughScreens } from './fixtures/accounts.ts';
import { createCompanyThroughApi } from './fixtures/companies.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

const PASSWORD = 'password-of-marta-1';

test('a company manager is invited, creates a project in their company, and is refused another', async ({ page, browser, server, linkFor }) => {
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  await page.goto('/app/out/login');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);
  const tag = randomUUID().slice(0, 6);
  const nameA = `Alpha ${tag}`;
  const nameB = `Beta ${tag}`;
  const companyA = await createCompanyThroughApi(page, server.url, nameA);
  const companyB = await createCompanyThroughApi(page, server.url, nameB);

  // The admin invites a manager from the Managers screen of company A.
  const email = freshEmail('marta');
  await page.goto(`/app/in/company/${companyA}/options/operators`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.managers);
  await page.getByRole('textbox', { name: en.operators.email }).fill(email);
  await page.getByRole('button', { name: en.operators.invite, exact: true }).click();
  await expect(page.getByText(en.operators.invited.replace('{email}', email))).toBeVisible();
  await expect(page.getByRole('table', { name: en.operators.invites }).getByText(email)).toBeVisible();

  // The manager accepts the mailed link in a browser of their own, and is signed in at once.
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  const manager = await context.newPage();
  await manager.goto(await linkFor(email, '/app/out/invite/'));
  await manager.getByRole('textbox', { name: en.invite.firstName }).fill('Marta');
  await manager.getByRole('textbox', { name: en.invite.password, exact: true }).fill(PASSWORD);
  await manager.getByRole('button', { name: en.invite.accept }).click();
  await expect(manager).toHaveURL(/\/app\/in\/home$/);
  await expect(manager.getByText('Signed in as Marta')).toBeVisible();

  // Home lists company A only.
  const cardA = manager.getByRole('region', { name: nameA });
  await expect(cardA).toBeVisible();
  await expect(manager.getByRole('region', { name: nameB })).toHaveCount(0);

  // A project created there appears on Home and opens its details.
  await cardA.getByRole('button', { name: en.projects.homeList.newProject }).click();
  const dialog = manager.getByRole('dialog');
  await dialog.getByRole('textbox', { name: en.projects.name }).fill('Spring awards');
  await dialog.getByRole('textbox', { name: en.projects.slug }).fill(`spring-${tag}`);
  // The contract's rule is checked before sending: closing must follow opening.
  await dialog.getByLabel(en.projects.opensAt).fill('2030-02-01T10:00');
  await dialog.getByLabel(en.projects.closesAt).fill('2030-01-01T10:00');
  await dialog.getByRole('button', { name: en.projects.create }).click();
  await expect(dialog.getByLabel(en.projects.closesAt)).toHaveAccessibleDescription('The closing date must come after the opening date');
  await dialog.getByLabel(en.projects.closesAt).fill('2030-03-01T10:00');
  await dialog.getByRole('button', { name: en.projects.create }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cardA.getByRole('link', { name: 'Spring awards' })).toBeVisible();

  // A taken slug is refused by the server on its field.
  await cardA.getByRole('button', { name: en.projects.homeList.newProject }).click();
  await dialog.getByRole('textbox', { name: en.projects.name }).fill('Spring again');
  await dialog.getByRole('textbox', { name: en.projects.slug }).fill(`spring-${tag}`);
  await dialog.getByRole('button', { name: en.projects.create }).click();
  await expect(dialog.getByRole('textbox', { name: en.projects.slug })).toHaveAccessibleDescription('This slug is already in use: choose another.');
  await dialog.getByRole('button', { name: en.projects.cancel }).first().click();
  await expect(dialog).toHaveCount(0);

  // On Project Details, a change saved elsewhere meanwhile is shown and can be loaded.
  await cardA.getByRole('link', { name: 'Spring awards' }).click();
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.projectDetails);
  const name = manager.getByRole('textbox', { name: en.projects.name });
  await expect(manager.getByRole('textbox', { name: en.projects.slug })).toHaveValue(`spring-${tag}`);
  const [, projectCompany, project] = /company\/([^/]+)\/project\/([^/]+)\//.exec(manager.url())!;
  const elsewhere = await manager.request.post(`/api/company/${projectCompany}/project/${project}/save`, {
    data: { name: 'Summer awards', slug: `spring-${tag}`, languages: ['en'], default_lang: 'en', version: 1 },
    headers: { Origin: new URL(server.url).origin, 'Idempotency-Key': randomUUID() },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await name.fill('Autumn awards');
  await manager.getByRole('button', { name: en.projects.save }).click();
  await expect(manager.getByTestId('project-conflict')).toContainText('Summer awards');
  await manager.getByRole('button', { name: en.projects.loadCurrent }).click();
  await expect(name).toHaveValue('Summer awards');
  await manager.getByRole('button', { name: en.projects.save }).click();
  await expect(manager.getByText(en.projects.saved)).toBeVisible();

  // Company B is refused on screen and by the server.
  await manager.goto(`/app/in/company/${companyB}/options/operators`);
  await expect(manager.getByText(en.shell.noAccess.message)).toBeVisible();
  const refused = await manager.request.post(`/api/company/${companyB}/operators/list`, {
    data: {},
    headers: { Origin: new URL(server.url).origin },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});
