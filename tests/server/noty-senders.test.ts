import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTY_ENDPOINTS, NOTY_LIMITS, SpfCheck, type SenderEntity } from '../../contract/notifications.ts';
import { notySenders, systemAlerts } from '../../server/db/schema/notifications.ts';
import { idempotencyKeys } from '../../server/db/schema/http.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { effectiveSender } from '../../server/mail/senders.ts';
import { recheckSendersSpf, senderSpf, withinDeadline, type SpfChecker } from '../../server/mail/senders-spf.ts';
import { DEMO_AURORA_SPF, seedDemoCompanySender, seedDemoInstallationSender } from '../../server/seed/demo-notifications.ts';
import type { SpfVerdict } from '../../contract/notifications.ts';
import { expectOk } from './accounts.ts';
import type { Browser } from './browser.ts';
import { DAY, HOUR } from './clock.ts';
import { testConfig, useTestServer } from './harness.ts';
import { recordingLogger, SECRET_KEY, SenderApp, spfConfig } from './noty-senders-support.ts';
import { person, seedCompany, seedGrant, seedOperator, seedProject } from './tenancy.ts';

const server = useTestServer();
const { installation, company, project } = NOTY_ENDPOINTS;

const AURORA = { name: 'Aurora', from_email: 'bandi@aurora.example', from_name: 'Fondazione Aurora' };

async function saved(browser: Browser, call: typeof installation.sendersSave, input: Record<string, unknown>): Promise<SenderEntity> {
  const answer = await browser.call(call, input as never);
  expectOk(answer);
  return answer.body.entity;
}

/** Company A with a project, its manager and the project's editor, and company B's manager. */
async function tenancy() {
  const companyId = await seedCompany(server, 'aurora');
  const projectId = await seedProject(server, companyId, 'premio');
  const otherId = await seedCompany(server, 'borea');
  const manager = person('marta');
  const editor = person('elio');
  const stranger = person('sara');
  await seedGrant(server, await seedOperator(server, manager), 'manager', companyId);
  await seedGrant(server, await seedOperator(server, editor), 'editor', companyId, projectId);
  await seedGrant(server, await seedOperator(server, stranger), 'manager', otherId);
  return { companyId, projectId, otherId, manager, editor, stranger };
}

