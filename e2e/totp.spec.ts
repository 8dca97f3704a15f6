import { TEXTS } from '../scripts/i18n-texts.ts';
import type { Page } from '@playwright/test';
import crypto from 'node:crypto';
import { acceptInviteThroughApi, freshEmail, inviteOperator, signInThroughApi, signInThroughScreens } from './fixtures/accounts.ts';
import { fillText } from './fixtures/routes.ts';
import { ADMIN_EMAIL } from './fixtures/server.ts';
import { expect, test } from './fixtures/test.ts';

const en = TEXTS.en;

const PASSWORD = 'password-of-tomas-1';
const STEP_MS = 30_000;

// RFC 6238 as an authenticator app computes it: HMAC-SHA-1 of the 30-second step, six digits.
function codeOf(secret: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / STEP_MS);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Tomas' }).click();
  await page.getByRole('menuitem', { name: en.shell.logout }).click();
  await expect(page).toHaveURL(/\/app\/out\/login$/);
}

async function sendCredentials(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: en.login.email }).fill(email);
  await page.getByRole('textbox', { name: en.login.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.login.continue }).click();
}

test('an operator turns the authenticator app on, then signs in with its code or with a recovery code', async ({
  page,
  server,
  playwright,
  linkFor,
  baseURL,
}) => {
  // A newcomer of this test alone: the demo accounts stay as the other stories expect them.
  const email = freshEmail('tomas');
  const admin = await playwright.request.newContext({ baseURL: server.url });
  await signInThroughApi(admin, server.mailDir, { email: ADMIN_EMAIL, password: server.adminPassword });
  await inviteOperator(admin, email);
  await acceptInviteThroughApi(admin, await linkFor(email, '/app/out/invite/'), 'Tomas', PASSWORD);
  await admin.dispose();
  await page.context().addCookies([{ name: 'AppLanguage', value: 'en', url: baseURL! }]);

  await page.goto('/app/in/account/options');
  await signInThroughScreens(page, server.mailDir, { email, password: PASSWORD });
  const card = page.getByRole('region', { name: en.accounting.totp.title });
  await expect(card.getByRole('radio', { name: en.accounting.totp.methodPin })).toBeChecked();

  await card.getByRole('radio', { name: en.accounting.totp.methodTotp }).click();
  await expect(card.getByRole('img', { name: en.accounting.totp.qrAlt })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = card.getByRole('textbox', { name: en.totp.code });
  await code.fill(codeOf(secret, currentStep() - 3));
  await card.getByRole('button', { name: en.accounting.totp.confirm }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  const confirmedStep = currentStep();
  await code.fill(codeOf(secret, confirmedStep));
  await card.getByRole('button', { name: en.accounting.totp.confirm }).click();

  const shown = card.getByTestId('recovery-code');
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allInnerTexts();
  await expect(card.getByText(en.accounting.totp.enabled)).toBeVisible();
  await card.getByRole('button', { name: en.accounting.totp.saved }).click();
  await expect(shown).toHaveCount(0);
  await expect(card.getByText(fillText(en.accounting.totp.recoveryLeft, { count: '10' }))).toBeVisible();
  await expect(card.getByRole('radio', { name: en.accounting.totp.methodTotp })).toBeChecked();

  await signOut(page);
  await sendCredentials(page, email);
  const appCode = page.getByRole('textbox', { name: en.totp.code });
  await expect(page.getByText(en.totp.codeIntro)).toBeVisible();
  // The confirming code is spent; the next step's code is within the accepted window.
  await appCode.fill(codeOf(secret, Math.max(currentStep(), confirmedStep + 1)));
  await page.getByRole('button', { name: en.login.signIn }).click();
  await expect(page).toHaveURL(/\/app\/in\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: en.shell.titles.home })).toBeVisible();

  await signOut(page);
  await sendCredentials(page, email);
  await page.getByRole('button', { name: en.totp.useRecovery }).click();
  const recovery = page.getByRole('textbox', { name: en.totp.recoveryCode });
  await recovery.fill('wrong-guess');
  await page.getByRole('button', { name: en.login.signIn }).click();
  await expect(recovery).toHaveAccessibleDescription('The recovery code is wrong or was already used.');
  await recovery.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: en.login.signIn }).click();
  await expect(page).toHaveURL(/\/app\/in\/home$/);

  await page.goto('/app/in/account/options');
  await expect(card.getByText(fillText(en.accounting.totp.recoveryLeft, { count: '9' }))).toBeVisible();
});
