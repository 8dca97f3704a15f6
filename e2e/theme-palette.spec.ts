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
const SIGN_OUT: Record<string, string> = { it: it.projects.home.logout, en: en.projects.home.logout, es: es.projects.home.logout, fr: fr.projects.home.logout, pt: pt.projects.home.logout };

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
  const signOut = page.getByRole('main').getByRole('button', { name: SIGN_OUT[lang] });
  await expect(signOut).toHaveCSS('border-color', rgbOf(PURPLE));
  await expect(signOut).toHaveCSS('color', rgbOf(PURPLE));

  const visitor = await browser.newContext({ baseURL: server.url });
  const login = await visitor.newPage();
  await login.goto('/app/out/login');
  await expect(login.locator('form button[type="submit"]')).toHaveCSS('background-color', rgbOf(PURPLE));
  await visitor.close();
});
