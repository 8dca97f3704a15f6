import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PasswordChange } from '../../contract/accounting.ts';
import { CheckLogin, LoginStart, LoginUnlock, Logout, RecoveryStart } from '../../contract/sign-in.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { knownDevices, operators } from '../../server/db/schema/accounting.ts';
import { OPERATOR, addOperator, expectOk, signIn, signInAsAdmin } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import { MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();
const WRONG = 'not-the-password';

/** A browser the owner signed in with before, and signed out of: it keeps only its device cookie. */
async function ownersBrowser(): Promise<Browser> {
  const browser = await signInAsAdmin(server, { ip: '192.0.2.50' });
  expectOk(await browser.call(Logout, {}));
  server.mail.clear();
  return browser;
}

/** Wrong passwords for an account from a stranger's browsers at `addresses`, `each` per address; returns the statuses. */
async function guess(email: string, addresses: string[], each: number, password = WRONG): Promise<number[]> {
  const seen: number[] = [];
  for (const ip of addresses) {
    for (let i = 0; i < each; i++) seen.push((await server.browser({ ip }).call(LoginStart, { Email: email, Password: password })).status);
  }
  return seen;
}

const addresses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `198.51.100.${from + i}`);

async function finishSignIn(browser: Browser): Promise<void> {
  expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
  expectOk(await browser.call(LoginUnlock, { Email: ADMIN.email, Pin: server.mail.pin(ADMIN.email) }));
  expect((await browser.call(CheckLogin, {})).body.logged).toBe(true);
}

async function adminId(): Promise<string> {
  const [row] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  return row!.id;
}

describe("strangers' failures and the owner", () => {
  it("wrong passwords from one address or many do not stop the owner's browser from signing in", async () => {
    const owner = await ownersBrowser();

    const seen = await guess(ADMIN.email, addresses(1, 6), 12);

    expect(seen).toContain(429);
    await finishSignIn(owner);
  });

  it('made-up PINs do not stop the owner from finishing a sign-in, in a known browser or in a new one elsewhere', async () => {
    const owner = await ownersBrowser();
    for (let i = 0; i < 40; i++) await server.browser({ ip: '203.0.113.66' }).call(LoginUnlock, { Email: ADMIN.email, Pin: '000000' });

    await finishSignIn(owner);
    await finishSignIn(server.browser({ ip: '192.0.2.99' }));
  });

  it("a stranger's recovery requests do not stop the owner's browser from asking for a link", async () => {
    const owner = await ownersBrowser();
    const strangers: number[] = [];
    for (const ip of addresses(20, 6)) strangers.push((await server.browser({ ip }).call(RecoveryStart, { Email: ADMIN.email })).status);

    const asked = await owner.call(RecoveryStart, { Email: ADMIN.email });

    expect(strangers.at(-1)).toBe(429);
    expectOk(asked);
  });
});

describe('a guesser', () => {
  it('is stopped after 10 wrong passwords from one address, and the right password then waits too', async () => {
    const seen = await guess(ADMIN.email, ['198.51.100.1'], 10);
    const over = await server.browser({ ip: '198.51.100.1' }).call(LoginStart, { Email: ADMIN.email, Password: WRONG });
    const right = await server.browser({ ip: '198.51.100.1' }).call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password });

    expect(seen).toEqual(Array(10).fill(401));
    expect(over.status).toBe(429);
    expect(right.status).toBe(429);
  });

  it("is stopped on many addresses once the account's share for unknown browsers (30 per 15 minutes) is spent", async () => {
    const seen = await guess(ADMIN.email, addresses(1, 6), 5);
    const fresh = await server.browser({ ip: '203.0.113.200' }).call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password });

    expect(seen).toEqual(Array(30).fill(401));
    expect(fresh.status).toBe(429);
    expect(fresh.error?.code).toBe('rate_limited');
    server.clock.advance(15 * MINUTE);
    expectOk(await server.browser({ ip: '203.0.113.200' }).call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
  });

  it('gains nothing from a browser that signed in to another account', async () => {
    await addOperator(server);
    const browser = await signIn(server, OPERATOR.email, OPERATOR.password, { ip: '198.51.100.9' });
    const seen: number[] = [];
    for (let i = 0; i < 11; i++) seen.push((await browser.call(LoginStart, { Email: ADMIN.email, Password: WRONG })).status);

    expect(seen.at(-1)).toBe(429);
  });

  it("in the owner's browser is held by that browser's own limit", async () => {
    const owner = await ownersBrowser();
    const seen: number[] = [];
    for (let i = 0; i < 11; i++) seen.push((await owner.call(LoginStart, { Email: ADMIN.email, Password: WRONG })).status);

    expect(seen.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(seen[10]).toBe(429);
  });
});

