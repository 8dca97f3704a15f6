import crypto from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { RecoveryStart } from '../../contract/sign-in.ts';
import { AdminOperatorInvite } from '../../contract/operators.ts';
import { loadConfig } from '../../server/config.ts';
import { serveApp } from '../../server/main.ts';
import { expectOk, signInAsAdmin } from './accounts.ts';
import { BASE_URL, Browser } from './browser.ts';
import { ADMIN, testConfig, useTestServer } from './harness.ts';

const server = useTestServer();

async function recoveryLink(browser: Browser, settle: () => Promise<void> = () => server.settle()): Promise<string> {
  expectOk(await browser.call(RecoveryStart, { Email: ADMIN.email }));
  await settle();
  const match = /^(\S+)\/app\/out\/recovery\/[A-Za-z0-9_-]+$/m.exec(server.mail.last(ADMIN.email).text);
  if (!match) throw new Error(`No recovery link in ${server.mail.last(ADMIN.email).text}`);
  return match[1]!;
}

/** POSTs JSON over a real socket with a Host header of our choosing. */
function postOverSocket(url: string, path: string, body: unknown, host: string): Promise<{ status: number; body: unknown }> {
  const target = new URL(url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname: target.hostname, port: target.port, path: `/api/${path}`, method: 'POST', headers: { host, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

describe('links in mails', () => {
  it('never come from the Host header: a request for a host that is not the server own is refused, and nothing is mailed', async () => {
    const answer = await server.browser({ base: 'http://attacker.example' }).call(RecoveryStart, { Email: ADMIN.email });
    await server.settle();

    expect(answer.status).toBe(421);
    expect(answer.error?.code).toBe('unknown_host');
    expect(server.mail.messages).toEqual([]);
  });

  it('point at the address the server was started with', async () => {
    expect(await recoveryLink(server.browser())).toBe(BASE_URL);
  });

  it('point at PUBLIC_URL when it is set, which is one of the server own addresses', async () => {
    const { app, deps } = server.appWith(server.mail, testConfig({ PUBLIC_URL: 'https://bo.example.com/' }));
    const settle = () => deps.background.settle();

    expect(await recoveryLink(new Browser(app), settle)).toBe('https://bo.example.com');
    expect(await recoveryLink(new Browser(app, { base: 'https://bo.example.com' }), settle)).toBe('https://bo.example.com');
  });

  it('behind a proxy come from PUBLIC_URL, which the server asks for at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/PUBLIC_URL must be set when TRUST_PROXY is/);
    expect(loadConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://bo.example.com' }).publicUrl).toBe('https://bo.example.com');
  });

  it('ignore X-Forwarded-Host, even from a trusted proxy', async () => {
    const { app, deps } = server.appWith(server.mail, testConfig({ TRUST_PROXY: '1', PUBLIC_URL: 'https://bo.example.com' }));
    const browser = new Browser(app, { headers: { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' } });

    expect(await recoveryLink(browser, () => deps.background.settle())).toBe('https://bo.example.com');
  });

  it('of invitations come from the server own address too', async () => {
    const admin = await signInAsAdmin(server);
    const elsewhere = server.browser({ base: 'http://attacker.example' });
    elsewhere.setCookie('bo_session', admin.cookie('bo_session')!);

    const refused = await elsewhere.call(AdminOperatorInvite, { Email: 'nina@example.com', InstallationAdmin: false });
    expectOk(await admin.call(AdminOperatorInvite, { Email: 'olga@example.com', InstallationAdmin: false }));

    expect(refused.status).toBe(421);
    expect(server.mail.to('nina@example.com')).toEqual([]);
    expect(server.mail.last('olga@example.com').text).toMatch(new RegExp(`^${BASE_URL}/app/out/invite/[A-Za-z0-9_-]+\\?lang=it$`, 'm'));
  });
});

describe('a server listening on PORT=0', () => {
  it('mails links to the port it got, answers its loopback names, and refuses any other Host', async () => {
    const running = await serveApp({ ...server.deps, config: { ...testConfig(), host: '127.0.0.1', port: 0 } });
    try {
      const port = new URL(running.url).port;
      expect(Number(port)).toBeGreaterThan(0);

      const foreign = await postOverSocket(running.url, 'accounting/recovery/start', { Email: ADMIN.email }, 'attacker.example');
      const forwardedAway = await postOverSocket(running.url, 'accounting/recovery/start', { Email: ADMIN.email }, `attacker.example:${port}`);
      const alias = await postOverSocket(running.url, 'accounting/recovery/start', { Email: ADMIN.email }, `localhost:${port}`);
      const own = await postOverSocket(running.url, 'accounting/recovery/start', { Email: ADMIN.email }, `127.0.0.1:${port}`);
      await running.deps.background.settle();

      expect(foreign.status).toBe(421);
      expect(forwardedAway.status).toBe(421);
      expect(alias.status).toBe(200);
      expect(own.status).toBe(200);
      const links = server.mail.to(ADMIN.email).map((mail) => /^(\S+)\/app\/out\/recovery\//m.exec(mail.text)?.[1]);
      expect(links).toEqual([running.url, running.url]);
      expect(running.url).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await running.stop();
    }
  });
});

describe('a request for a host that is not the server own', () => {
  it('is refused with 421 whatever it asks: the API, its description, the health check, pages and static files', async () => {
    const paths = ['/api/openapi.json', '/api/docs', `/api/img/${crypto.randomUUID()}`, '/api/media/upload', '/api/no-such-call', '/api/health'];
    const pages = ['/', '/index.html', '/app/in/home', '/app/out/login', '/p/aurora/prize/f/apply', '/assets/app-1.js', '/manifest.webmanifest', '/robots.txt', '/sw.js'];
    for (const path of [...paths, ...pages]) {
      for (const host of ['http://attacker.example', 'http://10.1.2.3:8080']) {
        const answer = await server.app.request(`${host}${path}`);
        expect(answer.status, `${host}${path}`).toBe(421);
        expect(((await answer.json()) as { error: { code: string } }).error.code, path).toBe('unknown_host');
      }
    }
    const health = await server.app.request(`${BASE_URL}/api/health`);
    expect([health.status, await health.json()]).toEqual([200, { ok: true }]);
    expect((await server.app.request(`${BASE_URL}/api/openapi.json`)).status).toBe(200);
    expect((await server.app.request(`${BASE_URL}/app/in/home`)).status).not.toBe(421);
  });

  it('over a real socket: the health check and the pages answer the address the server listens at, and 421 any other Host', async () => {
    const running = await serveApp({ ...server.deps, config: { ...testConfig(), host: '127.0.0.1', port: 0 } });
    try {
      const port = new URL(running.url).port;
      const get = (path: string, host: string) => getOverSocket(running.url, path, host);
      expect(await get('/api/health', `127.0.0.1:${port}`)).toBe(200);
      expect(await get('/api/health', `localhost:${port}`)).toBe(200);
      expect(await get('/api/health', 'attacker.example')).toBe(421);
      expect(await get('/app/out/login', 'attacker.example')).toBe(421);
      expect(await get('/app/out/login', `127.0.0.1:${port}`)).not.toBe(421);
    } finally {
      await running.stop();
    }
  });
});

/** GETs a path over a real socket with a Host header of our choosing; answers the status. */
function getOverSocket(url: string, path: string, host: string): Promise<number> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname: target.hostname, port: target.port, path, method: 'GET', headers: { host } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}
