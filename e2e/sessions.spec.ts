import { TEXTS } from '../scripts/i18n-texts.ts';
import { DEMO_ADMIN, signInThroughApi, signInThroughScreens } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

test('an operator sees where they are signed in and signs out everywhere else', async ({ page, browser, server, baseURL }) => {
  const elsewhere = await browser.newContext({ baseURL });
  await signInThroughApi(elsewhere.request, server.mailDir, DEMO_ADMIN);
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL! }]);
  await page.goto('/app/in/account/options');
  await signInThroughScreens(page, server.mailDir, DEMO_ADMIN);

  const sessions = page.getByTestId('session');
  await expect(sessions.first()).toContainText(en.accounting.sessions.current);
  // Named as people name a browser, not by its raw string.
  await expect(sessions.first()).toContainText(/Chrome \d+ on (Windows|Linux|macOS)/);
  await expect(sessions.first()).not.toContainText('Mozilla/5.0');
  expect(await sessions.count()).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: en.accounting.sessions.endOthers }).click();

  await expect(page.getByText(en.accounting.sessions.none)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /other sessions? w(as|ere) signed out/ })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  expect((await elsewhere.request.post('/api/accounting/operator/current', { data: {} })).status()).toBe(401);
  expect((await page.request.post('/api/accounting/operator/current', { data: {} })).status()).toBe(200);
  await elsewhere.close();
});
