import { TEXTS } from '../scripts/i18n-texts.ts';
import { freshEmail, inviteOperator, signInThroughApi, signInThroughScreens } from './fixtures/accounts.ts';
import { ADMIN_EMAIL } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const it = TEXTS.it;

const PASSWORD = 'password-of-ines-1';

test('an invited newcomer accepts with a first name and a password, then signs in', async ({ page, server, playwright, linkFor }) => {
  const email = freshEmail('ines');
  const admin = await playwright.request.newContext({ baseURL: server.url });
  await signInThroughApi(admin, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });
  await inviteOperator(admin, email);

  await page.goto(await linkFor(email, '/app/out/invite/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.titles.invite);
  await expect(page.getByText(email)).toBeVisible();
  const firstName = page.getByRole('textbox', { name: it.invite.firstName });
  const password = page.getByRole('textbox', { name: it.invite.password, exact: true });
  await password.fill('short');
  await page.getByRole('button', { name: it.invite.accept }).click();
  await expect(firstName).toHaveAccessibleDescription('Il campo Nome è obbligatorio');
  await expect(password).toHaveAccessibleDescription('Il campo Password deve contenere almeno 10 caratteri');

  await firstName.fill('Ines');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: it.invite.accept }).click();
  await expect(page).toHaveURL(/\/app\/out\/login$/);
  await expect(page.getByText(it.login.invited)).toBeVisible();

  await signInThroughScreens(page, server.mailDir, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByText('Accesso effettuato come Ines')).toBeVisible();
  // Not an installation admin: no admin options in the navigation.
  await expect(page.getByRole('navigation', { name: it.shell.navigation })).toBeVisible();
  await expect(page.getByText(it.shell.areas.admin)).toHaveCount(0);

  // Invited again, the operator who exists only proves the password.
  await inviteOperator(admin, email);
  await admin.dispose();
  await page.context().clearCookies();
  await page.goto(await linkFor(email, '/app/out/invite/'));
  await expect(page.getByText(it.invite.existingIntro.replace('{email:string}', email))).toBeVisible();
  await expect(page.getByRole('textbox', { name: it.invite.firstName })).toHaveCount(0);
  await password.fill('not-the-password');
  await page.getByRole('button', { name: it.invite.accept }).click();
  await expect(password).toHaveAccessibleDescription('La password attuale è errata.');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: it.invite.accept }).click();
  await expect(page).toHaveURL(/\/app\/out\/login$/);
});
