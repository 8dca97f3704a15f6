import { TEXTS } from '../scripts/i18n-texts.ts';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';
import { rgbOf, savePrimary, saveTheme } from './fixtures/theme.ts';

const en = TEXTS.en;
const es = TEXTS.es;
const fr = TEXTS.fr;
const it = TEXTS.it;
const pt = TEXTS.pt;

const DEFAULT_PRIMARY = '#1976D2';
const PURPLE = '#8e24aa';
const NEW_PROJECT: Record<string, string> = {
  it: it.projects.homeList.newProject,
  en: en.projects.homeList.newProject,
  es: es.projects.homeList.newProject,
  fr: fr.projects.homeList.newProject,
  pt: pt.projects.homeList.newProject,
};

async function preferredLang(page: Page, origin: string): Promise<string> {
  const response = await page.request.post('/api/accounting/operator/current', { data: {}, headers: { Origin: origin } });
  return ((await response.json()) as { entity: { preferred_lang: string } }).entity.preferred_lang;
}

test.afterEach(async ({ page, server }) => {
  await saveTheme(page, server.url, { Theme_Colors: '' });
});

test('the admin saves a new primary colour; after a reload the app and the sign-in page wear it', async ({ page, server, browser }) => {
  await page.goto('/app/in/home');
  await expect(page.locator('form button[type="submit"]')).toHaveCSS('background-color', rgbOf(DEFAULT_PRIMARY));
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);

  await savePrimary(page, server.url, PURPLE);
  await page.reload();

  // Without a language cookie yet, the operator's preferred language is the choice.
  const lang = await preferredLang(page, server.url);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // A company card's outlined action wears the primary colour.
  const newProject = page.getByRole('main').getByRole('button', { name: NEW_PROJECT[lang] }).first();
  await expect(newProject).toHaveCSS('border-color', rgbOf(PURPLE));
  await expect(newProject).toHaveCSS('color', rgbOf(PURPLE));

  const visitor = await browser.newContext({ baseURL: server.url });
  const login = await visitor.newPage();
  await login.goto('/app/out/login');
  await expect(login.locator('form button[type="submit"]')).toHaveCSS('background-color', rgbOf(PURPLE));
  await visitor.close();
});
