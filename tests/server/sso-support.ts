// What the single sign-on's tests share: an app with SECRET_KEY on the test server's database,
// a provider saved through the admin's call, and a browser walked through a whole sign-in.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SsoResult, ssoStartPath, SSO_CALLBACK_PATH } from '../../contract/sso-sign-in.ts';
import { SsoProvidersSave, type SsoProviderEntity } from '../../contract/sso.ts';
import { ssoProviders } from '../../server/db/schema/sso.ts';
import type { Logger } from '../../server/log.ts';
import { BASE_URL, type Answer, type Browser } from './browser.ts';
import { testConfig, type TestServer } from './harness.ts';
import { recordingLogger, SECRET_KEY, SenderApp } from './noty-senders-support.ts';
import { CLIENT, signInAtProvider, type TestProvider } from './sso-provider.ts';

/** The address the test server's provider sends browsers back to. */
export const REDIRECT_URI = `${BASE_URL}${SSO_CALLBACK_PATH}`;

/** An app with SECRET_KEY (which seals client secrets) and a logger that keeps its lines. */
export function ssoApp(server: TestServer, logger: Logger & { lines: string[] } = recordingLogger()): { app: SenderApp; lines: string[] } {
  return { app: new SenderApp(server, { config: testConfig({ SECRET_KEY }), logger }), lines: logger.lines };
}

/** Sets the test server's clock to the real time (the provider's), moved by `offsetMs`. */
export function realTime(server: TestServer, offsetMs = 0): void {
  server.clock.advance(Date.now() + offsetMs - server.clock.now().getTime());
}

/** Saves a provider of the test provider through the admin's call. */
export async function saveTestProvider(admin: Browser, provider: TestProvider, values: Record<string, unknown> = {}): Promise<SsoProviderEntity> {
  const answer = await admin.call(SsoProvidersSave, {
    name: 'Campus login',
    issuer: provider.issuer,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    scopes: 'openid email profile groups',
    ...values,
  } as never);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { entity: SsoProviderEntity }).entity;
}

/** Marks a provider tested and enables it, as a passing test and a save would. */
export async function enableDirectly(server: TestServer, id: string): Promise<void> {
  await server.db.update(ssoProviders).set({ enabled: true, testedAt: server.clock.now() }).where(eq(ssoProviders.id, id));
}

/** The steps of one sign-in as the browser lived them. */
export interface Walk {
  start: Answer;
  /** Where the provider sent the browser back (the back office's callback with code, state, iss). */
  back: URL;
  callback: Answer;
  /** The one-time token of the result page. */
  token: string;
}

/** Starts a sign-in (or a test) with this browser and walks it through the provider as `login`, up to the result page's address. */
export async function walk(browser: Browser, providerId: string, login: string, options: { test?: boolean; alter?: (back: URL) => void; before?: () => Promise<void> } = {}): Promise<Walk> {
  const start = await browser.fetch(ssoStartPath(providerId, options.test));
  expect(start.status, new TextDecoder().decode(start.bytes)).toBe(302);
  const back = await signInAtProvider(start.headers.get('location')!, login);
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  options.alter?.(back);
  await options.before?.();
  const callback = await browser.fetch(back.pathname + back.search);
  return { start, back, callback, token: tokenOf(callback) };
}

/** The one-time token of the result page an answer sends the browser to. */
export function tokenOf(answer: Answer): string {
  expect(answer.status).toBe(302);
  const location = answer.headers.get('location') ?? '';
  const match = /^\/app\/out\/fia-sso\/result\/([A-Za-z0-9_-]+)$/.exec(location);
  expect(match, location).not.toBeNull();
  return match![1]!;
}

/** Exchanges a result token as the result page does. */
export function exchange(browser: Browser, token: string): Promise<Answer> {
  return browser.call(SsoResult, { token });
}
