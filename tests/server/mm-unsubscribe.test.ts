import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UnsubscribeGet, UnsubscribeSave } from '../../contract/mail-merge.ts';
import { mmCampaigns, mmRecipients, mmUnsubscribes } from '../../server/db/schema/mail-merge.ts';
import {
  emailHash,
  readUnsubscribeToken,
  unsubscribedAmong,
  unsubscribeKey,
  unsubscribeLinks,
  unsubscribeToken,
} from '../../server/areas/mail-merge/unsubscribe.ts';
import { UNSUBSCRIBE_RATE_LIMIT } from '../../server/areas/mail-merge/unsubscribe-routes.ts';
import { expectOk } from './accounts.ts';
import { formsWorld } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';
import { expectError } from './public-fixtures.ts';
import { seedCompany, seedProject } from './tenancy.ts';

const server = useTestServer();
const SITE = { company: 'aurora', project: 'prize' };

async function seedRecipient(company: string, project: string, email: string): Promise<{ campaign: string; recipient: string }> {
  const now = server.clock.now();
  const campaign = crypto.randomUUID();
  await server.db.insert(mmCampaigns).values({ id: campaign, companyId: company, projectId: project, name: 'News', audience: { kind: 'users' }, ratePerSecond: 10, state: 'done', createdAt: now, updatedAt: now });
  const recipient = crypto.randomUUID();
  await server.db.insert(mmRecipients).values({ id: recipient, campaignId: campaign, email, userId: null, lang: 'en', position: 0, state: 'sent', updatedAt: now });
  return { campaign, recipient };
}

async function world() {
  const w = await formsWorld(server);
  const { campaign, recipient } = await seedRecipient(w.company, w.project, 'jane.doe@example.org');
  const key = await unsubscribeKey(server.deps);
  return { ...w, campaign, recipient, key, token: unsubscribeToken(key, recipient) };
}

const oneClick = (token: string, body = 'List-Unsubscribe=One-Click', headers: Record<string, string> = {}) =>
  server.browser().fetch(`/api/mail-merge/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

describe('the unsubscribe token', () => {
  it('names its recipient, and any change to it reads as forged', async () => {
    const key = crypto.randomBytes(32);
    const id = crypto.randomUUID();
    const token = unsubscribeToken(key, id);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(key, token)).toBe(id);
    expect(readUnsubscribeToken(crypto.randomBytes(32), token)).toBeNull();
    const [named, mac] = token.split('.') as [string, string];
    expect(readUnsubscribeToken(key, `${crypto.randomUUID()}.${mac}`)).toBeNull();
    expect(readUnsubscribeToken(key, `${named}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const bad of ['', '.', named, `${named}.`, `${named}.${mac}.x`, `x.${mac}`, `${named.toUpperCase()}.${mac}`]) expect(readUnsubscribeToken(key, bad), bad).toBeNull();
    expect(unsubscribeLinks('https://bo.example.com', { company: 'aurora', project: 'prize' }, token)).toEqual({
      page: `https://bo.example.com/p/aurora/prize/unsubscribe/${token}`,
      oneClick: `https://bo.example.com/api/mail-merge/unsubscribe/${token}`,
    });
  });
});

describe('the unsubscribe page’s calls', () => {
  it('show the project and the address partly hidden, unsubscribe once and subscribe again, with no sign-in', async () => {
    const w = await world();
    const visitor = server.browser({ sameOrigin: true });
    const status = await visitor.call(UnsubscribeGet, { ...SITE, token: w.token });
    expectOk(status);
    expect(status.body).toEqual({ project: 'Project prize', email: 'j***@example.org', unsubscribed: false });
    const saved = await visitor.call(UnsubscribeSave, { ...SITE, token: w.token, unsubscribed: true });
    expectOk(saved);
    expect(saved.body.unsubscribed).toBe(true);
    expectOk(await visitor.call(UnsubscribeSave, { ...SITE, token: w.token, unsubscribed: true }));
    const rows = await server.db.select().from(mmUnsubscribes);
    expect(rows).toEqual([{ projectId: w.project, emailHash: emailHash(w.key, 'Jane.Doe@example.org'), campaignId: w.campaign, createdAt: expect.any(Date) }]);
    // The table keeps no address.
    expect(JSON.stringify(rows)).not.toContain('jane');
    expect((await visitor.call(UnsubscribeGet, { ...SITE, token: w.token })).body.unsubscribed).toBe(true);
    expect(await unsubscribedAmong(server.db, w.key, w.project, ['jane.doe@example.org', 'other@example.org'])).toEqual(new Set(['jane.doe@example.org']));
    const again = await visitor.call(UnsubscribeSave, { ...SITE, token: w.token, unsubscribed: false });
    expect(again.body.unsubscribed).toBe(false);
    expect(await server.db.select().from(mmUnsubscribes)).toEqual([]);
  });

  it('answer 404 to a forged token, and to a token of another project’s campaign', async () => {
    const w = await world();
    const visitor = server.browser({ sameOrigin: true });
    const [id, mac] = w.token.split('.') as [string, string];
    for (const token of [`${crypto.randomUUID()}.${mac}`, `${id}.${'A'.repeat(43)}`, 'nonsense', unsubscribeToken(crypto.randomBytes(32), w.recipient)]) {
      expectError(await visitor.call(UnsubscribeGet, { ...SITE, token }), 404, 'not_found');
      expectError(await visitor.call(UnsubscribeSave, { ...SITE, token, unsubscribed: true }), 404, 'not_found');
    }
    const otherProject = await seedProject(server, w.company, 'other');
    const elsewhere = await seedRecipient(w.company, otherProject, 'jane.doe@example.org');
    const foreign = unsubscribeToken(w.key, elsewhere.recipient);
    expectError(await visitor.call(UnsubscribeGet, { ...SITE, token: foreign }), 404, 'not_found');
    expectOk(await visitor.call(UnsubscribeGet, { ...SITE, project: 'other', token: foreign }));
    const otherCompany = await seedCompany(server, 'borealis');
    await seedProject(server, otherCompany, 'prize');
    expectError(await visitor.call(UnsubscribeGet, { company: 'borealis', project: 'prize', token: w.token }), 404, 'not_found');
    expect(await server.db.select().from(mmUnsubscribes)).toEqual([]);
  });
});

