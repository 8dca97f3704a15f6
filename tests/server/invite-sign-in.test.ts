import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SessionList, TotpConfirm, TotpStart } from '../../contract/accounting.ts';
import { CheckLogin, InviteAccept, LoginStart, LoginUnlock, OperatorCurrent } from '../../contract/sign-in.ts';
import { knownDevices, operators, sessions } from '../../server/db/schema/accounting.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { OPERATOR, addOperator, expectOk, invite, signIn, signInAsAdmin, type Person } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import { SECOND } from './clock.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();
const NEWCOMER: Person = { email: 'nina@example.com', firstName: 'Nina', password: 'nina-password-1', lang: 'pt' };
const HTTPS = { base: 'https://localhost' };
const STEP = 30 * SECOND;

async function inviteToken(person: Person = NEWCOMER): Promise<string> {
  return invite(server, await signInAsAdmin(server), person);
}

function accept(browser: Browser, token: string, fields: { FirstName?: string; Password: string }) {
  return browser.call(InviteAccept, { Token: token, ...fields });
}

function cookieOf(answer: Answer, name: string) {
  return answer.setCookies.find((set) => set.name === name);
}

async function isSignedIn(browser: Browser): Promise<boolean> {
  return (await browser.call(CheckLogin, {})).body.logged;
}

async function operatorId(email: string): Promise<string> {
  const [row] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, email));
  return row!.id;
}

// The test's own RFC 6238 code, as the operator's authenticator app would show it.
function codeAt(secret: string, at: Date): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / STEP)));
  const mac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('accepting an invitation signs the browser in', () => {
  it('opens a session for the new operator at once, with no PIN mailed', async () => {
    const token = await inviteToken();
    const browser = server.browser();

    const answer = await accept(browser, token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });

    expectOk(answer);
    expect(answer.body).toEqual({ Success: true, Next: 'signed_in' });
    expect(await isSignedIn(browser)).toBe(true);
    expect((await browser.call(OperatorCurrent, {})).body.entity).toMatchObject({ email: NEWCOMER.email, first_name: 'Nina', preferred_lang: 'pt' });
    // The only mail to the newcomer is the invitation: the token proved the mailbox.
    expect(server.mail.to(NEWCOMER.email)).toHaveLength(1);
  });

  it('sets the same cookies as a sign-in: the session on / (HttpOnly, Lax) and the device cookie on the sign-in calls', async () => {
    const token = await inviteToken();

    const answer = await accept(server.browser(), token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });

    const session = cookieOf(answer, 'bo_session');
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(session?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(session?.attributes.secure).toBeUndefined();
    const device = cookieOf(answer, 'bo_device');
    expect(device?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api/accounting' });
    const [known] = await server.db.select().from(knownDevices).where(eq(knownDevices.operatorId, await operatorId(NEWCOMER.email)));
    expect(known?.tokenHash).toBeTruthy();
    expect(known?.tokenHash).not.toBe(device?.value);
  });

  it('over https names the session cookie __Host-bo_session, Secure, and reads no other', async () => {
    const token = await inviteToken();
    const browser = server.browser(HTTPS);

    const answer = await accept(browser, token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });

    expect(cookieOf(answer, 'bo_session')).toBeUndefined();
    expect(cookieOf(answer, '__Host-bo_session')?.attributes).toMatchObject({ secure: true, httponly: true, path: '/' });
    expect(cookieOf(answer, 'bo_device')?.attributes.secure).toBe(true);
    expect(await isSignedIn(browser)).toBe(true);
  });

  it('stores the session as a sign-in does: its hash, the address and the browser, listed among the sessions', async () => {
    const token = await inviteToken();
    const browser = server.browser({ headers: { 'User-Agent': 'Invited Browser 1.0' } });

    await accept(browser, token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });

    const rows = await server.db.select().from(sessions).where(eq(sessions.operatorId, await operatorId(NEWCOMER.email)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(browser.cookie('bo_session'));
    const listed = await browser.call(SessionList, {});
    expect(listed.body.items).toEqual([expect.objectContaining({ current: true, user_agent: 'Invited Browser 1.0' })]);
  });

  it("writes the accept to the operations' log as the new operator's, saying the browser is signed in", async () => {
    const token = await inviteToken();

    await accept(server.browser(), token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });

    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.endpoint, 'accounting/invite/accept')).orderBy(asc(operationsLog.id));
    const id = await operatorId(NEWCOMER.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 200, operatorId: id, target: `operator:${id}`, summary: { Email: NEWCOMER.email, Next: 'signed_in' } });
    expect(JSON.stringify(rows[0])).not.toContain(NEWCOMER.password);
  });

  it('ends the session the browser held before: the new one replaces it', async () => {
    const token = await inviteToken();
    const browser = await signInAsAdmin(server);
    const before = browser.cookie('bo_session');

    await accept(browser, token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });

    expect(browser.cookie('bo_session')).not.toBe(before);
    expect((await browser.call(OperatorCurrent, {})).body.entity.email).toBe(NEWCOMER.email);
    const stale = server.browser();
    stale.setCookie('bo_session', before!);
    expect(await isSignedIn(stale)).toBe(false);
  });

  it('signs in an existing operator who proves their password, and nobody on a wrong one', async () => {
    await addOperator(server);
    const token = await inviteToken({ ...OPERATOR, installationAdmin: true });
    const browser = server.browser();

    const wrong = await accept(browser, token, { Password: 'not-olivias-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.setCookies.map((set) => set.name)).not.toContain('bo_session');
    expect(await isSignedIn(browser)).toBe(false);

    const right = await accept(browser, token, { Password: OPERATOR.password });
    expect(right.body).toEqual({ Success: true, Next: 'signed_in' });
    expect((await browser.call(OperatorCurrent, {})).body.entity).toMatchObject({ email: OPERATOR.email, installation_admin: true });
  });

  it('signs in nobody when the link is refused', async () => {
    const token = await inviteToken();
    await accept(server.browser(), token, { FirstName: NEWCOMER.firstName, Password: NEWCOMER.password });
    const second = server.browser();

    const again = await accept(second, token, { FirstName: 'Mallory', Password: 'mallory-password' });

    expect(again.error?.code).toBe('invalid_token');
    expect(again.setCookies).toEqual([]);
    expect(await isSignedIn(second)).toBe(false);
  });

  it('does not sign in a disabled operator: a plain sign-in follows, which refuses them as ever', async () => {
    await addOperator(server);
    const token = await inviteToken(OPERATOR);
    await server.db.update(operators).set({ disabled: true }).where(eq(operators.email, OPERATOR.email));
    const browser = server.browser();

    const answer = await accept(browser, token, { Password: OPERATOR.password });

    expect(answer.body).toEqual({ Success: true, Next: 'sign_in' });
    expect(answer.setCookies).toEqual([]);
    expect(await isSignedIn(browser)).toBe(false);
    const start = await browser.call(LoginStart, { Email: OPERATOR.email, Password: OPERATOR.password });
    expect(start.error?.code).toBe('invalid_credentials');
  });
});

