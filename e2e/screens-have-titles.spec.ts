import type { Page } from '@playwright/test';
import { LANGUAGE_OPTIONS } from '../contract/languages.ts';
import { paramNames } from '../src/app/routes/path-pattern.ts';
import { TEXTS, titleOf } from '../scripts/i18n-texts.ts';
import { SIGNED_IN_ROUTES } from '../src/areas/index.ts';
import { SIGNED_OUT_ROUTES } from '../src/app/routes/signed-out-routes.ts';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { frameWhen } from './fixtures/demo.ts';
import { fillText, SAMPLE_PARAMS, sampleUrl } from './fixtures/routes.ts';
import { expect, test } from './fixtures/test.ts';

const LANGUAGES = [
  ['en', TEXTS.en],
  ['it', TEXTS.it],
] as const;

type Dictionary = (typeof LANGUAGES)[number][1];

// A client-side navigation, as a link would make it, without a link for every route on the page.
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

async function expectScreen(page: Page, url: string, title: string): Promise<void> {
  await frameWhen(page, (text) => document.querySelector('h1')?.textContent === text && document.title === text, title);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(title);
}

async function chooseLanguage(page: Page, dictionary: Dictionary, lang: string): Promise<void> {
  await openInApp(page, '/app/in/home');
  await page.getByRole('banner').getByRole('button', { name: DEMO_ADMIN.firstName }).click();
  const name = LANGUAGE_OPTIONS.find((option) => option.value === lang)!.text;
  await page.getByRole('menu').getByRole('menuitemradio', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionary.shell.titles.home);
}

test('every signed-in screen shows its title, breadcrumb and navigation in English and Italian', async ({ page, server, baseURL }) => {
  test.setTimeout(120_000);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);

  for (const [lang, dictionary] of LANGUAGES) {
    await chooseLanguage(page, dictionary, lang);
    for (const route of SIGNED_IN_ROUTES) {
      const url = sampleUrl(route);
      await openInApp(page, url);
      await expectScreen(page, baseURL + url, titleOf(lang, route));
      await expect(page.getByRole('navigation', { name: dictionary.shell.navigation })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: dictionary.shell.breadcrumb });
      // A judge's session stands for its form in the breadcrumb: a judge reads no form.
      const named = paramNames(route.path).filter((n) => n in dictionary.shell.crumbs && !(route.area === 'judges' && n === 'form'));
      for (const name of named) {
        await expect(crumbs).toContainText(fillText((dictionary.shell.crumbs as Record<string, string>)[name]!, { value: SAMPLE_PARAMS[name]! }));
      }
    }
  }
});

test('every signed-out screen shows its title in English and Italian', async ({ page, context, baseURL }) => {
  for (const [lang] of LANGUAGES) {
    await context.addCookies([{ name: 'AppLanguage', value: lang, url: baseURL! }]);
    for (const route of SIGNED_OUT_ROUTES) {
      const url = sampleUrl(route);
      await page.goto(url);
      await expectScreen(page, baseURL + url, titleOf(lang, route));
    }
  }
});
