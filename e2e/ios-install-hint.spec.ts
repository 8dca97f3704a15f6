import { TEXTS } from '../scripts/i18n-texts.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL! }]);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the add-to-home-screen instructions show once, and never again after a reload', async ({ page }) => {
    await page.goto('/app/out/login');
    await expect(page.getByText(en.app.installIos)).toBeVisible();
    await page.getByRole('button', { name: en.app.installIosDismiss }).click();
    await expect(page.getByText(en.app.installIos)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(en.app.installIos)).toBeHidden();
  });
});

test('a desktop browser is not told how to add the app to a home screen', async ({ page }) => {
  await page.goto('/app/out/login');
  await expect(page.getByRole('heading', { level: 1, name: en.titles.login })).toBeVisible();
  await expect(page.getByText(en.app.installIos)).toBeHidden();
});
