import { TEXTS } from '../scripts/i18n-texts.ts';
import {
  acceptInviteThroughApi,
  freshEmail,
  inviteOperator,
  signInThroughApi,
  signInThroughScreens,
} from './fixtures/accounts.ts';
import { latestLink } from './fixtures/mail.ts';
import { ADMIN_EMAIL } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const it = TEXTS.it;

const FIRST_PASSWORD = 'first-password-of-rita';
const NEW_PASSWORD = 'recovered-password-of-rita';

test('an operator who forgot the password sets a new one from the mailed link and signs in with it', async ({ page, server, playwright }) => {
  const email = freshEmail('rita');
  const admin = await playwright.request.newContext({ baseURL: server.url });
  const visitor = await playwright.request.newContext({ baseURL: server.url });
  await signInThroughApi(admin, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });
  await inviteOperator(admin, email);
  await acceptInviteThroughApi(visitor, await latestLink(server.mailDir, email, '/app/out/invite/'), 'Rita', FIRST_PASSWORD);
  await Promise.all([admin.dispose(), visitor.dispose()]);

  await page.goto('/app/out/login');
  await page.getByRole('link', { name: it.login.forgot }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.titles.recovery);
  await page.getByRole('button', { name: it.recovery.send }).click();
  await expect(page.getByRole('textbox', { name: it.login.email })).toHaveAccessibleDescription("Il campo Email è obbligatorio");

  // An unknown address gets the very same answer as a known one.
  await page.getByRole('textbox', { name: it.login.email }).fill(freshEmail('nobody'));
  await page.getByRole('button', { name: it.recovery.send }).click();
  await expect(page.getByText(it.recovery.sent)).toBeVisible();

  await page.goto('/app/out/recovery');
  await page.getByRole('textbox', { name: it.login.email }).fill(email);
  await page.getByRole('button', { name: it.recovery.send }).click();
  await expect(page.getByText(it.recovery.sent)).toBeVisible();

  const link = await latestLink(server.mailDir, email, '/app/out/recovery/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.titles.recoveryComplete);
  await page.getByRole('textbox', { name: it.password.new, exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: it.password.repeat, exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: it.recovery.save }).click();

  await expect(page).toHaveURL(/\/app\/out\/login$/);
  await expect(page.getByText(it.login.recovered)).toBeVisible();
  await signInThroughScreens(page, server.mailDir, { email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Rita' })).toBeVisible();

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('textbox', { name: it.password.new, exact: true }).fill('yet-another-password');
  await page.getByRole('textbox', { name: it.password.repeat, exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: it.recovery.save }).click();
  await expect(page.getByRole('alert')).toHaveText('Questo link non è valido o è scaduto.');
});
