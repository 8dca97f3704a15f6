import { expect } from 'vitest';
import { InviteAccept, LoginStart, LoginUnlock } from '../../contract/sign-in.ts';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import type { Language } from '../../contract/languages.ts';
import type { Answer, Browser, BrowserOptions } from './browser.ts';
import { ADMIN, type TestServer } from './harness.ts';

/** An operator a test invites: who they are and the password they choose. */
export interface Person {
  email: string;
  firstName: string;
  password: string;
  lang?: Language;
  installationAdmin?: boolean;
}

/** A plain operator (no installation admin flag) who reads English. */
export const OPERATOR: Person = { email: 'olivia@example.com', firstName: 'Olivia', password: 'olivia-password-1', lang: 'en' };

/** Fails the test, showing the answer, unless the call succeeded. */
export function expectOk(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** Signs in with email, password and the mailed PIN; returns the browser holding the session. */
export async function signIn(server: TestServer, email: string, password: string, options: BrowserOptions = {}): Promise<Browser> {
  const browser = server.browser(options);
  expectOk(await browser.call(LoginStart, { Email: email, Password: password }));
  expectOk(await browser.call(LoginUnlock, { Email: email, Pin: server.mail.pin(email) }));
  return browser;
}

/** Signs the installation admin in. */
export function signInAsAdmin(server: TestServer, options: BrowserOptions = {}): Promise<Browser> {
  return signIn(server, ADMIN.email, ADMIN.password, options);
}

/** The admin invites someone by mail; returns the invite link's token. */
export async function invite(server: TestServer, admin: Browser, person: Person): Promise<string> {
  expectOk(
    await admin.call(AdminOperatorInvite, {
      Email: person.email,
      InstallationAdmin: person.installationAdmin ?? false,
      ...(person.lang ? { Lang: person.lang } : {}),
    }),
  );
  return server.mail.token(person.email, 'invite');
}

/** Creates an operator the way the product does: the admin invites, the person accepts. */
export async function addOperator(server: TestServer, person: Person = OPERATOR): Promise<void> {
  const admin = await signInAsAdmin(server);
  const token = await invite(server, admin, person);
  expectOk(await server.browser().call(InviteAccept, { Token: token, FirstName: person.firstName, Password: person.password }));
}
