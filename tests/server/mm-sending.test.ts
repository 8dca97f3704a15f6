import { and, eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CampaignCheckCall, CampaignPause, CampaignResume, CampaignRetryFailed, CampaignStart } from '../../contract/mail-merge.ts';
import { sendingJob } from '../../server/areas/mail-merge/feeder.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { jobs } from '../../server/db/schema/jobs.ts';
import { mmCampaigns } from '../../server/db/schema/mail-merge.ts';
import { systemAlerts } from '../../server/db/schema/notifications.ts';
import type { JobKind } from '../../server/jobs/kind.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { silentLogger } from '../../server/log.ts';
import { startMailDelivery } from '../../server/mail/delivery-loop.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { expectOk } from './accounts.ts';
import { Browser } from './browser.ts';
import { testConfig, useTestServer } from './harness.ts';
import { campaignWorld, seedCampaign } from './mm-campaigns-fixtures.ts';
import { bodyOf, campaignRow, expectedSubject, handedCount, headerOf, ledger, people, registerPeople, type Person } from './mm-sending-fixtures.ts';
import { TestRelay, waitFor } from './smtp-relay.ts';

const server = useTestServer();

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A project with `count` registered people and a draft campaign to all of them at `rate`, sent
 * through an SMTP relay of this process by a job runner and a delivery loop of the server's.
 */
async function sendingWorld(count: number, rate: number, kinds: JobKind[] = [sendingJob]) {
  const relay = await TestRelay.start();
  const mailer = createMailer({ smtpUrl: relay.url, mailDir: '', mailFrom: testConfig().mailFrom }, silentLogger);
  const { app, deps } = server.appWith(mailer);
  cleanups.push(
    () => relay.close(),
    () => mailer.close(),
  );
  const world = await campaignWorld(server);
  const list = people(count);
  await registerPeople(server.db, world.scope, list, server.clock.now());
  const campaign = await seedCampaign(server, world.scope, { template: world.template, audience: { kind: 'users' } });
  await server.db.update(mmCampaigns).set({ ratePerSecond: rate }).where(eq(mmCampaigns.id, campaign));
  // A failed attempt is tried again at once: a job that fails for good does so within a second.
  const runner = startRunner(deps, kinds, { pollMs: 50, leaseMs: 10_000, retryBaseMs: 1 });
  const delivery = startMailDelivery(deps, { pollMs: 20, leaseMs: 10_000, batchSize: 20 });
  cleanups.push(
    () => delivery.stop(),
    () => runner.stop(),
  );
  // The manager's session on the app that sends through the relay.
  const browser = new Browser(app);
  browser.setCookie('bo_session', await createSession(server.db, world.managerId, server.clock.now(), { ip: '', userAgent: 'test' }));
  const call = { ...world.scope, campaign };
  const version = async () => (await campaignRow(server.db, campaign)).version;
  return { relay, browser, list, campaign, call, version };
}

const settledState = (campaign: string, state: string) => async () => (await campaignRow(server.db, campaign)).state === state;

/** Each person got exactly one mail, in their language, with both unsubscribe headers and the visible link. */
function expectOneRightMailEach(relay: TestRelay, list: readonly Person[]): void {
  for (const who of list) {
    const got = relay.to(who.email);
    expect(got, who.email).toHaveLength(1);
    const raw = got[0]!.raw;
    expect(headerOf(raw, 'Subject')).toBe(expectedSubject(who));
    const oneClick = headerOf(raw, 'List-Unsubscribe');
    expect(oneClick).toMatch(/^<http:\/\/[^>]+\/api\/mail-merge\/unsubscribe\/[0-9a-f-]{36}\.[\w-]+>$/);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = /unsubscribe\/([^>]+)>/.exec(oneClick!)![1]!;
    expect(bodyOf(raw)).toContain(`/p/aurora/prize/unsubscribe/${token}`);
  }
}

