import { describe, expect, it } from 'vitest';
import { CodeCheck, CodeSend } from '../../contract/public.ts';
import type { Answer, Browser } from './browser.ts';
import { HOUR, MINUTE } from './clock.ts';
import { useTestServer } from './harness.ts';
import { codeOf, expectError, publicWorld, SITE } from './public-fixtures.ts';

const server = useTestServer();
const VICTIM = 'victim@example.org';

const send = (browser: Browser, email = VICTIM) => browser.call(CodeSend, { ...SITE, email, lang: 'en' });
const check = (browser: Browser, code: string, email = VICTIM) => browser.call(CodeCheck, { ...SITE, email, code });
const stranger = (n: number) => server.browser({ sameOrigin: true, ip: `198.51.100.${n}` });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

function expectLimited(answer: Answer, windowSeconds: number): void {
  expectError(answer, 429, 'rate_limited');
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('the codes mailed to one address on the public side', () => {
  it('are limited per address, whatever client addresses ask: four clients cannot flood a mailbox', async () => {
    await publicWorld(server);
    const statuses: number[] = [];
    for (let client = 1; client <= 4; client += 1) {
      for (let i = 0; i < 5; i += 1) statuses.push((await send(stranger(client))).status);
    }
    await server.settle();

    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).not.toContain(200);
    expect(server.mail.to(VICTIM)).toHaveLength(3);
    expectLimited(await send(stranger(9)), 10 * 60);
    // Another address is not held by the flood of this one.
    expect((await send(stranger(9), 'someone-else@example.org')).status).toBe(200);
  });

  it('lets the owner ask for a new code after a short wait once strangers stop', async () => {
    await publicWorld(server);
    for (let client = 1; client <= 4; client += 1) await send(stranger(client));
    const owner = server.browser({ sameOrigin: true, ip: '203.0.113.7' });
    expectError(await send(owner), 429, 'rate_limited');

    server.clock.advance(10 * MINUTE);
    expect((await send(owner)).status).toBe(200);
    await server.settle();
    expect((await check(owner, codeOf(server, VICTIM))).status).toBe(200);
  });
});

describe('the wrong codes typed for one address', () => {
  // Strangers on many client addresses, each asking its own code and guessing, within the codes' own limit.
  async function guessFromEverywhere(codes: number): Promise<string[]> {
    const outcomes: string[] = [];
    for (let n = 0; n < codes; n += 1) {
      if (n > 0 && n % 3 === 0) server.clock.advance(10 * MINUTE);
      const browser = stranger(20 + n);
      expect((await send(browser)).status).toBe(200);
      await server.settle();
      const wrong = wrongFor(codeOf(server, VICTIM));
      for (let i = 0; i < 5; i += 1) outcomes.push((await check(browser, wrong)).error?.code ?? 'ok');
    }
    return outcomes;
  }

  it('are bounded per address and hour, whatever client addresses guess: past ten, a wrong code ends the code it was typed for', async () => {
    await publicWorld(server);
    const outcomes = await guessFromEverywhere(2);
    expect(outcomes).toEqual([...Array(4).fill('invalid_code'), 'code_expired', ...Array(4).fill('invalid_code'), 'code_expired']);

    // The eleventh wrong code within the hour: the code it was typed for is over, the right one no longer opens it.
    server.clock.advance(10 * MINUTE);
    const late = stranger(99);
    expect((await send(late)).status).toBe(200);
    await server.settle();
    const code = codeOf(server, VICTIM);
    expectError(await check(late, wrongFor(code)), 401, 'code_expired');
    expectError(await check(late, code), 401, 'code_expired');
  });

  it('never hold the owner, whose own code opens at the first try once strangers spent the budget, which comes back after the hour', async () => {
    await publicWorld(server);
    await guessFromEverywhere(3);

    server.clock.advance(10 * MINUTE);
    const owner = server.browser({ sameOrigin: true, ip: '203.0.113.7' });
    expect((await send(owner)).status).toBe(200);
    await server.settle();
    expect((await check(owner, codeOf(server, VICTIM))).status).toBe(200);

    server.clock.advance(HOUR);
    const browser = stranger(99);
    expect((await send(browser)).status).toBe(200);
    await server.settle();
    expectError(await check(browser, wrongFor(codeOf(server, VICTIM))), 401, 'invalid_code');
  });
});

describe('clients on IPv6', () => {
  it('count per /64 for the codes a client asks: changing the last 64 bits gets no new budget', async () => {
    await publicWorld(server);
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i += 1) {
      const browser = server.browser({ sameOrigin: true, ip: `2001:db8:1:2::${i.toString(16)}` });
      statuses.push((await send(browser, `person${i}@example.org`)).status);
    }

    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
    const elsewhere = server.browser({ sameOrigin: true, ip: '2001:db8:1:3::1' });
    expect((await send(elsewhere, 'person-elsewhere@example.org')).status).toBe(200);
  });
});
