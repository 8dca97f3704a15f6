import { TEXTS } from '../scripts/i18n-texts.ts';
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInThroughScreens } from './fixtures/accounts.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;
const fr = TEXTS.fr;
const pt = TEXTS.pt;

async function signIn(page: Page, mailDir: string, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL }]);
  await page.goto('/app/in/home');
  await signInThroughScreens(page, mailDir, DEMO_ADMIN);
}

test('the shell offers the operator, the areas they may open and their account pages', async ({ page, server, baseURL }) => {
  await signIn(page, server.mailDir, baseURL!);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link').first()).toHaveText(en.app.name);
  await expect(header.getByTestId('sync-status')).toBeAttached();
  // Nothing queued: the header says so in words, with when the server last took a change once there was one.
  await expect(header.getByTestId('sync-status')).toContainText(en.shell.sync.allSent);
  const navigation = page.getByRole('navigation', { name: en.shell.navigation });
  await expect(navigation.getByRole('link', { name: en.shell.areas.home })).toBeVisible();
  // Dana judges nowhere, so the judges area is not offered.
  await expect(navigation.getByRole('link', { name: en.shell.areas.judges })).toHaveCount(0);

  await navigation.getByText(en.shell.areas.admin).click();
  await navigation.getByRole('link', { name: en.shell.titles.companyList }).click();
  await expect(page).toHaveURL(/\/app\/in\/admin\/companies\/list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.companyList);

  await header.getByRole('button', { name: DEMO_ADMIN.firstName }).click();
  await page.getByRole('menuitem', { name: en.shell.titles.loginOptions }).click();
  const preferred = page.getByRole('combobox', { name: en.accounting.options.preferredLang });
  await preferred.selectOption('pt');
  await page.getByRole('button', { name: en.accounting.options.save }).click();
  // Saved on the server and applied at once: the screen reads Portuguese.
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.shell.titles.loginOptions);
  const current = await page.request.post('/api/accounting/operator/current', { data: {} });
  expect((await current.json()).entity.preferred_lang).toBe('pt');
  await page.getByRole('combobox', { name: pt.accounting.options.preferredLang }).selectOption('en');
  await page.getByRole('button', { name: pt.accounting.options.save }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.shell.titles.loginOptions);

  // The server words its messages in the preferred language, English again by now.
  await header.getByRole('button', { name: DEMO_ADMIN.firstName }).click();
  await page.getByRole('menuitem', { name: en.shell.titles.changePassword }).click();
  await expect(page).toHaveURL(/\/app\/in\/account\/password$/);
  await page.getByRole('textbox', { name: en.password.current, exact: true }).fill('not-the-password');
  await page.getByRole('textbox', { name: en.password.new, exact: true }).fill('a-new-password-1');
  await page.getByRole('textbox', { name: en.password.repeat, exact: true }).fill('a-new-password-1');
  await page.getByRole('button', { name: en.accounting.password.save }).click();
  await expect(page.getByRole('textbox', { name: en.password.current, exact: true })).toHaveAccessibleDescription(
    'The current password is wrong.',
  );
  // Told once, on the field: no notice repeats it.
  await expect(page.getByText('The current password is wrong.')).toHaveCount(1);

  await header.getByRole('button', { name: DEMO_ADMIN.firstName }).click();
  await page.getByRole('menuitem', { name: en.shell.logout }).click();
  // The passwords typed above are not saved: leaving asks first.
  await page.getByRole('dialog', { name: en.shell.kit.unsavedTitle }).getByRole('button', { name: en.shell.kit.leave }).click();
  await expect(page).toHaveURL(/\/app\/out\/login$/);
});

test('below the lg breakpoint the navigation folds behind a burger', async ({ page, server, baseURL }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, server.mailDir, baseURL!);
  const navigation = page.getByRole('navigation', { name: en.shell.navigation });
  const burger = page.getByRole('button', { name: en.shell.toggleNavigation });
  await expect(navigation).not.toBeInViewport();
  // The burger says whether the navigation is open, and which element it opens.
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  const controlled = await burger.getAttribute('aria-controls');
  await expect(page.locator(`#${controlled}`)).toContainText(en.shell.areas.home);

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation).toBeInViewport();
  await navigation.getByText(en.shell.areas.admin).click();
  await navigation.getByRole('link', { name: en.shell.titles.operationsLog }).click();
  await expect(page).toHaveURL(/\/app\/in\/admin\/installation\/logs$/);
  await expect(navigation).not.toBeInViewport();

  await page.setViewportSize({ width: 1400, height: 800 });
  await expect(burger).toBeHidden();
  await expect(navigation).toBeInViewport();
});

test("the header's language switch changes the screen, the cookie, <html lang> and the operator's preference on the server", async ({
  page,
  server,
  baseURL,
}) => {
  await signIn(page, server.mailDir, baseURL!);
  const menuButton = page.getByRole('banner').getByRole('button', { name: DEMO_ADMIN.firstName });
  await menuButton.click();
  // The languages are items of the menu, each named in its own language, the current one checked.
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('combobox')).toHaveCount(0);
  await menu.getByRole('menuitemradio', { name: 'Français' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.shell.titles.home);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'AppLanguage');
  expect(cookie?.value).toBe('fr');
  await expect
    .poll(async () => (await (await page.request.post('/api/accounting/operator/current', { data: {} })).json()).entity.preferred_lang)
    .toBe('fr');

  // Back to English, as the next stories of this server expect Dana.
  await menuButton.click();
  await expect(page.getByRole('menu').getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menu').getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
