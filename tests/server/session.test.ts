import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CheckLogin, LoginStart, LoginUnlock, Logout } from '../../contract/sign-in.ts';
import { SESSION_ABSOLUTE_MS } from '../../server/auth/sessions.ts';
import { operators, sessions } from '../../server/db/schema/accounting.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import { DAY, HOUR, MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();

async function unlockAnswer(browser: Browser): Promise<Answer> {
  expectOk(await browser.call(LoginStart, { Email: ADMIN.email, Password: ADMIN.password }));
  return browser.call(LoginUnlock, { Email: ADMIN.email, Pin: server.mail.pin(ADMIN.email) });
}

function sessionCookieOf(answer: Answer, name = 'bo_session') {
  const cookie = answer.setCookies.find((set) => set.name === name);
  if (!cookie) throw new Error(`No ${name} cookie in ${JSON.stringify(answer.setCookies)}`);
  return cookie;
}

async function checkLogin(browser: Browser) {
  const answer = await browser.call(CheckLogin, {});
  expect(answer.status).toBe(200);
  return answer.body;
}

async function adminSessionCount(): Promise<number> {
  const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  return (await server.db.select().from(sessions).where(eq(sessions.operatorId, admin!.id))).length;
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, not Secure over http, holding an opaque token', async () => {
    const cookie = sessionCookieOf(await unlockAnswer(server.browser()));

    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie.attributes.httponly).toBe(true);
    expect(cookie.attributes.samesite).toBe('Lax');
    expect(cookie.attributes.path).toBe('/');
    expect(cookie.attributes.secure).toBeUndefined();
    expect(Number(cookie.attributes['max-age'])).toBe(SESSION_ABSOLUTE_MS / 1000);
  });

  it('is Secure and __Host- prefixed over https', async () => {
    const cookie = sessionCookieOf(await unlockAnswer(server.browser({ base: 'https://localhost' })), '__Host-bo_session');

    expect(cookie.attributes.secure).toBe(true);
    expect(cookie.attributes.path).toBe('/');
  });

  it('over https is read only under its __Host- name: a plain bo_session, which a sibling subdomain could plant, is no session', async () => {
    const signedIn = server.browser({ base: 'https://localhost' });
    await unlockAnswer(signedIn);
    const token = signedIn.cookie('__Host-bo_session')!;
    const planted = server.browser({ base: 'https://localhost' });
    planted.setCookie('bo_session', token);
    const overHttp = server.browser();
    overHttp.setCookie('__Host-bo_session', token);

    expect(await checkLogin(signedIn)).toEqual({ logged: true, mustchange: false });
    expect(await checkLogin(planted)).toEqual({ logged: false, mustchange: false });
    expect(await checkLogin(overHttp)).toEqual({ logged: false, mustchange: false });
  });

  it('is stored only as a hash: the database does not hold the token', async () => {
    const browser = await signInAsAdmin(server);
    const rows = await server.db.select({ id: sessions.id }).from(sessions);

    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(browser.cookie('bo_session'));
  });

  it('is rotated at login: a cookie planted before sign-in does not become a session', async () => {
    const browser = server.browser();
    browser.setCookie('bo_session', 'planted-by-someone-else');

    await unlockAnswer(browser);

    expect(browser.cookie('bo_session')).not.toBe('planted-by-someone-else');
    expect(await checkLogin(browser)).toEqual({ logged: true, mustchange: false });
  });

  it('is rotated at login: the session held before a new sign-in ends', async () => {
    const browser = await signInAsAdmin(server);
    const before = browser.cookie('bo_session')!;

    await unlockAnswer(browser);
    const holder = server.browser();
    holder.setCookie('bo_session', before);

    expect(browser.cookie('bo_session')).not.toBe(before);
    expect(await checkLogin(holder)).toEqual({ logged: false, mustchange: false });
    expect(await checkLogin(browser)).toEqual({ logged: true, mustchange: false });
    expect(await adminSessionCount()).toBe(1);
  });
});

describe('checklogin and the session lifetime', () => {
  it('answers logged false before sign-in and true after', async () => {
    const browser = server.browser();
    expect(await checkLogin(browser)).toEqual({ logged: false, mustchange: false });

    await unlockAnswer(browser);

    expect(await checkLogin(browser)).toEqual({ logged: true, mustchange: false });
  });

  it('ends a session after 24 hours without a request', async () => {
    const browser = await signInAsAdmin(server);
    server.clock.advance(24 * HOUR);

    expect(await checkLogin(browser)).toEqual({ logged: false, mustchange: false });
    expect(await adminSessionCount()).toBe(0);
  });

  it('keeps a session that is used at least once a day', async () => {
    const browser = await signInAsAdmin(server);
    for (let day = 0; day < 3; day++) {
      server.clock.advance(23 * HOUR);
      expect((await checkLogin(browser)).logged).toBe(true);
    }
  });

  it('ends a session 14 days after sign-in however busy it is', async () => {
    const browser = await signInAsAdmin(server);
    const steps = Math.ceil((14 * DAY) / (23 * HOUR));
    const seen: boolean[] = [];
    for (let i = 0; i < steps; i++) {
      server.clock.advance(23 * HOUR);
      seen.push((await checkLogin(browser)).logged);
    }

    expect(seen.slice(0, -1).every(Boolean)).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('still holds a minute before the idle expiry', async () => {
    const browser = await signInAsAdmin(server);
    server.clock.advance(24 * HOUR - MINUTE);

    expect((await checkLogin(browser)).logged).toBe(true);
  });
});

describe('logout', () => {
  it('deletes the cookie and the session row', async () => {
    const browser = await signInAsAdmin(server);
    const token = browser.cookie('bo_session')!;

    const answer = await browser.call(Logout, {});

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Success: true });
    const cleared = sessionCookieOf(answer);
    expect(cleared.value).toBe('');
    expect(Number(cleared.attributes['max-age'])).toBe(0);
    expect(browser.cookie('bo_session')).toBeUndefined();
    expect(await adminSessionCount()).toBe(0);
    const replayed = server.browser();
    replayed.setCookie('bo_session', token);
    expect((await checkLogin(replayed)).logged).toBe(false);
  });

  it('succeeds for a signed-out caller too', async () => {
    const answer = await server.browser().call(Logout, {});

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Success: true });
  });
});