describe('the senders of a level', () => {
  it('adds, lists, changes at its version, refuses a stale version with 409 and removes a sender', async () => {
    const app = new SenderApp(server);
    const admin = await app.as();

    const created = await saved(admin, installation.sendersSave, { ...AURORA, reply_to: 'info@aurora.example' });
    expect(created).toMatchObject({ ...AURORA, reply_to: 'info@aurora.example', default: false, smtp: null, spf: null, version: 1 });

    const list = await admin.call(installation.sendersList, {});
    expectOk(list);
    expect(list.body.items.map((item) => item.id)).toEqual([created.id]);
    expect(list.body.effective).toMatchObject({ id: null, source: 'environment', from_email: 'no-reply@localhost', from_name: 'Back office' });

    const changed = await saved(admin, installation.sendersSave, { ...AURORA, id: created.id, version: 1, name: 'Aurora calls', reply_to: '' });
    expect(changed).toMatchObject({ name: 'Aurora calls', reply_to: null, version: 2 });

    const stale = await admin.call(installation.sendersSave, { ...AURORA, id: created.id, version: 1, name: 'Late' });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    expect((stale.body as { current?: SenderEntity }).current).toMatchObject({ name: 'Aurora calls', version: 2 });

    expectOk(await admin.call(installation.sendersDelete, { id: created.id }));
    expect((await admin.call(installation.sendersList, {})).body.items).toEqual([]);
    expect((await admin.call(installation.sendersDelete, { id: created.id })).status).toBe(404);
  });

  it('keeps one default per level: saving another as default moves the mark', async () => {
    const admin = await new SenderApp(server).as();
    const first = await saved(admin, installation.sendersSave, { ...AURORA, default: true });
    const second = await saved(admin, installation.sendersSave, { ...AURORA, name: 'Second', from_email: 'second@aurora.example', default: true });

    const list = await admin.call(installation.sendersList, {});
    expect(list.body.items.map((item) => [item.id, item.default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(list.body.effective).toMatchObject({ id: second.id, source: 'installation', name: 'Second' });
    // A change of the first that leaves `default` out keeps it as it is.
    await saved(admin, installation.sendersSave, { ...AURORA, id: first.id, version: 2, name: 'First' });
    const rows = await server.db.select().from(notySenders).where(eq(notySenders.isDefault, true));
    expect(rows.map((row) => row.id)).toEqual([second.id]);
  });

  it(`refuses a sender beyond ${NOTY_LIMITS.senders} at one level`, async () => {
    const admin = await new SenderApp(server).as();
    const now = server.clock.now();
    await server.db.insert(notySenders).values(
      Array.from({ length: NOTY_LIMITS.senders }, (_, i) => ({
        id: crypto.randomUUID(),
        scope: 'installation',
        level: 'installation' as const,
        name: `Sender ${i}`,
        fromEmail: `s${i}@aurora.example`,
        createdAt: now,
        updatedAt: now,
      })),
    );

    const refused = await admin.call(installation.sendersSave, AURORA);

    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('too_many_senders');
    expect(refused.error?.message).toContain(String(NOTY_LIMITS.senders));
  });

  it('keeps a company’s and a project’s senders to their own people: a stranger is told they do not exist', async () => {
    const { companyId, projectId, otherId, manager, editor, stranger } = await tenancy();
    const app = new SenderApp(server);
    const marta = await app.as(manager.email);
    const elio = await app.as(editor.email);

    const ofCompany = await saved(marta, company.sendersSave, { company: companyId, ...AURORA });
    const ofProject = await saved(elio, project.sendersSave, { company: companyId, project: projectId, ...AURORA, name: 'Premio' });
    expect((await marta.call(project.sendersList, { company: companyId, project: projectId })).body.items.map((s) => s.id)).toEqual([ofProject.id]);
    expect((await marta.call(company.sendersList, { company: companyId })).body.items.map((s) => s.id)).toEqual([ofCompany.id]);

    const sara = await app.as(stranger.email);
    expect((await sara.call(company.sendersList, { company: companyId })).status).toBe(404);
    // A sender of company A named through company B's own path is not found there.
    expect((await sara.call(company.sendersDelete, { company: otherId, id: ofCompany.id } as never)).status).toBe(404);
    // Nor a company's sender through its project's path.
    expect((await elio.call(project.sendersDelete, { company: companyId, project: projectId, id: ofCompany.id } as never)).status).toBe(404);
    expect(await server.db.select().from(notySenders)).toHaveLength(2);
  });
});

describe('the sender in effect', () => {
  it('is, for a project’s mail, the project’s default, else its company’s, else the installation’s, else MAIL_FROM', async () => {
    const { companyId, projectId, manager } = await tenancy();
    const app = new SenderApp(server);
    const admin = await app.as();
    const marta = await app.as(manager.email);
    const config = testConfig();
    const place = { projectId };

    const ofInstallation = await saved(admin, installation.sendersSave, { name: 'Back office', from_email: 'no-reply@bo.example', from_name: 'Back office', default: true });
    const ofCompany = await saved(marta, company.sendersSave, { company: companyId, ...AURORA, default: true, reply_to: 'info@aurora.example' });
    const ofProject = await saved(marta, project.sendersSave, { company: companyId, project: projectId, name: 'Premio', from_email: 'premio@aurora.example', from_name: 'Premio "Aurora"', default: true });

    expect(await effectiveSender(server.db, config, place)).toEqual({ id: ofProject.id, source: 'project', from: '"Premio \\"Aurora\\"" <premio@aurora.example>', replyTo: null });
    const atProject = await marta.call(project.sendersList, { company: companyId, project: projectId });
    expect(atProject.body.effective).toMatchObject({ id: ofProject.id, source: 'project' });

    expectOk(await marta.call(project.sendersDelete, { company: companyId, project: projectId, id: ofProject.id }));
    expect(await effectiveSender(server.db, config, place)).toEqual({ id: ofCompany.id, source: 'company', from: '"Fondazione Aurora" <bandi@aurora.example>', replyTo: 'info@aurora.example' });
    expect((await marta.call(project.sendersList, { company: companyId, project: projectId })).body.effective).toMatchObject({ id: ofCompany.id, source: 'company' });

    // A sender that is not the default is not in effect.
    await saved(marta, company.sendersSave, { company: companyId, ...AURORA, id: ofCompany.id, version: 1, default: false });
    expect(await effectiveSender(server.db, config, place)).toMatchObject({ id: ofInstallation.id, source: 'installation', from: '"Back office" <no-reply@bo.example>' });

    expectOk(await admin.call(installation.sendersDelete, { id: ofInstallation.id }));
    expect(await effectiveSender(server.db, config, place)).toEqual({ id: null, source: 'environment', from: config.mailFrom, replyTo: null });
  });

  it('is, for the operators’ own mails, the installation’s default whatever the companies have, else MAIL_FROM', async () => {
    const { companyId, manager } = await tenancy();
    const app = new SenderApp(server);
    const marta = await app.as(manager.email);
    await saved(marta, company.sendersSave, { company: companyId, ...AURORA, default: true });
    expect(await effectiveSender(server.db, testConfig(), {})).toMatchObject({ id: null, source: 'environment' });

    const ofInstallation = await saved(await app.as(), installation.sendersSave, { name: 'Ops', from_email: 'ops@bo.example', from_name: '', default: true });
    expect(await effectiveSender(server.db, testConfig(), {})).toEqual({ id: ofInstallation.id, source: 'installation', from: 'ops@bo.example', replyTo: null });
  });
});

const PASSWORD = 'relay-Pa55word-that-must-stay-secret';
const RELAY = { host: 'smtp.aurora.example', port: 587, secure: 'starttls', user: 'bandi' } as const;

describe('the relay’s password', () => {
  it('is kept sealed and never appears in an answer, the log, the operations’ log or the idempotency store', async () => {
    const logger = recordingLogger();
    const app = new SenderApp(server, { config: testConfig({ SECRET_KEY }), logger });
    const admin = await app.as();
    const key = { 'Idempotency-Key': crypto.randomUUID() };

    const created = await admin.call(installation.sendersSave, { ...AURORA, smtp: { ...RELAY, password: PASSWORD } }, key);
    expectOk(created);
    expect(created.body.entity.smtp).toEqual({ ...RELAY, has_password: true });
    const id = created.body.entity.id;

    // Left out, the password stays; a refused save (stale) with a password leaves no trace of it either.
    const kept = await saved(admin, installation.sendersSave, { ...AURORA, id, version: 1, smtp: RELAY });
    expect(kept.smtp?.has_password).toBe(true);
    const stale = await admin.call(installation.sendersSave, { ...AURORA, id, version: 1, smtp: { ...RELAY, password: PASSWORD } });
    expect(stale.status).toBe(409);
    const listed = await admin.call(installation.sendersList, {});
    const tested = await admin.call(installation.sendersTest, { id });

    const [row] = await server.db.select().from(notySenders).where(eq(notySenders.id, id));
    expect(row?.smtpPasswordSealed).toMatch(/^v1\./);
    const stored = JSON.stringify([
      await server.db.select().from(notySenders),
      await server.db.select().from(operationsLog),
      await server.db.select().from(idempotencyKeys),
      await server.db.select().from(mailQueue),
    ]);
    const answers = JSON.stringify([created.body, kept, stale.body, listed.body, tested.body]);
    for (const text of [stored, answers, logger.lines.join('\n')]) expect(text).not.toContain(PASSWORD);
    expect(await server.db.select().from(idempotencyKeys)).toEqual([]);

    // An empty password removes it.
    const removed = await saved(admin, installation.sendersSave, { ...AURORA, id, version: 2, smtp: { ...RELAY, password: '' } });
    expect(removed.smtp?.has_password).toBe(false);
    const [after] = await server.db.select().from(notySenders).where(eq(notySenders.id, id));
    expect(after?.smtpPasswordSealed).toBeNull();
  });

  it('is refused without SECRET_KEY, on its field, in the operator’s language', async () => {
    const admin = await new SenderApp(server).as();

    const refused = await admin.call(installation.sendersSave, { ...AURORA, smtp: { ...RELAY, password: PASSWORD } }, { 'Accept-Language': 'it' });

    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe('smtp_password_needs_key');
    expect(refused.error?.fields?.['smtp.password']).toContain('SECRET_KEY');
    expect(await server.db.select().from(notySenders)).toEqual([]);
    const logged = JSON.stringify(await server.db.select().from(operationsLog));
    expect(logged).toContain('smtp_password_needs_key');
    expect(logged).not.toContain(PASSWORD);
    // A relay without a password needs no key.
    expect((await saved(admin, installation.sendersSave, { ...AURORA, smtp: RELAY })).smtp).toEqual({ ...RELAY, has_password: false });
  });
});

describe('the operations’ log', () => {
  it('names the sender added, changed, tried and removed', async () => {
    const admin = await new SenderApp(server).as();
    const created = await saved(admin, installation.sendersSave, AURORA);
    await saved(admin, installation.sendersSave, { ...AURORA, id: created.id, version: 1, name: 'Aurora 2' });
    expectOk(await admin.call(installation.sendersTest, { id: created.id }));
    expectOk(await admin.call(installation.sendersDelete, { id: created.id }));

    const rows = await server.db.select().from(operationsLog).where(eq(operationsLog.target, `sender:${created.id}`)).orderBy(operationsLog.id);
    expect(rows.map((row) => [row.endpoint, row.summary.name, row.summary.created ?? row.summary.sent ?? null])).toEqual([
      [installation.sendersSave.path, 'Aurora', true],
      [installation.sendersSave.path, 'Aurora 2', false],
      [installation.sendersTest.path, 'Aurora 2', true],
      [installation.sendersDelete.path, 'Aurora 2', null],
    ]);
    expect(rows[1]?.changes).toEqual({ name: { from: 'Aurora', to: 'Aurora 2' } });
  });
});

describe('the test mail', () => {
  it('goes at once to the caller, from the sender, in the caller’s language', async () => {
    const app = new SenderApp(server);
    const admin = await app.as();
    const created = await saved(admin, installation.sendersSave, { ...AURORA, reply_to: 'info@aurora.example' });
    server.mail.clear();

    const answer = await admin.call(installation.sendersTest, { id: created.id }, { 'Accept-Language': 'it' });

    expect(answer.body).toEqual({ Success: true });
    const mail = server.mail.last('admin@example.com');
    expect(mail).toMatchObject({ from: '"Fondazione Aurora" <bandi@aurora.example>', replyTo: 'info@aurora.example', subject: 'Mail di prova da Aurora' });
    expect(mail.html).toContain('lang="it"');
    expect(await server.db.select().from(mailQueue)).toEqual([]);
  });
});

const VERDICT_OK: SpfVerdict = { has_spf: true, relay_included: true, record: 'v=spf1 include:spf.relay.example -all', proposed: null, lookups: 2 };
const VERDICT_MISSING: SpfVerdict = {
  has_spf: true,
  relay_included: false,
  record: 'v=spf1 include:_spf.other.example -all',
  proposed: 'v=spf1 include:_spf.other.example include:spf.relay.example ip4:192.0.2.10 -all',
  lookups: 3,
};
const RELAY_SPF = 'include:spf.relay.example ip4:192.0.2.10';
// Nothing listens there: every DNS question fails at once.
const NO_DNS = { DNS_SERVERS: '127.0.0.1:9' };

describe('the SPF verdict of a sender', () => {
  it('is given up after its deadline, as a DNS that does not answer, so a save never waits on a slow DNS', async () => {
    const silent: SpfChecker = () => new Promise<SpfVerdict>(() => undefined);
    const started = Date.now();
    await expect(withinDeadline(silent, 50)('aurora.example', RELAY_SPF)).rejects.toThrow(/within 50 ms/);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(withinDeadline(async () => VERDICT_OK, 50)('aurora.example', RELAY_SPF)).resolves.toEqual(VERDICT_OK);
    const stored = await senderSpf(withinDeadline(silent, 50), RELAY_SPF, 'bandi@aurora.example', VERDICT_OK, server.clock.now());
    expect(stored.spf).toEqual({ ...VERDICT_OK, error: 'dns_unreachable' });
  });

  it('is null when no relay is named, and a DNS that does not answer keeps the previous verdict’s fields', async () => {
    const admin = await new SenderApp(server).as();
    const created = await saved(admin, installation.sendersSave, AURORA);
    expect(created.spf).toBeNull();
    await server.db.update(notySenders).set({ spf: VERDICT_OK, spfCheckedAt: server.clock.now() }).where(eq(notySenders.id, created.id));

    const withRelay = await new SenderApp(server, { config: spfConfig(NO_DNS, RELAY_SPF) }).as();
    server.clock.advance(HOUR);
    const resaved = await saved(withRelay, installation.sendersSave, { ...AURORA, id: created.id, version: 1 });

    expect(resaved.spf).toEqual({ ...VERDICT_OK, error: 'dns_unreachable', checked_at: server.clock.now().toISOString() });

    // Another domain has no previous verdict to keep.
    const moved = await saved(withRelay, installation.sendersSave, { ...AURORA, id: created.id, version: 2, from_email: 'bandi@borea.example' });
    expect(moved.spf).toMatchObject({ has_spf: false, relay_included: false, record: null, error: 'dns_unreachable' });
  });

  it('is read again daily, raising one alert when the domain stops authorising the relay and clearing it when it does again', async () => {
    const app = new SenderApp(server, { config: spfConfig(NO_DNS, RELAY_SPF) });
    const admin = await app.as();
    const created = await saved(admin, installation.sendersSave, AURORA);
    await server.db.update(notySenders).set({ spf: VERDICT_OK, spfCheckedAt: server.clock.now() }).where(eq(notySenders.id, created.id));
    let answer = VERDICT_MISSING;
    const asked: string[] = [];
    const check: SpfChecker = async (domain, relay) => {
      asked.push(`${domain} ${relay}`);
      return answer;
    };

    server.clock.advance(HOUR);
    expect(await recheckSendersSpf(app.deps, check)).toBe(0);
    server.clock.advance(DAY);
    expect(await recheckSendersSpf(app.deps, check)).toBe(1);
    expect(asked).toEqual([`aurora.example ${RELAY_SPF}`]);
    // A fresh session: a day has gone by.
    const listed = await (await app.as()).call(installation.sendersList, {});
    expectOk(listed);
    expect(listed.body.items[0]?.spf).toEqual({ ...VERDICT_MISSING, checked_at: server.clock.now().toISOString() });
    const alerts = await server.db.select().from(systemAlerts);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'sender_spf', subject: created.id, clearedAt: null, details: { domain: 'aurora.example', proposed: VERDICT_MISSING.proposed } });

    // Still missing the next day: the same incident, not a second alert.
    server.clock.advance(DAY + HOUR);
    expect(await recheckSendersSpf(app.deps, check)).toBe(1);
    expect(await server.db.select().from(systemAlerts)).toHaveLength(1);

    answer = VERDICT_OK;
    server.clock.advance(DAY + HOUR);
    await recheckSendersSpf(app.deps, check);
    const [cleared] = await server.db.select().from(systemAlerts);
    expect(cleared?.clearedAt).toEqual(server.clock.now());
    // The server's check did not move the sender's version: nobody's edit conflicts with the server's check.
    expect((await (await app.as()).call(installation.sendersList, {})).body.items[0]?.version).toBe(1);
  });

  it('checks a sender with its own relay for that relay’s host', async () => {
    const app = new SenderApp(server, { config: testConfig() });
    const admin = await app.as();
    await saved(admin, installation.sendersSave, { ...AURORA, smtp: { host: 'smtp.aurora.example', port: 25, secure: 'plain', user: '' } });
    await saved(admin, installation.sendersSave, { ...AURORA, name: 'By address', smtp: { host: '[192.0.2.25]', port: 25, secure: 'plain', user: '' } });
    const asked: string[] = [];
    server.clock.advance(DAY + HOUR);
    await recheckSendersSpf(app.deps, async (_domain, relay) => {
      asked.push(relay);
      return VERDICT_OK;
    });
    expect(asked.sort()).toEqual(['a:smtp.aurora.example', 'ip4:192.0.2.25']);
  });
});

describe('noty/spf/check', () => {
  it('answers a verdict and holds an operator to 30 checks a minute', async () => {
    const admin = await new SenderApp(server, { config: spfConfig(NO_DNS, RELAY_SPF) }).as();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await admin.call(SpfCheck, { domain: 'aurora.example' })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    server.clock.advance(HOUR);
    const again = await admin.call(SpfCheck, { domain: 'Aurora.Example' });
    expectOk(again);
    expect(again.body).toMatchObject({ relay_included: false });
  });
});

describe('the demo’s senders', () => {
  it('are the installation’s "Back office" and Fondazione Aurora’s own, with its SPF verdict, stored once', async () => {
    const companyId = await seedCompany(server, 'aurora');
    const projectId = await seedProject(server, companyId, 'premio');
    const now = server.clock.now();
    expect((await seedDemoInstallationSender(server.db, now)) + (await seedDemoCompanySender(server.db, companyId, now))).toBe(2);
    expect((await seedDemoInstallationSender(server.db, now)) + (await seedDemoCompanySender(server.db, companyId, now))).toBe(0);

    expect(await effectiveSender(server.db, testConfig(), { projectId })).toMatchObject({ source: 'company', from: '"Fondazione Aurora" <bandi@fondazione-aurora.example>' });
    expect(await effectiveSender(server.db, testConfig(), {})).toMatchObject({ source: 'installation', from: '"Back office" <no-reply@example.com>' });
    const listed = await (await new SenderApp(server).as()).call(company.sendersList, { company: companyId });
    expect(listed.body.items[0]?.spf).toEqual({ ...DEMO_AURORA_SPF, checked_at: now.toISOString() });
    expect(DEMO_AURORA_SPF.proposed).toBe('v=spf1 include:_spf.fondazione-aurora.example include:spf.relay.example ip4:192.0.2.10 ~all');
  });
});
