import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';

const ADMIN = { email: 'demo.admin@example.com', password: 'demo-admin-password', firstName: 'Dana' };

// The interface is Italian by choice here: without a chosen language, sign-in would switch to Dana's own, English.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'AppLanguage', value: 'it', url: baseURL! }]);
});

async function sendCredentials(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('textbox', { name: 'PIN' })).toBeVisible();
}

test('a visitor who opens Home without a session lands on the login page', async ({ page }) => {
  await page.goto('/app/in/home');
  await expect(page).toHaveURL(/\/app\/out\/login\?next=%2Fapp%2Fin%2Fhome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accesso' })).toBeVisible();
  await expect(page).toHaveTitle('Accesso');
});

test('the demo admin signs in with the mailed PIN, reaches Home, and signs out', async ({ page, pinFor }) => {
  await page.goto('/app/in/home');
  await sendCredentials(page);

  await page.getByRole('textbox', { name: 'PIN' }).fill(await pinFor(ADMIN.email));
  await page.getByRole('button', { name: 'Accedi' }).click();

  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText(`Accesso effettuato come ${ADMIN.firstName}`)).toBeVisible();
  await expect(page).toHaveTitle('Home');
  await page.goto('/app/out/login');
  await expect(page).toHaveURL(/\/app\/in\/home$/);

  // Signing out is in the account menu, the one place for it.
  await page.getByRole('banner').getByRole('button', { name: ADMIN.firstName }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/app\/out\/login$/);
  await page.goto('/app/in/home');
  await expect(page).toHaveURL(/\/app\/out\/login\?next=/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
});

test("a wrong PIN shows the server's message on the PIN field", async ({ page, pinFor }) => {
  await page.goto('/app/out/login');
  await sendCredentials(page);
  const wrong = (await pinFor(ADMIN.email)) === '000000' ? '111111' : '000000';

  await page.getByRole('textbox', { name: 'PIN' }).fill(wrong);
  await page.getByRole('button', { name: 'Accedi' }).click();

  const pin = page.getByRole('textbox', { name: 'PIN' });
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveAccessibleDescription(/Il PIN è errato\./);
  // Told once, on its field.
  await expect(page.getByText('Il PIN è errato.')).toHaveCount(1);
  await expect(page).toHaveURL(/\/app\/out\/login$/);
});

test('a PIN pasted with spaces keeps its six digits', async ({ page }) => {
  await page.goto('/app/out/login');
  await sendCredentials(page);
  const pin = page.getByRole('textbox', { name: 'PIN' });
  await pin.focus();
  await pin.evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', ' 123 456 ');
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(pin).toHaveValue('123456');
});

test('choosing a language switches at once and is remembered in the AppLanguage cookie', async ({ page, context }) => {
  await page.goto('/app/out/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign in');
  const cookie = (await context.cookies()).find((c) => c.name === 'AppLanguage');
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
