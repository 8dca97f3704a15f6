// A real OpenID provider (oidc-provider) on 127.0.0.1 for the single sign-on's tests, with its
// development login (any login, any password), and a driver that walks a browser through it with
// real HTTP requests, cookies and manual redirects.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says of one account, by its login. */
export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

/** The client the back office is registered as. */
export const CLIENT = { id: 'back-office', secret: 'a-client-secret-nobody-may-see-0123456789' } as const;

/** A provider running on the loopback until `close()`. */
export interface TestProvider {
  issuer: string;
  /** The accounts by login; a login not listed has a subject and nothing else. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

/** Starts a provider on 127.0.0.1 that sends browsers back to `redirectUris`. */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [{ client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...accounts.get(id) }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'], groups: ['groups'] },
    scopes: ['openid', 'email', 'profile', 'groups'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['cookie-key-of-the-test-provider'] },
    features: { devInteractions: { enabled: true } },
  });
  // The development keys and interactions say so at start: the tests know.
  provider.on('server_error', () => undefined);
  const callback = provider.callback();
  handler = (req, res) => void callback(req, res);
  return {
    issuer,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Walks a browser from the provider's authorization address through its development login (any
 * password) and consent, following redirects by hand with the provider's cookies, until the
 * provider sends it back to the back office: answers that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = { method: 'GET' };
  for (let step = 0; step < 20; step += 1) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (!next.href.startsWith(new URL(authorizationUrl).origin)) return next;
      url = next.href;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`The provider answered ${response.status} with no form: ${html.slice(0, 300)}`);
    const fields: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt };
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    init = { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('The provider never sent the browser back');
}
