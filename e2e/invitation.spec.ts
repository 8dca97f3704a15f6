import { TEXTS } from '../scripts/i18n-texts.ts';
import { freshEmail, inviteOperator, signInThroughApi } from './fixtures/accounts.ts';
import { ADMIN_EMAIL } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const it = TEXTS.it;
const fr = TEXTS.fr;

const PASSWORD = 'password-of-ines-1';

test('an invited newcomer accepts with a first name and a password, and lands signed in on Home', async ({ page, server, playwright, linkFor }) => {
  const email = freshEmail('ines');
  const admin = await playwright.request.newContext({ baseURL: server.url });
  await signInThroughApi(admin, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });
  await inviteOperator(admin, email);

  const link = await linkFor(email, '/app/out/invite/');
  // The admin reads Italian, so the mail and the page its link opens do too.
  expect(link).toMatch(/\?lang=it$/);
  await page.goto(link);
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
  // The mailed link proved the mailbox: no PIN, no second typing of the password.
  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByText('Accesso effettuato come Ines')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('bo_session');
  // Not an installation admin: no admin options in the navigation.
  await expect(page.getByRole('navigation', { name: it.shell.navigation })).toBeVisible();
  await expect(page.getByText(it.shell.areas.admin)).toHaveCount(0);

  // Invited again, the operator who exists only proves the password, and is signed in too.
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
  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByText('Accesso effettuato come Ines')).toBeVisible();
});

test("an invitation in French opens its page in French, whatever the browser reads, and the newcomer's Home too", async ({
  page,
  server,
  playwright,
  linkFor,
}) => {
  const email = freshEmail('france');
  const admin = await playwright.request.newContext({ baseURL: server.url });
  await signInThroughApi(admin, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });
  const invited = await admin.post('/api/admin/operators/invite', { data: { Email: email, Lang: 'fr' } });
  expect(invited.status()).toBe(200);
  await admin.dispose();

  await page.goto(await linkFor(email, '/app/out/invite/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.titles.invite);
  await page.getByRole('textbox', { name: fr.invite.firstName }).fill('Françoise');
  await page.getByRole('textbox', { name: fr.invite.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: fr.invite.accept }).click();

  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByText('Connecté en tant que Françoise')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
