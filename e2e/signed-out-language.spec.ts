import { TEXTS } from '../scripts/i18n-texts.ts';
import { expect, test } from './fixtures/test.ts';

const { it, fr, pt } = TEXTS;

test.describe('a browser that reads French', () => {
  test.use({ locale: 'fr-FR' });

  test('sees the login page in French with no language cookie, and the server answers in French too', async ({ page }) => {
    await page.goto('/app/out/login');

    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.titles.login);
    await expect(page.getByText(fr.login.intro)).toBeVisible();
    await page.getByRole('textbox', { name: fr.login.email }).fill('nobody@example.com');
    await page.getByRole('textbox', { name: fr.login.password, exact: true }).fill('not-a-password');
    await page.getByRole('button', { name: fr.login.continue }).click();
    await expect(page.getByText("L'e-mail ou le mot de passe est incorrect.")).toBeVisible();
    // The browser's language is no choice of the visitor's: nothing is kept for later.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('AppLanguage');
  });

  test('sees the other signed-out pages in French too', async ({ page }) => {
    await page.goto('/app/out/recovery');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.titles.recovery);
    await expect(page.getByText(fr.recovery.intro)).toBeVisible();
  });

  test('keeps the language chosen in the cookie over its own', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'AppLanguage', value: 'pt', url: baseURL! }]);

    await page.goto('/app/out/login');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.titles.login);
  });
});

test.describe('a browser that reads Canadian French', () => {
  test.use({ locale: 'fr-CA' });

  test('reads French: the first language by its primary subtag', async ({ page }) => {
    await page.goto('/app/out/login');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.titles.login);
  });
});

test.describe('a browser that reads European Portuguese', () => {
  test.use({ locale: 'pt-PT' });

  test('sees the login page in Portuguese', async ({ page }) => {
    await page.goto('/app/out/login');

    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.titles.login);
  });
});

test.describe('a browser that reads none of the five languages', () => {
  test.use({ locale: 'de-DE' });

  test('sees the login page in Italian', async ({ page }) => {
    await page.goto('/app/out/login');

    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.titles.login);
  });
});
