import { describe, expect, it } from 'vitest';
import { LoginStart, LoginUnlock, RecoveryStart } from '../../contract/accounting.ts';
import type { Answer, Browser } from './browser.ts';
import { HOUR, MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';

const server = useTestServer();

const loginStart = (browser: Browser, email: string) => browser.call(LoginStart, { Email: email, Password: 'not-the-password' });
const loginUnlock = (browser: Browser, email: string) => browser.call(LoginUnlock, { Email: email, Pin: '000000' });
const recoveryStart = (browser: Browser, email: string) => browser.call(RecoveryStart, { Email: email });

const RULES = [
  { call: 'login-start', send: loginStart, perAccount: 10, perAddress: 100, window: 15 * MINUTE },
  { call: 'login-unlock', send: loginUnlock, perAccount: 15, perAddress: 100, window: 15 * MINUTE },
  { call: 'recovery/start', send: recoveryStart, perAccount: 5, perAddress: 30, window: HOUR },
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

describe.each(RULES)('the rate limits of $call', ({ send, perAccount, perAddress, window }) => {
  it(`refuses the account's call number ${perAccount + 1} with 429 and Retry-After, from any address and in any case`, async () => {
    const seen = await statuses(perAccount, () => send(server.browser({ ip: '198.51.100.1' }), ADMIN.email));

    const over = await send(server.browser({ ip: '198.51.100.2' }), ADMIN.email.toUpperCase());

    expect(seen).not.toContain(429);
    expectLimited(over, window);
    expect((await send(server.browser({ ip: '198.51.100.2' }), 'someone-else@example.com')).status).not.toBe(429);
  });

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
    const seen = await statuses(perAccount + 1, () => send(server.browser(), ADMIN.email));
    server.clock.advance(window);

    expect(seen.at(-1)).toBe(429);
    expect((await send(server.browser(), ADMIN.email)).status).not.toBe(429);
  });
});