describe('an operator whose second step is an authenticator app', () => {
  async function enrolApp(): Promise<string> {
    await addOperator(server);
    const browser = await signIn(server, OPERATOR.email, OPERATOR.password);
    const started = await browser.call(TotpStart, {});
    expectOk(await browser.call(TotpConfirm, { Code: codeAt(started.body.Secret, server.clock.now()) }));
    server.clock.advance(STEP);
    return started.body.Secret;
  }

  it("is not signed in by the mailed link: the app's code is still asked, in this browser only", async () => {
    const secret = await enrolApp();
    const token = await inviteToken(OPERATOR);
    const browser = server.browser();
    const mailsBefore = server.mail.to(OPERATOR.email).length;

    const answer = await accept(browser, token, { Password: OPERATOR.password });

    expect(answer.body).toEqual({ Success: true, Next: 'totp' });
    expect(answer.setCookies.map((set) => set.name)).toEqual(['bo_login']);
    expect(await isSignedIn(browser)).toBe(false);
    // No PIN goes out: the mailbox is not this operator's second factor.
    expect(server.mail.to(OPERATOR.email)).toHaveLength(mailsBefore);

    const code = codeAt(secret, server.clock.now());
    const elsewhere = await server.browser().call(LoginUnlock, { Email: OPERATOR.email, Pin: code });
    expect(elsewhere.error?.code).toBe('pin_expired');
    expectOk(await browser.call(LoginUnlock, { Email: OPERATOR.email, Pin: code }));
    expect(await isSignedIn(browser)).toBe(true);
  });
});
