import { TEXTS } from '../scripts/i18n-texts.ts';
import { signInThroughScreens } from './fixtures/accounts.ts';
import { ADMIN_EMAIL } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const it = TEXTS.it;

// A first start without ADMIN_PASSWORD: the admin's password is generated and must be changed.
test.use({ serverOptions: { generatedAdminPassword: true } });

const FORCED = /\/app\/in\/account\/password\/f$/;
const NEW_PASSWORD = 'a-brand-new-admin-password';

test('the first admin must change the generated password before anything else', async ({ page, server }) => {
  await page.goto('/app/in/admin/installation/info');
  await signInThroughScreens(page, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });

  await expect(page).toHaveURL(FORCED);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.shell.titles.changePassword);
  await expect(page.getByText(it.accounting.password.forcedIntro)).toBeVisible();
  await expect(page.getByRole('textbox', { name: it.password.current })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: it.shell.navigation })).toHaveCount(0);

  for (const path of ['/app/in/home', '/app/in/account/password', '/app/in/account/options', '/app/out/login']) {
    await page.goto(path);
    await expect(page, `from ${path}`).toHaveURL(FORCED);
  }

  const fresh = page.getByRole('textbox', { name: it.password.new, exact: true });
  const repeat = page.getByRole('textbox', { name: it.password.repeat, exact: true });
  await fresh.fill('short');
  await repeat.fill('other');
  await page.getByRole('button', { name: it.accounting.password.save }).click();
  await expect(fresh).toHaveAccessibleDescription(/Il campo Nuova password deve contenere almeno 10 caratteri/);
  await expect(repeat).toHaveAccessibleDescription(`Il campo ${it.password.repeat} non è valido`);

  await fresh.fill(server.adminPassword);
  await repeat.fill(server.adminPassword);
  await page.getByRole('button', { name: it.accounting.password.save }).click();
  await expect(fresh).toHaveAccessibleDescription(/La nuova password deve essere diversa da quella attuale/);

  await fresh.fill(NEW_PASSWORD);
  await repeat.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: it.accounting.password.save }).click();
  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByRole('navigation', { name: it.shell.navigation })).toBeVisible();

  await page.goto('/app/in/account/password/f');
  await expect(page).toHaveURL(/\/app\/in\/account\/password$/);
  await expect(page.getByRole('textbox', { name: it.password.current })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: it.shell.logout }).click();
  await expect(page).toHaveURL(/\/app\/out\/login$/);

  // Signed in again with the new password, nothing is forced any more.
  await page.goto('/app/in/admin/installation/info');
  await signInThroughScreens(page, server.mailDir, { email: ADMIN_EMAIL, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/app\/in\/admin\/installation\/info$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.shell.titles.info);
});
