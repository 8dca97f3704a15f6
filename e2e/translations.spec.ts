import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { TEXTS } from '../scripts/i18n-texts.ts';
import { SIGNED_IN_ROUTES } from '../src/areas/index.ts';
import { demoAccount, demoRecords, demoUrl, signedInContext } from './fixtures/demo.ts';
import { adminApi, signInWithWorker } from './fixtures/outbox.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const words = en.translations;
const edit = en.shell.editTexts;

const LOGIN_TITLE = 'titles.login';
const HOME_TITLE = 'shell.titles.home';
const DASHBOARD_TITLE = 'shell.titles.resultsDashboard';
const SIGN_IN_WORDS = 'Welcome back: sign in';
const HOME_WORDS = 'Seu painel';
const DASHBOARD_WORDS = 'Overview of the results';
const TRANSLATIONS = '/app/in/admin/i18n/translations';

async function removeOverride(admin: APIRequestContext, key: string, lang: string): Promise<void> {
  const response = await admin.post('/api/admin/i18n/translations/save', { data: { key, lang, text: null }, headers: { 'Idempotency-Key': randomUUID() } });
  expect(response.status(), await response.text()).toBe(200);
}

// The override dialog of one key, opened from the list searched for it.
async function openKey(page: Page, key: string): Promise<void> {
  await page.goto(`${TRANSLATIONS}?search=${encodeURIComponent(key)}`);
  await page.getByRole('button', { name: words.edit.replace('{key}', key), exact: true }).click({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function saveIn(page: Page, language: string, lang: string, text: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: language }).click();
  const field = dialog.getByRole('textbox', { name: edit.override.replace('{lang}', language) });
  await field.fill(text);
  await dialog.getByRole('button', { name: edit.save }).click();
  await expect(page.getByText(edit.saved)).toBeVisible();
  await expect(field).toHaveValue(text);
  await expect(dialog.getByRole('tab', { name: language })).toHaveAttribute('lang', lang);
}

// The operators' preferred language goes back to English, as the other specs expect it.
async function backToEnglish(page: Page): Promise<void> {
  const response = await page.request.post('/api/accounting/operator/set-preferred-lang/en', { data: {}, headers: { 'Idempotency-Key': randomUUID() } });
  expect(response.status(), await response.text()).toBe(200);
}

test.afterAll(async ({ server }) => {
  const admin = await adminApi(server);
  await removeOverride(admin, LOGIN_TITLE, 'en');
  await removeOverride(admin, HOME_TITLE, 'pt');
  await removeOverride(admin, DASHBOARD_TITLE, 'en');
});

test('an admin overrides the sign-in title in English and Home’s title in Portuguese; a visitor, an operator and an offline tablet see them without a rebuild', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const adminContext = await signedInContext(browser, server, demoAccount('admin'), { width: 1280, height: 900 });
  const admin = await adminContext.newPage();
  await openKey(admin, LOGIN_TITLE);
  await saveIn(admin, 'English', 'en', SIGN_IN_WORDS);
  await admin.keyboard.press('Escape');
  await openKey(admin, HOME_TITLE);
  await saveIn(admin, 'Português', 'pt', HOME_WORDS);
  await adminContext.close();

  // A signed-out visitor reads the new sign-in title.
  const visitor = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  await visitor.addCookies([{ name: 'AppLanguage', value: 'en', url: server.url }]);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/app/out/login');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(SIGN_IN_WORDS);
  await visitor.close();

  // An operator in Portuguese reads Home's new title.
  const operator = await signedInContext(browser, server, demoAccount('manager'), { width: 1280, height: 900 });
  await operator.addCookies([{ name: 'AppLanguage', value: 'pt', url: server.url }]);
  const operatorPage = await operator.newPage();
  await operatorPage.goto('/app/in/home');
  await expect(operatorPage.getByRole('heading', { level: 1 })).toHaveText(HOME_WORDS);
  await backToEnglish(operatorPage);
  await operator.close();

  // A judge's tablet that synced once shows both offline.
  const tablet = await browser.newContext({ baseURL: server.url, viewport: { width: 820, height: 1180 }, hasTouch: true, serviceWorkers: 'allow' });
  const tabletPage = await tablet.newPage();
  await signInWithWorker(tabletPage, server, demoAccount('judge'));
  await tablet.addCookies([{ name: 'AppLanguage', value: 'pt', url: server.url }]);
  await tabletPage.goto('/app/in/home');
  await expect(tabletPage.getByRole('heading', { level: 1 })).toHaveText(HOME_WORDS);
  await tablet.setOffline(true);
  await tabletPage.reload();
  await expect(tabletPage.getByRole('heading', { level: 1 })).toHaveText(HOME_WORDS);
  await tablet.setOffline(false);
  await backToEnglish(tabletPage);
  await tablet.close();
});

test('an admin turns on Edit texts, Alt-clicks the Results dashboard’s title and corrects it in place', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, server, demoAccount('admin'), { width: 1280, height: 900 });
  const page = await context.newPage();
  const records = await demoRecords(context.request, new URL(server.url).origin);
  await page.goto(demoUrl(SIGNED_IN_ROUTES.find((route) => route.title === 'resultsDashboard')!, records));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(en.shell.titles.resultsDashboard, { timeout: 30_000 });

  await page.getByRole('banner').getByRole('button', { name: demoAccount('admin').firstName }).click();
  await page.getByRole('menuitemcheckbox', { name: edit.toggle }).click();
  await expect(page.getByRole('region', { name: edit.toggle })).toBeVisible();

  await title.click({ modifiers: ['Alt'] });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DASHBOARD_TITLE)).toBeVisible();
  await dialog.getByRole('textbox').fill(DASHBOARD_WORDS);
  await dialog.getByRole('button', { name: edit.save }).click();
  // The texts carry their invisible markers while the mode is on.
  await expect(title).toContainText(DASHBOARD_WORDS);
  await page.keyboard.press('Escape');

  // The keys this screen showed narrow the Translations list to it.
  await page.getByRole('link', { name: edit.screenTexts }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'results/dashboard' })).toBeVisible();
  await page.getByRole('searchbox', { name: words.search }).fill('resultsDashboard');
  await expect(page.locator(`[data-key="${DASHBOARD_TITLE}"]`)).toBeVisible();
  await page.getByRole('button', { name: edit.stop }).click();
  await expect(page.getByRole('region', { name: edit.toggle })).toHaveCount(0);
  await context.close();
});
