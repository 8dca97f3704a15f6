import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoginStart } from '../../contract/sign-in.ts';
import { limitAddress } from '../../server/auth/rate-limit.ts';
import { loadConfig } from '../../server/config.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { Browser } from './browser.ts';
import { ADMIN, testConfig, useTestServer } from './harness.ts';

const server = useTestServer();
const PUBLIC_URL = 'https://bo.example.com';
const PROXY = '10.0.0.2';

/** A browser reaching the server through `hops` trusting proxies, which see it as `forwarded` (leftmost first). */
function behindProxies(hops: string, forwarded: string) {
  const { app } = server.appWith(server.mail, testConfig({ TRUST_PROXY: hops, PUBLIC_URL }));
  return new Browser(app, { ip: PROXY, headers: { 'x-forwarded-for': forwarded } });
}

async function loggedAddresses(): Promise<string[]> {
  return (await server.db.select().from(operationsLog).orderBy(asc(operationsLog.id))).map((row) => row.ip);
}

const wrongPassword = (browser: Browser) => browser.call(LoginStart, { Email: ADMIN.email, Password: 'not-the-password' });

describe('the client address behind proxies', () => {
  it('with one trusted proxy is the entry that proxy appended, not what the client wrote before it', async () => {
    await wrongPassword(behindProxies('1', '6.6.6.6, 198.51.100.23'));

    expect(await loggedAddresses()).toEqual(['198.51.100.23']);
  });

  it('with two trusted proxies is the entry the outer one appended', async () => {
    await wrongPassword(behindProxies('2', '6.6.6.6, 203.0.113.5, 172.16.0.9'));

    expect(await loggedAddresses()).toEqual(['203.0.113.5']);
  });

  it('with fewer entries than trusted proxies is the leftmost one', async () => {
    await wrongPassword(behindProxies('2', '203.0.113.5'));

    expect(await loggedAddresses()).toEqual(['203.0.113.5']);
  });

  it('without a trusted proxy is the socket address, whatever X-Forwarded-For says', async () => {
    const { app } = server.appWith(server.mail, testConfig());
    await wrongPassword(new Browser(app, { ip: '192.0.2.77', headers: { 'x-forwarded-for': '6.6.6.6' } }));

    expect(await loggedAddresses()).toEqual(['192.0.2.77']);
  });

  it('cannot be changed to get past the per-address limit', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 101; i++) {
      const browser = behindProxies('1', `10.${i}.0.1, 198.51.100.23`);
      seen.push((await browser.call(LoginStart, { Email: `user${i}@example.com`, Password: 'not-the-password' })).status);
    }

    expect(seen.slice(0, 100)).not.toContain(429);
    expect(seen[100]).toBe(429);
  });
});

describe('a client on IPv6', () => {
  it('counts per /64 for the per-address limits: a new address in the same /64 is the same client', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 101; i++) {
      const browser = server.browser({ ip: `2001:db8:aa:bb:${(i + 1).toString(16)}::1` });
      seen.push((await browser.call(LoginStart, { Email: `user${i}@example.com`, Password: 'not-the-password' })).status);
    }

    expect(seen.slice(0, 100)).not.toContain(429);
    expect(seen[100]).toBe(429);
    const otherNetwork = server.browser({ ip: '2001:db8:aa:bc::1' });
    expect((await otherNetwork.call(LoginStart, { Email: 'someone@example.com', Password: 'not-the-password' })).status).not.toBe(429);
  });

  it('behind a proxy counts per /64 too, and an IPv4 address written as IPv6 is that IPv4 address', async () => {
    const seen: number[] = [];
    for (let i = 0; i < 101; i++) {
      const address = i % 2 === 0 ? '198.51.100.23' : '::ffff:198.51.100.23';
      seen.push((await wrongPassword(behindProxies('1', address))).status);
    }
    expect(seen.slice(0, 10)).not.toContain(429);
    expect(seen[10]).toBe(429);
  });
});

describe('the client address as limits count it', () => {
  it.each([
    ['198.51.100.23', '198.51.100.23'],
    ['::ffff:198.51.100.23', '198.51.100.23'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0DB8:00aa:00bb::1', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, counted) => {
    expect(limitAddress(address)).toBe(counted);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['on', 1],
    ['yes', 1],
    ['false', 0],
    ['off', 0],
    ['no', 0],
  ])('%s trusts %i proxies', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value, PUBLIC_URL }).trustProxy).toBe(hops);
  });

  it('refuses anything but a count of proxies or a yes or no', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'maybe', PUBLIC_URL })).toThrow(
      'TRUST_PROXY must be the number of trusted proxies (0, 1, 2...) or one of true, false, yes, no, on, off (got "maybe")',
    );
    expect(() => loadConfig({ TRUST_PROXY: '-1', PUBLIC_URL })).toThrow(/TRUST_PROXY must be the number of trusted proxies/);
  });
});
