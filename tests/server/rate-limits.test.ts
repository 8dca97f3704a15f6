import { describe, expect, it } from 'vitest';
import { LoginStart, LoginUnlock, RecoveryStart } from '../../contract/sign-in.ts';
import type { Answer, Browser } from './browser.ts';
import { HOUR, MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();

const loginStart = (browser: Browser, email: string) => browser.call(LoginStart, { Email: email, Password: 'not-the-password' });
const loginUnlock = (browser: Browser, email: string) => browser.call(LoginUnlock, { Email: email, Pin: '000000' });
const recoveryStart = (browser: Browser, email: string) => browser.call(RecoveryStart, { Email: email });

// The limits of browsers the account does not know; a browser that signed in to it before has its own (tests/server/lockout.test.ts).
const RULES = [
  { call: 'login-start', send: loginStart, perAccountAddress: 10, perAccount: 30, perAddress: 100, window: 15 * MINUTE },
  { call: 'login-unlock', send: loginUnlock, perAccountAddress: 15, perAccount: undefined, perAddress: 100, window: 15 * MINUTE },
  { call: 'recovery/start', send: recoveryStart, perAccountAddress: undefined, perAccount: 5, perAddress: 30, window: HOUR },
];

/** Sends `count` calls and returns their statuses. */
async function statuses(count: number, send: () => Promise<Answer>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await send()).status);
  return seen;
}

function expectLimited(answer: Answer, windowMs: number): void {
  expect(answer.status).toBe(429);
  expect(answer.error?.code).toBe('rate_limited');
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

/** The first limit an account meets from one address. */
const firstLimit = (rule: (typeof RULES)[number]) => rule.perAccountAddress ?? rule.perAccount!;

describe.each(RULES.filter((rule) => rule.perAccountAddress !== undefined))('the per-account-and-address limit of $call', (rule) => {
  const { send, window } = rule;
  const limit = rule.perAccountAddress!;

  it(`refuses the account's call number ${limit + 1} from one address with 429 and Retry-After, in any case`, async () => {
    const seen = await statuses(limit, () => send(server.browser({ ip: '198.51.100.1' }), ADMIN.email));

    const over = await send(server.browser({ ip: '198.51.100.1' }), ADMIN.email.toUpperCase());

    expect(seen).not.toContain(429);
    expectLimited(over, window);
    expect((await send(server.browser({ ip: '198.51.100.1' }), 'someone-else@example.com')).status).not.toBe(429);
    expect((await send(server.browser({ ip: '198.51.100.2' }), ADMIN.email)).status).not.toBe(429);
  });
});

describe.each(RULES.filter((rule) => rule.perAccount !== undefined))('the per-account limit of $call', (rule) => {
  const { send, window } = rule;
  const limit = rule.perAccount!;

  it(`refuses the account's call number ${limit + 1} from any address`, async () => {
    const each = Math.min(rule.perAccountAddress ?? limit, 5);
    const seen: number[] = [];
    for (let n = 0; seen.length < limit; n++) {
      const count = Math.min(each, limit - seen.length);
      seen.push(...(await statuses(count, () => send(server.browser({ ip: `198.51.100.${n + 1}` }), ADMIN.email))));
    }

    const over = await send(server.browser({ ip: '203.0.113.250' }), ADMIN.email);

    expect(seen).not.toContain(429);
    expectLimited(over, window);
    expect((await send(server.browser({ ip: '203.0.113.250' }), 'someone-else@example.com')).status).not.toBe(429);
  });
});

describe.each(RULES)('the rate limits of $call', (rule) => {
  const { send, perAddress, window } = rule;

  it(`refuses the address's call number ${perAddress + 1}, whatever the account`, async () => {
    const browser = server.browser({ ip: '203.0.113.9' });
    let n = 0;
    const seen = await statuses(perAddress, () => send(browser, `user${n++}@example.com`));

    const over = await send(browser, 'one-more@example.com');

    expect(seen).not.toContain(429);
    expectLimited(over, window);
    expect((await send(server.browser({ ip: '203.0.113.10' }), 'one-more@example.com')).status).not.toBe(429);
  });

  it('lets the account try again once the window has passed', async () => {
    const seen = await statuses(firstLimit(rule) + 1, () => send(server.browser(), ADMIN.email));
    server.clock.advance(window);

    expect(seen.at(-1)).toBe(429);
    expect((await send(server.browser(), ADMIN.email)).status).not.toBe(429);
  });
});
