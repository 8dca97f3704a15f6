import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CampaignCheckCall,
  CampaignGet,
  CampaignList,
  CampaignRecipients,
  CampaignRecipientsExport,
  CampaignSave,
  CampaignTest,
  MAIL_MERGE_LIMITS,
  type CampaignEntity,
} from '../../contract/mail-merge.ts';
import { JobGet } from '../../contract/jobs.ts';
import { JOB_KINDS } from '../../server/areas/index.ts';
import { operationsLog } from '../../server/db/schema/installation.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { startRunner } from '../../server/jobs/runner.ts';
import { silentLogger } from '../../server/log.ts';
import { expectOk } from './accounts.ts';
import { parseCsv } from './export-readers.ts';
import { testConfig, useTestServer } from './harness.ts';
import { downloadJobFile, finished, waitForJob } from './jobs.ts';
import { parseMail, partText } from './mime.ts';
import { blockUser, campaignWorld, seedCampaign, seedLedger, seedSavedFilter, seedTemplate, seedUnsubscribe, doc } from './mm-campaigns-fixtures.ts';
import { SenderApp, seedSender } from './noty-senders-support.ts';
import { expectError } from './public-fixtures.ts';
import { seedRespondent, seedSubmission } from './respondents.ts';
import { TestRelay } from './smtp-relay.ts';
import { seedForm } from './forms-fixtures.ts';
import { person, seedCompany, seedOperator, seedProject } from './tenancy.ts';

const server = useTestServer();
const FAST = { pollMs: 20, leaseMs: 2_000, retryBaseMs: 10 };
const SECOND = 1_000;
const HOUR = 3_600 * SECOND;

type World = Awaited<ReturnType<typeof campaignWorld>>;

async function saved(w: World, input: Partial<Parameters<typeof w.manager.call<typeof CampaignSave>>[1]> = {}): Promise<CampaignEntity> {
  const answer = await w.manager.call(CampaignSave, { ...w.scope, name: 'Reminder', template: w.template, audience: { kind: 'users' }, ...input });
  expectOk(answer);
  return answer.body.entity;
}

/**
 * Applicants of the form: Ada (English) sent twice, Bea (Italian, no last name) once, Carl is
 * blocked, Dan unsubscribed, one applicant was erased, and Eve only has a draft.
 */