describe('the one-click address (RFC 8058)', () => {
  it('unsubscribes on the exact one-click POST with no session and no Origin, once, and answers a short text', async () => {
    const w = await world();
    const answer = await oneClick(w.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(new TextDecoder().decode(answer.bytes)).toBe('Unsubscribed.');
    expect(await oneClick(w.token).then((again) => again.status)).toBe(200);
    const rows = await server.db.select().from(mmUnsubscribes).where(eq(mmUnsubscribes.projectId, w.project));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.emailHash).toBe(emailHash(w.key, 'jane.doe@example.org'));
    // A provider posting from its own origin, or as a multipart form, is as good.
    await server.db.delete(mmUnsubscribes);
    expect((await oneClick(w.token, 'List-Unsubscribe=One-Click', { origin: 'https://mail.provider.example' })).status).toBe(200);
    await server.db.delete(mmUnsubscribes);
    const boundary = 'xyz';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect((await oneClick(w.token, multipart, { 'content-type': `multipart/form-data; boundary=${boundary}` })).status).toBe(200);
    expect(await server.db.select().from(mmUnsubscribes)).toHaveLength(1);
  });

  it('refuses a forged token with 404, another body with 400, a GET, and another host', async () => {
    const w = await world();
    const [id, mac] = w.token.split('.') as [string, string];
    expectError(await oneClick(`${crypto.randomUUID()}.${mac}`), 404, 'not_found');
    expectError(await oneClick(`${id}.${'A'.repeat(43)}`), 404, 'not_found');
    expectError(await oneClick('x'.repeat(5000)), 404, 'not_found');
    expectError(await oneClick(w.token, 'List-Unsubscribe=Yes'), 400, 'validation_failed');
    expectError(await oneClick(w.token, ''), 400, 'validation_failed');
    expectError(await oneClick(w.token, '{"List-Unsubscribe":"One-Click"}', { 'content-type': 'application/json' }), 415, 'unsupported_media_type');
    // Link scanners GET the address: nothing happens.
    const scanned = await server.browser().fetch(`/api/mail-merge/unsubscribe/${w.token}`);
    expect(scanned.status).toBe(404);
    const foreign = await server.browser({ base: 'http://evil.example' }).fetch(`/api/mail-merge/unsubscribe/${w.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expectError(foreign, 421, 'unknown_host');
    expect(await server.db.select().from(mmUnsubscribes)).toEqual([]);
  });

  it('is rate-limited per client address', async () => {
    const w = await world();
    const from = (ip: string) =>
      server.browser({ ip }).fetch(`/api/mail-merge/unsubscribe/${crypto.randomUUID()}.${'A'.repeat(43)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const limit = Math.ceil(UNSUBSCRIBE_RATE_LIMIT.limit * server.deps.config.rateLimitFactor);
    for (let n = 0; n < limit; n++) expect((await from('198.51.100.7')).status).toBe(404);
    const limited = await from('198.51.100.7');
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even a real token waits; another address does not.
    const real = await server.browser({ ip: '198.51.100.7' }).fetch(`/api/mail-merge/unsubscribe/${w.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(real.status).toBe(429);
    expect((await from('203.0.113.9')).status).toBe(404);
  });
});