describe('the owner is told', () => {
  const ALERT = 'Tentativi di accesso non riusciti al tuo account · Back office';

  it('by mail, once per 15 minutes, when unknown browsers keep failing', async () => {
    await guess(ADMIN.email, addresses(1, 2), 5);
    await server.settle();
    const first = server.mail.to(ADMIN.email);
    await guess(ADMIN.email, addresses(3, 2), 5);
    await server.settle();
    const sameWindow = server.mail.to(ADMIN.email).length;
    server.clock.advance(15 * MINUTE);
    await guess(ADMIN.email, addresses(5, 2), 5);
    await server.settle();

    expect(first.map((mail) => mail.subject)).toEqual([ALERT]);
    expect(first[0]!.text).toContain('10');
    expect(sameWindow).toBe(1);
    expect(server.mail.to(ADMIN.email).map((mail) => mail.subject)).toEqual([ALERT, ALERT]);
  });

  it('not of failures in their own browser', async () => {
    const owner = await ownersBrowser();
    for (let i = 0; i < 10; i++) await owner.call(LoginStart, { Email: ADMIN.email, Password: WRONG });
    await server.settle();

    expect(server.mail.messages).toEqual([]);
  });

  it('in a way that does not tell a known address from an unknown one', async () => {
    const answers = async (email: string): Promise<Array<[number, unknown]>> => {
      const seen: Answer[] = [];
      for (const ip of addresses(40, 3)) {
        for (let i = 0; i < 12; i++) seen.push(await server.browser({ ip }).call(LoginStart, { Email: email, Password: WRONG }));
      }
      return seen.map((answer) => [answer.status, answer.body]);
    };

    const known = await answers(ADMIN.email);
    server.clock.advance(15 * MINUTE);
    const unknown = await answers('nobody@example.com');
    await server.settle();

    expect(unknown).toEqual(known);
    expect(server.mail.to('nobody@example.com')).toEqual([]);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, kept a year, sent only to the sign-in calls, and stored only as a hash', async () => {
    const browser = server.browser();
    expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
    const unlocked = await browser.call(LoginUnlock, { Email: ADMIN.email, Pin: server.mail.pin(ADMIN.email) });
    const cookie = unlocked.setCookies.find((set) => set.name === 'bo_device');

    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.attributes.httponly).toBe(true);
    expect(cookie?.attributes.samesite).toBe('Lax');
    expect(cookie?.attributes.path).toBe('/api/accounting');
    expect(Number(cookie?.attributes['max-age'])).toBe(365 * 24 * 3600);
    const rows = await server.db.select().from(knownDevices);
    expect(rows.map((row) => [row.tokenHash, row.operatorId])).toEqual([[hashToken(cookie!.value), await adminId()]]);
  });

  it('of other browsers is forgotten when the password changes', async () => {
    const other = await ownersBrowser();
    const current = await signInAsAdmin(server);

    expectOk(await current.call(PasswordChange, { OldPassword: ADMIN.password, NewPassword: 'a-new-password-1' }));

    const rows = await server.db.select().from(knownDevices);
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(current.cookie('bo_device')!)]);
    expect(other.cookie('bo_device')).toBeDefined();
  });
});