async function applicantsWorld(closesAt: Date | null = null) {
  const w = await campaignWorld(server, closesAt);
  const form = { ...w.scope, form: w.form };
  const ada = await seedRespondent(server, w.scope, { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', lang: 'en' });
  const bea = await seedRespondent(server, w.scope, { email: 'bea@example.com', firstName: 'Bea', lang: 'it' });
  const carl = await seedRespondent(server, w.scope, { email: 'carl@example.com', firstName: 'Carl', lastName: 'Linnaeus', lang: 'it' });
  const dan = await seedRespondent(server, w.scope, { email: 'dan@example.com', firstName: 'Dan', lastName: 'Brown', lang: 'en' });
  const eve = await seedRespondent(server, w.scope, { email: 'eve@example.com', firstName: 'Eve', lastName: 'Curie', lang: 'en' });
  await seedSubmission(server, form, ada, { status: 'received' });
  await seedSubmission(server, form, ada, { status: 'accepted' });
  await seedSubmission(server, form, bea, { status: 'received' });
  await seedSubmission(server, form, carl, { status: 'received' });
  await seedSubmission(server, form, dan, { status: 'received' });
  await seedSubmission(server, form, null, { status: 'received' });
  await seedSubmission(server, form, eve, { status: 'draft' });
  await blockUser(server, carl);
  await seedUnsubscribe(server, w.project, 'dan@example.com');
  return w;
}

describe("a project's campaigns", () => {
  it('are created as drafts at the default pace, saved at their version, listed newest first and read one by one', async () => {
    const w = await campaignWorld(server);
    const first = await saved(w, { name: 'Shortlist' });
    expect(first).toMatchObject({
      name: 'Shortlist',
      template: w.template,
      template_name: 'Reminder',
      audience: { kind: 'users' },
      rate_per_second: 100,
      cap_per_hour: null,
      send_at: null,
      state: 'draft',
      paused_reason: null,
      counts: { total: 0, queued: 0, sent: 0, failed: 0, left_out: 0 },
      possible_duplicates: 0,
      version: 1,
    });
    server.clock.advance(SECOND);
    const second = await saved(w, { name: 'Results', rate_per_second: 5, cap_per_hour: 1000, send_at: '2030-02-01T10:00:00.000Z' });
    expect(second).toMatchObject({ rate_per_second: 5, cap_per_hour: 1000, send_at: '2030-02-01T10:00:00.000Z' });

    const changed = await saved(w, { id: first.id, version: 1, name: 'Shortlist out', audience: { kind: 'submissions', form: w.form, status: ['draft'] } });
    expect(changed).toMatchObject({ name: 'Shortlist out', version: 2, audience: { kind: 'submissions', form: w.form, status: ['draft'] }, rate_per_second: 100 });

    const list = await w.manager.call(CampaignList, w.scope);
    expectOk(list);
    expect(list.body.items.map((item) => item.name)).toEqual(['Results', 'Shortlist out']);
    const got = await w.manager.call(CampaignGet, { ...w.scope, campaign: first.id });
    expectOk(got);
    expect(got.body.entity).toEqual(changed);
  });

  it('refuse a stale version with the current campaign, and any change once sending started', async () => {
    const w = await campaignWorld(server);
    const campaign = await saved(w);
    await saved(w, { id: campaign.id, version: 1, name: 'Second' });
    const stale = await w.manager.call(CampaignSave, { ...w.scope, id: campaign.id, version: 1, name: 'Third', template: w.template, audience: { kind: 'users' } });
    expectError(stale, 409, 'conflict');
    expect((stale.body as { current?: CampaignEntity }).current).toMatchObject({ name: 'Second', version: 2 });

    const sending = await seedCampaign(server, w.scope, { template: w.template, audience: { kind: 'users' }, state: 'sending' });
    const refused = await w.manager.call(CampaignSave, { ...w.scope, id: sending, name: 'Late', template: w.template, audience: { kind: 'users' } });
    expectError(refused, 409, 'campaign_not_editable');
  });

  it('are at most MAIL_MERGE_LIMITS.campaigns per project', async () => {
    const w = await campaignWorld(server);
    for (let n = 0; n < MAIL_MERGE_LIMITS.campaigns; n += 1) await seedCampaign(server, w.scope, { template: w.template, audience: { kind: 'users' }, name: `C${n}` });
    const refused = await w.manager.call(CampaignSave, { ...w.scope, name: 'One more', template: w.template, audience: { kind: 'users' } });
    expectError(refused, 409, 'campaign_limit_reached');
  });

  it("refuse another project's template, form or saved filter, and another operator's unshared filter, each on its field", async () => {
    const w = await campaignWorld(server);
    const other = await seedProject(server, w.company, 'other');
    const foreignTemplate = await seedTemplate(server, { company: w.company, project: other }, { subject: { it: 'x' }, body: { it: doc('x') } });
    const foreignForm = await seedForm(server, w.company, other, 'apply');
    const base = { ...w.scope, name: 'Reminder', template: w.template };
    const field = async (input: Parameters<typeof w.manager.call<typeof CampaignSave>>[1], name: string) => {
      const answer = await w.manager.call(CampaignSave, input);
      expectError(answer, 400, 'validation_failed');
      expect(Object.keys(answer.error?.fields ?? {})).toEqual([name]);
    };
    await field({ ...base, template: foreignTemplate, audience: { kind: 'users' } }, 'template');
    await field({ ...base, audience: { kind: 'submissions', form: foreignForm } }, 'audience.form');
    const foreignFilter = await seedSavedFilter(server, foreignForm, w.managerId, {}, true);
    await field({ ...base, audience: { kind: 'submissions', form: w.form, filter: foreignFilter } }, 'audience.filter');
    const colleague = await seedOperator(server, person('luca'));
    const private_ = await seedSavedFilter(server, w.form, colleague, { status: ['accepted'] });
    await field({ ...base, audience: { kind: 'submissions', form: w.form, filter: private_ } }, 'audience.filter');
    const shared = await seedSavedFilter(server, w.form, colleague, { status: ['accepted'] }, true);
    expect(await saved(w, { audience: { kind: 'submissions', form: w.form, filter: shared } })).toMatchObject({ audience: { filter: shared } });
    // Another company's project is not found at all.
    const stranger = await seedCompany(server, 'stranger');
    const theirs = await seedProject(server, stranger, 'theirs');
    expectError(await w.manager.call(CampaignSave, { company: stranger, project: theirs, name: 'x', template: w.template, audience: { kind: 'users' } }), 404, 'not_found');
  });
});

describe("a campaign's check", () => {
  it('counts the recipients by language, those left out and why, the empty tags and the size, and warns when the finish falls after the form closes', async () => {
    const now = server.clock.now();
    const w = await applicantsWorld(new Date(now.getTime() + HOUR));
    // One a second, one an hour: the second recipient waits an hour, past the form's closing.
    const slow = await saved(w, { audience: { kind: 'submissions', form: w.form }, rate_per_second: 1, cap_per_hour: 1 });
    const check = await w.manager.call(CampaignCheckCall, { ...w.scope, campaign: slow.id });
    expectOk(check);
    expect(check.body).toMatchObject({
      recipients: 2,
      by_language: { en: 1, it: 1 },
      left_out: { unsubscribed: 1, erased: 1, blocked: 1, duplicate: 1 },
      empty_tags: [{ tag: 'last_name', count: 1 }],
      finish_estimate: {
        seconds: 3_601,
        at: new Date(now.getTime() + 3_601 * SECOND).toISOString(),
        closes_at: new Date(now.getTime() + HOUR).toISOString(),
        after_close: true,
      },
    });
    expect(check.body.size.average).toBeGreaterThan(100);
    expect(check.body.size.largest).toBeGreaterThanOrEqual(check.body.size.average);
    expect(check.body.took_ms).toBeGreaterThanOrEqual(0);

    // At the default pace both go in a second, well before the form closes.
    const fast = await saved(w, { id: slow.id, version: slow.version, audience: { kind: 'submissions', form: w.form }, cap_per_hour: null, rate_per_second: 100 });
    const quick = await w.manager.call(CampaignCheckCall, { ...w.scope, campaign: fast.id });
    expectOk(quick);
    expect(quick.body.finish_estimate).toMatchObject({ seconds: 1, after_close: false });

    // Scheduled later, the finish counts from the moment it starts.
    const later = await saved(w, { id: fast.id, version: fast.version, audience: { kind: 'submissions', form: w.form }, send_at: new Date(now.getTime() + 2 * HOUR).toISOString() });
    const scheduled = await w.manager.call(CampaignCheckCall, { ...w.scope, campaign: later.id });
    expectOk(scheduled);
    expect(scheduled.body.finish_estimate).toMatchObject({ at: new Date(now.getTime() + 2 * HOUR + SECOND).toISOString(), after_close: true });

    // A users audience has no closing moment.
    const users = await saved(w, { audience: { kind: 'users' } });
    const all = await w.manager.call(CampaignCheckCall, { ...w.scope, campaign: users.id });
    expectOk(all);
    expect(all.body).toMatchObject({ recipients: 3, by_language: { en: 2, it: 1 }, left_out: { unsubscribed: 1, erased: 0, blocked: 1, duplicate: 0 } });
    expect(all.body.finish_estimate.closes_at).toBeNull();
  });
});

describe("a campaign's test", () => {
  it("arrives at a real SMTP relay filled with the chosen recipient's values, marked as a test in their language", async () => {
    const relay = await TestRelay.start();
    const config = testConfig({ SMTP_URL: relay.url, MAIL_FROM: 'Prize <prize@aurora.example>' });
    const mailer = createMailer(config, silentLogger);
    try {
      const w = await applicantsWorld();
      const app = new SenderApp(server, { mailer, config });
      const manager = await app.as('marta@example.com');
      const campaign = await saved(w, { audience: { kind: 'submissions', form: w.form } });

      const answer = await manager.call(CampaignTest, { ...w.scope, campaign: campaign.id, to: ['one@example.org', 'two@example.org'], recipient: 'BEA@example.com' });
      expectOk(answer);
      expect(answer.body).toEqual({ sent_to: ['one@example.org', 'two@example.org'] });
      expect(relay.received.map((mail) => mail.to)).toEqual([['one@example.org'], ['two@example.org']]);
      const mail = parseMail(relay.received[0]!.raw);
      expect(mail.subject).toBe('[Prova] Ciao Bea');
      expect(mail.headers.get('from')).toContain('prize@aurora.example');
      expect(partText(mail, 'text/plain')).toContain('Cara Bea');
      expect(partText(mail, 'text/html')).toContain('bea@example.com');

      // Without addresses it goes to the operator, with the first recipient's values (Ada's, in English).
      const own = await manager.call(CampaignTest, { ...w.scope, campaign: campaign.id });
      expectOk(own);
      expect(own.body).toEqual({ sent_to: ['marta@example.com'] });
      const mine = parseMail(relay.to('marta@example.com')[0]!.raw);
      expect(mine.subject).toBe('[Test] Hello Ada');
      expect(partText(mine, 'text/plain')).toContain('Dear Ada Lovelace');

      // An address outside the audience is refused on its field.
      const stranger = await manager.call(CampaignTest, { ...w.scope, campaign: campaign.id, recipient: 'carl@example.com' });
      expectError(stranger, 404, 'recipient_not_found');
      expect(relay.received).toHaveLength(3);

      // A template naming a sender goes out as that sender.
      const sender = await seedSender(server, 'project', w.company, w.project);
      const signed = await seedTemplate(server, w.scope, { subject: { it: 'Avviso', en: 'Notice' }, body: { it: doc('Testo'), en: doc('Text') }, senderId: sender });
      const second = await saved(w, { template: signed });
      expectOk(await manager.call(CampaignTest, { ...w.scope, campaign: second.id, to: ['three@example.org'] }));
      const notice = parseMail(relay.to('three@example.org')[0]!.raw);
      expect([notice.subject, notice.headers.get('from')]).toEqual(['[Test] Notice', 'bandi@aurora.example']);
    } finally {
      mailer.close();
      await relay.close();
    }
  });

  it('goes out at most ten times a quarter hour per operator, and is logged without addresses', async () => {
    const w = await applicantsWorld();
    const campaign = await saved(w);
    for (let n = 0; n < 10; n++) expectOk(await w.manager.call(CampaignTest, { ...w.scope, campaign: campaign.id, to: [`t${n}@example.org`] }));
    expectError(await w.manager.call(CampaignTest, { ...w.scope, campaign: campaign.id, to: ['late@example.org'] }), 429, 'rate_limited');
    await server.settle();
    expect(server.mail.messages.filter((mail) => mail.to.startsWith('t'))).toHaveLength(10);
    const logged = await server.db.select().from(operationsLog).where(eq(operationsLog.target, `campaign:${campaign.id}`));
    expect(logged.map((row) => [row.endpoint, row.summary])).toContainEqual([CampaignTest.path, { name: 'Reminder', project: w.project, to: 1 }]);
    expect(logged.map((row) => row.summary)).toContainEqual({ name: 'Reminder', project: w.project, created: true });
  });
});

describe("a campaign's ledger", () => {
  async function ledgerWorld() {
    const w = await campaignWorld(server);
    const campaign = await seedCampaign(server, w.scope, { template: w.template, audience: { kind: 'users' }, state: 'done', name: 'Résultats 2030' });
    const sentAt = new Date('2030-01-15T10:00:00.000Z');
    const rows = Array.from({ length: 60 }, (_, index) => {
      const email = `p${String(index).padStart(2, '0')}@example.com`;
      if (index % 10 === 3) return { email, state: 'failed' as const, error: '550 5.1.1 Mailbox unknown' };
      if (index % 10 === 7) return { email, state: 'left_out' as const, reason: 'unsubscribed' as const };
      return { email, state: 'sent' as const, sentAt, lang: index % 2 ? 'en' : 'it' };
    });
    await seedLedger(server, campaign, [...rows.reverse(), { email: '=cmd@example.com', state: 'failed', error: '=HYPERLINK("x")' }]);
    return { ...w, campaign };
  }

  it('pages its recipients by address, by state and by a search on the address', async () => {
    const w = await ledgerWorld();
    const page = async (input: { state?: 'sent' | 'failed' | 'left_out' | 'queued'; search?: string; page?: number }) => {
      const answer = await w.manager.call(CampaignRecipients, { ...w.scope, campaign: w.campaign, ...input });
      expectOk(answer);
      return answer.body;
    };
    const first = await page({});
    expect(first.total).toBe(61);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.email).toBe('=cmd@example.com');
    expect(first.items[1]).toEqual({ email: 'p00@example.com', lang: 'it', state: 'sent', reason: null, error: null, sent_at: '2030-01-15T10:00:00.000Z', possible_duplicate: false });
    expect((await page({ page: 2 })).items.map((item) => item.email)).toEqual(Array.from({ length: 11 }, (_, i) => `p${i + 49}@example.com`));
    const failed = await page({ state: 'failed' });
    expect(failed.total).toBe(7);
    expect(failed.items[1]).toMatchObject({ email: 'p03@example.com', error: '550 5.1.1 Mailbox unknown' });
    expect((await page({ state: 'left_out' })).items.map((item) => [item.email, item.reason])).toContainEqual(['p07@example.com', 'unsubscribed']);
    expect((await page({ search: 'P1' })).items.map((item) => item.email)).toEqual(Array.from({ length: 10 }, (_, i) => `p1${i}@example.com`));
    expect((await page({ search: '%' })).total).toBe(0);
  });

  it('is exported by a job to a CSV file its starter downloads, formulas defused', async () => {
    const w = await ledgerWorld();
    const started = await w.manager.call(CampaignRecipientsExport, { ...w.scope, campaign: w.campaign, state: 'failed' });
    expectOk(started);
    expect(started.body).toMatchObject({ kind: 'mail-merge/ledger-export', state: 'queued' });
    const runner = startRunner(server.deps, JOB_KINDS, FAST);
    try {
      const row = await waitForJob(server.db, started.body.id, finished);
      expect(row.state, JSON.stringify(row)).toBe('done');
    } finally {
      await runner.stop();
    }
    // Its starter follows it through jobs/get to the file.
    const followed = await w.manager.call(JobGet, { id: started.body.id });
    expectOk(followed);
    expect(followed.body).toMatchObject({ state: 'done', total: 7, file: { name: 'resultats-2030-recipients.csv' } });
    const file = await downloadJobFile(w.manager, started.body.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="resultats-2030-recipients.csv"');
    const rows = parseCsv(file.text);
    expect(rows[0]).toEqual(['Email', 'Language', 'State', 'Reason', 'Error', 'Sent at', 'Possible duplicate']);
    expect(rows).toHaveLength(8);
    expect(rows[1]).toEqual(["'=cmd@example.com", 'it', 'failed', '', `'=HYPERLINK("x")`, '', '0']);
    expect(rows[2]).toEqual(['p03@example.com', 'it', 'failed', '', '550 5.1.1 Mailbox unknown', '', '0']);
  });
});