describe('a campaign sent through a real SMTP relay', () => {
  it('reaches 1,000 people once each, in their language, with List-Unsubscribe, its one-click POST and the visible link', async () => {
    const { relay, browser, list, campaign, call, version } = await sendingWorld(1_000, 1_000);

    const started = await browser.call(CampaignStart, { ...call, version: await version() });
    expectOk(started);
    expect(started.body.entity).toMatchObject({ state: 'sending', counts: { total: 1_000, queued: 1_000 } });
    await waitFor(settledState(campaign, 'done'), 'the campaign to finish', 120_000);

    expect(relay.received).toHaveLength(1_000);
    expectOneRightMailEach(relay, list);
    const rows = await ledger(server.db, campaign);
    expect(rows.every((row) => row.state === 'sent' && row.sentAt !== null && row.mailId !== null && row.possibleDuplicate === 0)).toBe(true);
    const row = await campaignRow(server.db, campaign);
    expect(row.finishedAt).not.toBeNull();
    expect(row.frozen?.subject).toEqual({ it: 'Ciao {{first_name}}', en: 'Hello {{first_name}}' });
  }, 180_000);

  it('takes the one-click POST of a mail’s List-Unsubscribe address with no session, and the next campaign leaves that person out', async () => {
    const { relay, browser, list, campaign, call, version } = await sendingWorld(5, 100);
    expectOk(await browser.call(CampaignStart, { ...call, version: await version() }));
    await waitFor(settledState(campaign, 'done'), 'the campaign to finish', 60_000);

    // What a mail provider does with the header (RFC 8058): a POST of the form body, no cookie, no Origin.
    const leaving = list[2]!;
    const address = /^<([^>]+)>$/.exec(headerOf(relay.to(leaving.email)[0]!.raw, 'List-Unsubscribe')!)![1]!;
    const answer = await server.browser().fetch(new URL(address).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);

    const next = await seedCampaign(server, { company: call.company, project: call.project }, { template: (await campaignRow(server.db, campaign)).templateId!, audience: { kind: 'users' }, name: 'Second' });
    const check = await browser.call(CampaignCheckCall, { ...call, campaign: next });
    expectOk(check);
    expect(check.body).toMatchObject({ recipients: 4, left_out: { unsubscribed: 1 } });
    expectOk(await browser.call(CampaignStart, { ...call, campaign: next, version: 1 }));
    const rows = await ledger(server.db, next);
    expect(rows.find((row) => row.email === leaving.email)).toMatchObject({ state: 'left_out', reason: 'unsubscribed', mailId: null });
    expect(rows.filter((row) => row.state === 'queued')).toHaveLength(4);
  }, 120_000);

  it('keeps the relay’s refusals of 10% as failed with its answer, and "retry the failed" sends to exactly those', async () => {
    const { relay, browser, list, campaign, call, version } = await sendingWorld(300, 1_000);
    const refused = new Set(list.filter((_, i) => i % 10 === 3).map((who) => who.email));
    relay.refuse = (_offer, to) => (to.some((address) => refused.has(address)) ? { code: 550, text: '5.1.1 Mailbox unavailable' } : undefined);

    expectOk(await browser.call(CampaignStart, { ...call, version: await version() }));
    await waitFor(settledState(campaign, 'done'), 'the first pass to finish', 120_000);
    const failed = (await ledger(server.db, campaign)).filter((row) => row.state === 'failed');
    expect(new Set(failed.map((row) => row.email))).toEqual(refused);
    expect(failed.every((row) => row.error === '550 5.1.1 Mailbox unavailable' && row.sentAt === null)).toBe(true);
    expect(relay.received).toHaveLength(300 - refused.size);

    relay.refuse = () => undefined;
    const retried = await browser.call(CampaignRetryFailed, { ...call, version: await version() });
    expectOk(retried);
    expect(retried.body).toMatchObject({ retried: refused.size, entity: { state: 'sending', counts: { failed: 0, queued: refused.size } } });
    await waitFor(settledState(campaign, 'done'), 'the retry to finish', 120_000);

    const second = relay.received.slice(300 - refused.size);
    expect(new Set(second.flatMap((mail) => mail.to))).toEqual(refused);
    expect(second).toHaveLength(refused.size);
    expectOneRightMailEach(relay, list);
    expect((await ledger(server.db, campaign)).every((row) => row.state === 'sent' && row.error === null)).toBe(true);
  }, 180_000);

  it('keeps its pace: 200 messages at 50 a second take about four seconds', async () => {
    const { relay, browser, campaign, call, version } = await sendingWorld(200, 50);

    const start = performance.now();
    expectOk(await browser.call(CampaignStart, { ...call, version: await version() }));
    await waitFor(() => relay.received.length === 200, 'every message', 60_000);
    const seconds = (performance.now() - start) / 1000;
    await waitFor(settledState(campaign, 'done'), 'the campaign to finish');

    expect(seconds).toBeGreaterThanOrEqual(3.5);
    expect(seconds).toBeLessThan(15);
  }, 90_000);

  it('stops handing rows when paused, and goes on where it stood when resumed', async () => {
    const { relay, browser, list, campaign, call, version } = await sendingWorld(120, 20);

    expectOk(await browser.call(CampaignStart, { ...call, version: await version() }));
    await waitFor(async () => (await handedCount(server.db, campaign)) >= 20, 'some rows handed');
    const paused = await browser.call(CampaignPause, { ...call, version: await version() });
    expectOk(paused);
    expect(paused.body.entity).toMatchObject({ state: 'paused', paused_reason: 'operator' });
    const handed = await handedCount(server.db, campaign);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await handedCount(server.db, campaign)).toBe(handed);
    expect(handed).toBeLessThan(120);
    // The messages already in the queue still go.
    await waitFor(() => relay.received.length === handed, 'the queued messages');

    expectOk(await browser.call(CampaignResume, { ...call, version: await version() }));
    await waitFor(settledState(campaign, 'done'), 'the campaign to finish', 60_000);
    expectOneRightMailEach(relay, list);
  }, 90_000);

  it('pauses itself when too many messages fail, raises the admins’ alert, and clears it on resume', async () => {
    const { relay, browser, list, campaign, call, version } = await sendingWorld(400, 50);
    relay.refuse = () => ({ code: 550, text: '5.7.1 Rejected' });

    expectOk(await browser.call(CampaignStart, { ...call, version: await version() }));
    await waitFor(settledState(campaign, 'paused'), 'the campaign to pause itself', 60_000);
    expect(await campaignRow(server.db, campaign)).toMatchObject({ pausedReason: 'failures' });
    const alerts = await server.db.select().from(systemAlerts).where(and(eq(systemAlerts.subject, campaign), isNull(systemAlerts.clearedAt)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'campaign_failing', details: { campaign: 'Reminder' } });
    const handed = await handedCount(server.db, campaign);
    expect(handed).toBeLessThan(400);

    // The relay is fixed; the failures are counted afresh from the resume.
    relay.refuse = () => undefined;
    server.clock.advance(1_000);
    expectOk(await browser.call(CampaignResume, { ...call, version: await version() }));
    expect(await server.db.select().from(systemAlerts).where(and(eq(systemAlerts.subject, campaign), isNull(systemAlerts.clearedAt)))).toEqual([]);
    await waitFor(settledState(campaign, 'done'), 'the campaign to finish', 60_000);
    const rows = await ledger(server.db, campaign);
    expect(rows.filter((row) => row.state === 'sent')).toHaveLength(relay.received.length);
    expect(rows.filter((row) => row.state === 'failed').length + relay.received.length).toBe(list.length);
  }, 90_000);
  it('pauses a campaign whose sending job failed for good, instead of leaving it "sending" with nobody sending', async () => {
    // The sending job with every one of its ten attempts failing.
    const failing: JobKind = { ...sendingJob, run: () => Promise.reject(new Error('the relay settings cannot be read')) };
    const world = await sendingWorld(20, 1_000, [failing]);
    expectOk(await world.browser.call(CampaignStart, { ...world.call, version: await world.version() }));
    await waitFor(settledState(world.campaign, 'paused'), 'the campaign to be paused', 30_000);
    expect(await campaignRow(server.db, world.campaign)).toMatchObject({ state: 'paused', pausedReason: 'stalled' });
    expect(world.relay.received).toHaveLength(0);
    const [job] = await server.db.select().from(jobs).where(eq(jobs.kind, sendingJob.name));
    expect(job).toMatchObject({ state: 'failed', attempts: 10 });
  }, 60_000);
});
