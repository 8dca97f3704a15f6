// Every way a sign-in through a provider is refused ends on the result page with its reason, opens
// no session and never answers 500: a wrong state, a wrong nonce, a replayed code, a wrong issuer,
// an expired flow, a result used twice or by another browser, an unverified email for linking, a
// disabled provider, and a clock more than 30 s away from the provider's.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../server/db/schema/accounting.ts';
import { ssoFlows, ssoProviders } from '../../server/db/schema/sso.ts';
import { expectOk } from './accounts.ts';
import type { Answer, Browser } from './browser.ts';
import { SECOND } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { startTestProvider, type TestProvider } from './sso-provider.ts';
import { enableDirectly, exchange, realTime, REDIRECT_URI, saveTestProvider, ssoApp, tokenOf, walk } from './sso-support.ts';
import type { SenderApp } from './noty-senders-support.ts';

const server = useTestServer();
let provider: TestProvider;
let app: SenderApp;
let providerId: string;

beforeAll(async () => {
  provider = await startTestProvider([REDIRECT_URI]);
});
afterAll(() => provider.close());
beforeEach(async () => {
  realTime(server);
  provider.accounts.clear();
  provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: true });
  provider.accounts.set('newcomer-sub', { email: 'newcomer@example.org', email_verified: true });
  app = ssoApp(server).app;
  const entity = await saveTestProvider(await app.as(), provider, { link_verified_email: true });
  providerId = entity.id;
  await enableDirectly(server, providerId);
});

async function sessionCount(): Promise<number> {
  const [row] = await server.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

/** Expects the result to refuse with this code, a message in the reader's words and no new session. */
async function expectRefused(browser: Browser, token: string, code: string): Promise<Answer> {
  const before = await sessionCount();
  const answer = await exchange(browser, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.error?.code).toBe(code);
  expect(answer.error?.message.length).toBeGreaterThan(10);
  expect(await sessionCount()).toBe(before);
  return answer;
}

describe('refused sign-ins', () => {
  it('a wrong state: the answer belongs to no flow of this browser', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub', { alter: (back) => back.searchParams.set('state', 'forged-state-value') });
    await expectRefused(browser, done.token, 'sso_state_invalid');
  });

  it('another browser bringing the provider’s answer: the state is not its own', async () => {
    const started = app.browser();
    const start = await started.fetch(`/api/sso/${providerId}/start`);
    const { signInAtProvider } = await import('./sso-provider.ts');
    const back = await signInAtProvider(start.headers.get('location')!, 'alice-sub');
    const stranger = app.browser();
    const callback = await stranger.fetch(back.pathname + back.search);
    await expectRefused(stranger, tokenOf(callback), 'sso_state_invalid');
  });

  it('a wrong nonce: the ID token was made for another sign-in', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub', {
      before: async () => {
        await server.db.update(ssoFlows).set({ nonce: 'another-nonce-than-the-one-sent' });
      },
    });
    await expectRefused(browser, done.token, 'sso_nonce_mismatch');
  });

  it('a replayed code: the flow is used once, and the provider refuses the code a second time', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub');
    expectOk(await exchange(browser, done.token));
    // The same answer again: its flow is used.
    const replay = await browser.fetch(done.back.pathname + done.back.search);
    await expectRefused(browser, tokenOf(replay), 'sso_flow_expired');
    // Even with the flow made usable again, the provider does not take its code twice.
    await server.db.update(ssoFlows).set({ usedAt: null });
    const again = await browser.fetch(done.back.pathname + done.back.search);
    await expectRefused(browser, tokenOf(again), 'sso_code_rejected');
  });

  it('a wrong issuer in the answer (RFC 9207)', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub', { alter: (back) => back.searchParams.set('iss', 'https://attacker.example') });
    await expectRefused(browser, done.token, 'sso_issuer_mismatch');
  });

  it('an expired flow: more than 5 minutes at the provider', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub', { before: async () => server.clock.advance(5 * 60 * SECOND + SECOND) });
    await expectRefused(browser, done.token, 'sso_flow_expired');
  });

  it('a result token used twice, or by another browser', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub');
    await expectRefused(app.browser(), done.token, 'sso_result_invalid');
    expectOk(await exchange(browser, done.token));
    await expectRefused(browser, done.token, 'sso_result_invalid');
  });

  it('a result token past its 5 minutes', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub');
    server.clock.advance(5 * 60 * SECOND + SECOND);
    await expectRefused(browser, done.token, 'sso_result_invalid');
  });

  it('an email the provider does not say is verified is not linked', async () => {
    provider.accounts.set('alice-sub', { email: ADMIN.email, email_verified: false });
    const browser = app.browser();
    const done = await walk(browser, providerId, 'alice-sub');
    await expectRefused(browser, done.token, 'sso_email_unverified');
  });

  it('an unknown account when the provider creates no operators', async () => {
    const browser = app.browser();
    const done = await walk(browser, providerId, 'newcomer-sub');
    await expectRefused(browser, done.token, 'sso_no_operator');
  });

  it('a disabled provider: at the start, and when it is disabled while the browser is at the provider', async () => {
    await server.db.update(ssoProviders).set({ enabled: false }).where(eq(ssoProviders.id, providerId));
    const browser = app.browser();
    const start = await browser.fetch(`/api/sso/${providerId}/start`);
    await expectRefused(browser, tokenOf(start), 'sso_provider_disabled');

    await enableDirectly(server, providerId);
    const later = app.browser();
    const done = await walk(later, providerId, 'alice-sub', {
      before: async () => {
        await server.db.update(ssoProviders).set({ enabled: false }).where(eq(ssoProviders.id, providerId));
      },
    });
    await expectRefused(later, done.token, 'sso_provider_disabled');
  });

  it('accepts a clock 29 s away from the provider’s and refuses 31 s, either way', async () => {
    // The provider's clock stands still on a whole second (its tokens' iat are whole seconds), so the
    // difference the server measures is exactly the one set here, however long the requests take.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 1000) * 1000 });
    try {
      for (const [offset, ok] of [
        [29, true],
        [-29, true],
        [31, false],
        [-31, false],
      ] as const) {
        realTime(server);
        const browser = app.browser();
        const done = await walk(browser, providerId, 'alice-sub', { before: async () => realTime(server, offset * SECOND) });
        if (ok) expectOk(await exchange(browser, done.token));
        else await expectRefused(browser, done.token, 'sso_clock_skew');
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('an unknown provider or a malformed id is 404, never 500', async () => {
    const browser = app.browser();
    expect((await browser.fetch('/api/sso/00000000-0000-4000-8000-000000000000/start')).status).toBe(404);
    expect((await browser.fetch('/api/sso/not-an-id/start')).status).toBe(404);
    const callback = await browser.fetch('/api/sso/callback');
    await expectRefused(browser, tokenOf(callback), 'sso_state_invalid');
  });
});

describe('the start', () => {
  it('is limited to 60 a quarter hour per client address, then 429 with Retry-After, never 500', async () => {
    const browser = app.browser({ ip: '198.51.100.7' });
    for (let i = 0; i < 60; i += 1) expect((await browser.fetch(`/api/sso/${providerId}/start`)).status).toBe(302);
    const refused = await browser.fetch(`/api/sso/${providerId}/start`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.browser({ ip: '198.51.100.8' }).fetch(`/api/sso/${providerId}/start`)).status).toBe(302);
  });
});
