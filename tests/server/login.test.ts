import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CheckLogin, LoginStart, LoginUnlock } from '../../contract/sign-in.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { OPERATOR, addOperator, expectOk, signIn } from './accounts.ts';
import type { Browser } from './browser.ts';
import { MINUTE, SECOND } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { otherPin } from './mailbox.ts';

const server = useTestServer();

async function startLogin(browser: Browser = server.browser()): Promise<{ browser: Browser; pin: string }> {
  expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
  return { browser, pin: server.mail.pin(ADMIN.email) };
}

function unlock(browser: Browser, pin: string) {
  return browser.call(LoginUnlock, { Email: ADMIN.email, Pin: pin });
}

async function isSignedIn(browser: Browser): Promise<boolean> {
  return (await browser.call(CheckLogin, {})).body.logged;
}

describe('signing in with password and mailed PIN', () => {
  it('stores passwords as argon2id hashes', async () => {
    await addOperator(server);

    const rows = await server.db.select({ email: operators.email, hash: operators.passwordHash }).from(operators);

    expect(rows.map((row) => row.email).sort()).toEqual([ADMIN.email, OPERATOR.email]);
    for (const row of rows) expect(row.hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a wrong password and an unknown email the same way, and mails nothing', async () => {
    const wrongPassword = await server.browser().call(LoginStart, { Email: ADMIN.email, Password: 'not-the-password' });
    const unknownEmail = await server.browser().call(LoginStart, { Email: 'nobody@example.com', Password: ADMIN.password });

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(server.mail.messages).toHaveLength(0);
  });

  it("mails a 6-digit PIN in the operator's language", async () => {
    await addOperator(server, { ...OPERATOR, lang: 'fr' });
    server.mail.clear();

    expectOk(await server.browser().call(LoginStart, { Email: OPERATOR.email, Password: OPERATOR.password }));

    const mail = server.mail.last(OPERATOR.email);
    expect(mail.subject).toBe('Votre code PIN de connexion · Back-office');
    expect(mail.text).toContain(`Bonjour ${OPERATOR.firstName},`);
    expect(server.mail.pin(OPERATOR.email)).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(server.mail.pin(OPERATOR.email));
  });

  it('mails the Italian admin in Italian', async () => {
    await startLogin();

    expect(server.mail.last(ADMIN.email).subject).toBe('Il tuo PIN di accesso · Back office');
  });

  it('accepts the email in another case and the PIN with spaces', async () => {
    const browser = server.browser();
    expectOk(await browser.call(LoginStart, { Email: ADMIN.email.toUpperCase(), Password: ADMIN.password }));
    const pin = server.mail.pin(ADMIN.email);

    expectOk(await browser.call(LoginUnlock, { Email: ADMIN.email, Pin: `${pin.slice(0, 3)} ${pin.slice(3)}` }));
    expect(await isSignedIn(browser)).toBe(true);
  });

  it('opens a session with the right PIN, and the PIN works once', async () => {
    const { browser, pin } = await startLogin();

    const first = await unlock(browser, pin);
    const again = await unlock(browser, pin);

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Success: true });
    expect(again.status).toBe(401);
    expect(again.error?.code).toBe('pin_expired');
  });

  it('refuses the PIN after 10 minutes', async () => {
    const { browser, pin } = await startLogin();
    server.clock.advance(10 * MINUTE);

    const answer = await unlock(browser, pin);

    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('pin_expired');
    expect(await isSignedIn(browser)).toBe(false);
  });

  it('still takes the PIN just before 10 minutes', async () => {
    const { browser, pin } = await startLogin();
    server.clock.advance(10 * MINUTE - SECOND);

    expectOk(await unlock(browser, pin));
  });

  it('binds the PIN to the browser that asked for it', async () => {
    const { browser, pin } = await startLogin();
    const elsewhere = server.browser();
    const forged = server.browser();
    forged.setCookie('bo_login', 'a-binding-token-made-up-by-an-attacker', '/api/accounting');

    expect((await unlock(elsewhere, pin)).error?.code).toBe('pin_expired');
    expect((await unlock(forged, pin)).error?.code).toBe('pin_expired');
    expect(await isSignedIn(elsewhere)).toBe(false);
    expectOk(await unlock(browser, pin));
  });

  it('kills the PIN after 5 wrong tries: the right one then fails too', async () => {
    const { browser, pin } = await startLogin();
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++) codes.push((await unlock(browser, otherPin(pin))).error?.code);

    const right = await unlock(browser, pin);

    expect(codes).toEqual(['invalid_pin', 'invalid_pin', 'invalid_pin', 'invalid_pin', 'pin_expired']);
    expect(right.status).toBe(401);
    expect(right.error?.code).toBe('pin_expired');
  });

  it('takes the right PIN after 4 wrong tries', async () => {
    const { browser, pin } = await startLogin();
    for (let i = 0; i < 4; i++) expect((await unlock(browser, otherPin(pin))).status).toBe(401);

    expectOk(await unlock(browser, pin));
  });

  it('forgets the old PIN when a new login-start comes', async () => {
    const { browser, pin: oldPin } = await startLogin();
    const { pin: newPin } = await startLogin(browser);

    const withOld = await unlock(browser, oldPin);
    const withNew = await unlock(browser, newPin);

    // Two draws of a 6-digit PIN coincide once in a million; then the old one is the new one.
    if (oldPin !== newPin) expect(withOld.status).toBe(401);
    expect(withNew.status).toBe(oldPin === newPin ? 401 : 200);
  });

  it('refuses a PIN for an account without a login attempt', async () => {
    const answer = await server.browser().call(LoginUnlock, { Email: 'nobody@example.com', Pin: '123456' });

    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('pin_expired');
  });

  it('lets an invited operator sign in with their own password', async () => {
    await addOperator(server);

    const browser = await signIn(server, OPERATOR.email, OPERATOR.password);

    expect(await isSignedIn(browser)).toBe(true);
  });

  it('refuses a disabled operator with the same answer as a wrong password', async () => {
    await server.db.update(operators).set({ disabled: true }).where(eq(operators.email, ADMIN.email));

    const answer = await server.browser().call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password });

    expect(answer.status).toBe(401);
    expect(answer.error?.code).toBe('invalid_credentials');
  });
});
