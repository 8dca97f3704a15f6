import { TEXTS } from '../scripts/i18n-texts.ts';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { acceptInviteThroughApi, DEMO_ADMIN, freshEmail, signInThroughApi, signInThroughScreens } from './fixtures/accounts.ts';
import { createCompanyThroughApi } from './fixtures/companies.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

const PASSWORD = 'password-of-nora-1';

async function inviteAs(request: APIRequestContext, origin: string, company: string, email: string): Promise<void> {
  const response = await request.post(`/api/company/${company}/operators/invite`, {
    data: { Email: email, Role: 'manager' },
    headers: { Origin: origin, 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('the navbar offers only what the operator may open, and switches between their companies', async ({ page, browser, server, linkFor }) => {
  const origin = new URL(server.url).origin;
  await signInThroughApi(page.request, server.mailDir, DEMO_ADMIN);
  const tag = randomUUID().slice(0, 6);
  const [nameA, nameB] = [`Alpha ${tag}`, `Beta ${tag}`];
  const companyA = await createCompanyThroughApi(page, server.url, nameA);
  const companyB = await createCompanyThroughApi(page, server.url, nameB);
  const email = freshEmail('nora');
  await inviteAs(page.request, origin, companyA, email);
  const context = await browser.newContext({ baseURL: server.url });
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  const nora = await context.newPage();
  await acceptInviteThroughApi(nora.request, await linkFor(email, '/app/out/invite/'), 'Nora', PASSWORD);
  await inviteAs(page.request, origin, companyB, email);
  await acceptInviteThroughApi(nora.request, await linkFor(email, '/app/out/invite/'), 'Nora', PASSWORD);

  await nora.goto('/app/out/login');
  await signInThroughScreens(nora, server.mailDir, { email, password: PASSWORD });
  const navbar = nora.getByRole('navigation', { name: en.shell.navigation });
  // A manager of two companies, judging nowhere and no installation admin.
  await expect(navbar.getByTestId('nav-company')).toContainText(nameA);
  await expect(navbar.getByRole('link', { name: en.shell.areas.judges })).toHaveCount(0);
  await expect(navbar.getByText(en.shell.areas.admin)).toHaveCount(0);

  await navbar.getByRole('link', { name: en.shell.titles.managers }).click();
  await expect(nora).toHaveURL(new RegExp(`/company/${companyA}/options/operators$`));
  await navbar.getByRole('combobox', { name: en.shell.companySwitcher }).click();
  await nora.getByRole('option', { name: nameB }).click();
  await expect(nora).toHaveURL(new RegExp(`/company/${companyB}/options/operators$`));
  await expect(nora.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.managers);
  await expect(navbar.getByTestId('nav-company')).toContainText(nameB);
  // The breadcrumb names the company rather than its id.
  await expect(nora.getByRole('navigation', { name: en.shell.breadcrumb })).toContainText(nameB);

  // The choice is kept: Home shows the company chosen last.
  await navbar.getByRole('link', { name: en.shell.areas.home }).click();
  await expect(navbar.getByTestId('nav-company')).toContainText(nameB);
  await context.close();
});

test('a judge finds the judges area, and an installation admin the admin options', async ({ browser, server }) => {
  const judgeContext = await browser.newContext({ baseURL: server.url });
  await judgeContext.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  const judge = await judgeContext.newPage();
  await judge.goto('/app/out/login');
  await signInThroughScreens(judge, server.mailDir, { email: 'demo.judge@example.com', password: 'demo-judge-password' });
  const judgeNav = judge.getByRole('navigation', { name: en.shell.navigation });
  await expect(judgeNav.getByRole('link', { name: en.shell.areas.judges })).toBeVisible();
  await expect(judgeNav.getByText(en.shell.areas.admin)).toHaveCount(0);
  // A judge edits no project, so no company section is offered.
  await expect(judgeNav.getByTestId('nav-company')).toHaveCount(0);
  await judgeContext.close();

  const adminContext = await browser.newContext({ baseURL: server.url });
  await adminContext.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  const admin = await adminContext.newPage();
  await admin.goto('/app/out/login');
  await signInThroughScreens(admin, server.mailDir, DEMO_ADMIN);
  const adminNav = admin.getByRole('navigation', { name: en.shell.navigation });
  await expect(adminNav.getByText(en.shell.areas.admin)).toBeVisible();
  await expect(adminNav.getByRole('link', { name: en.shell.areas.judges })).toHaveCount(0);
  // The admin options come in sections, each screen with its icon.
  await adminNav.getByText(en.shell.areas.admin).click();
  const sections = en.shell.adminSections;
  await expect(adminNav.getByRole('group', { name: sections.theme })).toContainText(en.shell.titles.cookieLaw);
  await expect(adminNav.getByRole('group', { name: sections.companies })).toContainText(en.shell.titles.companyList);
  await expect(adminNav.getByRole('group', { name: sections.logs })).toContainText(en.shell.titles.operationsLog);
  await expect(adminNav.getByRole('group', { name: sections.theme })).toContainText(en.shell.titles.themeColors);
  await expect(adminNav.getByRole('group', { name: sections.notifications })).toContainText(en.shell.titles.installationSenders);
  await expect(adminNav.getByRole('group', { name: sections.notifications })).toContainText(en.shell.titles.installationTemplates);
  // Every installation screen is built, each with its entry, in the order of the specification.
  const titles = en.shell.titles;
  await expect(adminNav.getByRole('group', { name: sections.installation }).getByRole('link')).toHaveText([
    titles.conditions,
    titles.userExport,
    titles.alerts,
    titles.info,
    titles.translations,
    titles.ssoProviders,
  ]);
  await expect(adminNav.getByRole('link', { name: en.shell.titles.info }).locator('svg')).toHaveCount(1);
  await adminContext.close();
});

test('a slow navigation shows a progress bar at the top until the page is there', async ({ page, server }) => {
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  await signInThroughApi(page.request, server.mailDir, DEMO_ADMIN);
  await page.goto('/app/in/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.home);
  const progress = page.getByRole('progressbar', { name: en.app.loading });
  await expect(progress).toHaveCount(0);

  // The signed-in guard asks the server on every navigation: a slow answer keeps the next page loading.
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/accounting/checklogin', async (route) => {
    await answered;
    await route.continue();
  });
  const navigation = page.getByRole('navigation', { name: en.shell.navigation });
  await navigation.getByText(en.shell.areas.admin).click();
  await navigation.getByRole('link', { name: en.shell.titles.info }).click();
  await expect(progress).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.info);
  await expect(progress).toHaveCount(0);
});
