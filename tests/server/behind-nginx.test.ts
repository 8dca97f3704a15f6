// Two server processes on one PostgreSQL database behind Debian's nginx, configured with
// deploy/nginx.conf as docs/deploy.md deploys them (scripts/nginx.ts): a session works on both, the
// client address is the one nginx saw, mail links lead to PUBLIC_URL, a foreign Host is refused,
// and reads go on through the other server when one is killed.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../../e2e/fixtures/mail.ts';
import { freePort, startAppGroup, startNginx, type AppGroup, type RunningNginx } from '../../scripts/nginx.ts';
import { pinOf } from './mailbox.ts';
import { TestRelay, waitFor } from './smtp-relay.ts';
import { scratchPostgresDatabase, testEngine } from './test-database.ts';

const ADMIN = { email: 'admin@example.com', password: 'behind-nginx-password-1' };
// The client's own loopback address, other than the one nginx reaches the servers from (127.0.0.1):
// what the servers read as the client's address tells which of the two they took.
const CLIENT_ADDRESS = '127.0.0.2';

/** A client of the installation through nginx, from CLIENT_ADDRESS, keeping its cookies. */
class Client {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
    const answer = await this.request('POST', `/api/${path}`, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
    return { status: answer.status, body: answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : {} };
  }

  request(method: string, path: string, body: string | undefined, headers: Record<string, string>): Promise<{ status: number; text: string }> {
    const url = new URL(path, this.base);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, path: url.pathname, method, localAddress: CLIENT_ADDRESS, agent: false, headers: { ...(cookie ? { cookie } : {}), ...headers } },
        (response) => {
          for (const set of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = set.split(';');
            const at = pair.indexOf('=');
            this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          let text = '';
          response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.once('error', reject);
      request.end(body);
    });
  }
}

// Several server processes share one database only on PostgreSQL: PGlite is one process's directory.
describe.skipIf(testEngine() !== 'postgres')('two servers behind nginx', () => {
  let relay: TestRelay;
  let database: { url: string; drop(): Promise<void> };
  let nginx: RunningNginx;
  let group: AppGroup;
  let client: Client;

  beforeAll(async () => {
    relay = await TestRelay.start();
    database = await scratchPostgresDatabase();
    const ports = [await freePort(), await freePort()];
    nginx = await startNginx({ upstreams: ports });
    group = await startAppGroup({
      databaseUrl: database.url,
      publicUrl: nginx.url,
      ports,
      env: { SMTP_URL: relay.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '0' },
    });
    client = new Client(nginx.url);
  }, 150_000);

  afterAll(async () => {
    await group?.stop();
    await nginx?.stop();
    await relay?.close();
    await database?.drop();
  });

  it('signs in through nginx, and the session works on both servers', async () => {
    expect((await client.post('accounting/login-start', { Email: ADMIN.email, Password: ADMIN.password })).status).toBe(200);
    await waitFor(() => relay.to(ADMIN.email).length === 1, 'the PIN');
    const unlocked = await client.post('accounting/login-unlock', { Email: ADMIN.email, Pin: pinOf(decodeQuotedPrintable(relay.to(ADMIN.email)[0]!.raw)) });
    expect(unlocked.status).toBe(200);

    const before = nginx.accessLog().length;
    for (let i = 0; i < 8; i++) {
      const current = await client.post('accounting/operator/current', {});
      expect(current.status).toBe(200);
    }
    // nginx's log names the server each request went to: both took some, each with the session.
    const servedBy = new Set(
      nginx
        .accessLog()
        .slice(before)
        .map((entry) => entry.upstreams.at(-1)),
    );
    expect(servedBy).toEqual(new Set(group.servers.map((server) => `127.0.0.1:${server.port}`)));
  });

  it('reads the client address nginx saw, not the X-Forwarded-For the client wrote', async () => {
    const { body } = await client.post('accounting/sessions/list', {}, { 'x-forwarded-for': '203.0.113.7' });
    const items = body.items as Array<{ ip: string; current: boolean }>;
    expect(items.find((item) => item.current)?.ip).toBe(CLIENT_ADDRESS);
    expect(nginx.accessLog().at(-1)?.client).toBe(CLIENT_ADDRESS);
  });

  it('writes links in mails with PUBLIC_URL, nginx’s address', async () => {
    const recovery = new Client(nginx.url);
    expect((await recovery.post('accounting/recovery/start', { Email: ADMIN.email })).status).toBe(200);
    await waitFor(() => relay.to(ADMIN.email).length === 2, 'the recovery mail');
    const text = decodeQuotedPrintable(relay.to(ADMIN.email)[1]!.raw);
    expect(/(https?:\/\/\S+?)\/app\/out\/recovery\//.exec(text)?.[1]).toBe(nginx.url);
  });

  it('refuses a request for another host (421), through nginx', async () => {
    const answer = await client.request('GET', '/api/health', undefined, { host: 'evil.example' });
    expect(answer.status).toBe(421);
    expect((await client.request('GET', '/api/health', undefined, {})).status).toBe(200);
  });

  it('keeps answering reads through the other server when one is killed', async () => {
    const [killed, survivor] = group.servers;
    await killed!.kill();
    const before = nginx.accessLog().length;
    for (let i = 0; i < 10; i++) {
      const current = await client.post('accounting/operator/current', {});
      expect(current.status).toBe(200);
      expect((await client.request('GET', '/api/health', undefined, {})).status).toBe(200);
    }
    // Every answer came from the survivor; nginx tried the dead one first for the first request only.
    const entries = nginx.accessLog().slice(before);
    expect(entries.map((entry) => entry.upstreams.at(-1))).toEqual(entries.map(() => `127.0.0.1:${survivor!.port}`));
    expect(entries.filter((entry) => entry.upstreams.length > 1).length).toBeLessThanOrEqual(1);
  });
});
