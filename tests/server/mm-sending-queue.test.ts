import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailQueue } from '../../server/db/schema/mail.ts';
import { mmCampaigns, mmRecipients } from '../../server/db/schema/mail-merge.ts';
import { serverKey } from '../../server/http/idempotency.ts';
import { silentLogger } from '../../server/log.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { claimMail, expireMailLeases } from '../../server/mail/queue-store.ts';
import { queueMails } from '../../server/mail/queue.ts';
import { sendClaimable } from '../../server/mail/send.ts';
import { testConfig, useTestServer } from './harness.ts';
import { TestRelay } from './smtp-relay.ts';
import { seedCompany, seedProject } from './tenancy.ts';
import { queryRows } from './test-database.ts';

const server = useTestServer();

const HEADERS = {
  'List-Unsubscribe': '<https://bo.example/api/mail-merge/unsubscribe/r1.secret-mac>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A campaign with one ledger row per address, each handed to the queue with its headers. */
async function campaignMail(addresses: string[]): Promise<{ campaignId: string; rows: Array<{ id: string; mailId: string; email: string }> }> {
  const companyId = await seedCompany(server, 'acme');
  const projectId = await seedProject(server, companyId, 'call');
  const now = server.clock.now();
  const campaignId = crypto.randomUUID();
  await server.db.insert(mmCampaigns).values({
    id: campaignId,
    companyId,
    projectId,
    name: 'Reminder',
    audience: { kind: 'users' },
    ratePerSecond: 100,
    state: 'sending',
    createdAt: now,
    updatedAt: now,
  });
  const ledger = addresses.map((email, position) => ({ id: crypto.randomUUID(), campaignId, email, lang: 'en', position, state: 'queued' as const, updatedAt: now }));
  await server.db.insert(mmRecipients).values(ledger);
  const key = await serverKey(server.db, server.deps.config.secretKey);
  const mails = ledger.map((row) => ({ to: row.email, subject: 'The shortlist', text: 'Hello', html: '<p>Hello</p>', headers: HEADERS, campaignRecipientId: row.id }));
  const ids = await queueMails(server.db, key, mails, { cause: 'job:mail-merge.send', companyId, projectId }, now);
  const rows = ledger.map((row, i) => ({ id: row.id, mailId: ids[i]!, email: row.email }));
  for (const row of rows) await server.db.update(mmRecipients).set({ mailId: row.mailId, queuedAt: now }).where(eq(mmRecipients.id, row.id));
  return { campaignId, rows };
}

// Ends every lease, then lets the database's clock pass it: a lease ending this very microsecond is not over yet.
async function expireLeases(): Promise<void> {
  await expireMailLeases(server.db);
  await new Promise((resolve) => setTimeout(resolve, 5));
}

const ledgerOf = async (campaignId: string) => server.db.select().from(mmRecipients).where(eq(mmRecipients.campaignId, campaignId)).orderBy(mmRecipients.position);

describe('a campaign message in the mail queue', () => {
  it('keeps its headers sealed with its parts, never in clear, and the relay receives them', async () => {
    const relay = await TestRelay.start();
    const mailer = createMailer({ smtpUrl: relay.url, mailDir: '', mailFrom: testConfig().mailFrom }, silentLogger);
    cleanups.push(() => relay.close(), () => mailer.close());
    const { campaignId } = await campaignMail(['ada@example.org']);

    const raw = (await queryRows<{ row: string }>(server.db, sql`SELECT row_to_json(m)::text AS row FROM mail_queue m`)).map((r) => r.row).join('\n');
    expect(raw).not.toContain('secret-mac');
    expect(raw).not.toContain('One-Click');

    await sendClaimable({ ...server.deps, mailer }, { limit: 10 });
    expect(relay.received).toHaveLength(1);
    // Unfolded: a long header goes on the next line.
    const head = relay.received[0]!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toContain('List-Unsubscribe: <https://bo.example/api/mail-merge/unsubscribe/r1.secret-mac>');
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await ledgerOf(campaignId);
    expect(row).toMatchObject({ state: 'sent', sentAt: server.clock.now(), error: null });
  });

  it('settles its ledger row with the relay\u2019s refusal: failed, with the code and words', async () => {
    const relay = await TestRelay.start();
    relay.refuse = (offer) => (offer === 2 ? { code: 550, text: '5.1.1 No such user here' } : undefined);
    const mailer = createMailer({ smtpUrl: relay.url, mailDir: '', mailFrom: testConfig().mailFrom }, silentLogger);
    cleanups.push(() => relay.close(), () => mailer.close());
    const { campaignId } = await campaignMail(['ada@example.org', 'bob@example.org', 'cy@example.org']);

    // One at a time, so the relay's second offer is the second row.
    while ((await sendClaimable({ ...server.deps, mailer }, { limit: 1 })) > 0);

    const ledger = await ledgerOf(campaignId);
    expect(ledger.map((row) => row.state)).toEqual(['sent', 'failed', 'sent']);
    expect(ledger[1]!.error).toBe('550 5.1.1 No such user here');
    expect(ledger[1]!.sentAt).toBeNull();
  });

  it('leaves a row queued again since with its new mail: only the message the row names settles it', async () => {
    const { campaignId, rows } = await campaignMail(['ada@example.org']);
    // Queued again (a retry of the failed) before the old message settled.
    await server.db.update(mmRecipients).set({ mailId: crypto.randomUUID() }).where(eq(mmRecipients.id, rows[0]!.id));
    await server.settle();
    expect((await ledgerOf(campaignId))[0]).toMatchObject({ state: 'queued', sentAt: null });
  });

  it('taken over after its sender died mid-send, marks its ledger row and counts it on the campaign, once', async () => {
    const { campaignId, rows } = await campaignMail(['ada@example.org', 'bob@example.org']);
    // A sender claims both and dies before any answer.
    const claimed = await claimMail(server.db, 'dead/1', 30_000, server.clock.now(), { limit: 10 });
    expect(claimed).toHaveLength(2);
    await expireLeases();
    // Taken over once more, as a second death would.
    expect(await claimMail(server.db, 'dead/2', 30_000, server.clock.now(), { limit: 10 })).toHaveLength(2);
    await expireLeases();
    await server.settle();

    const ledger = await ledgerOf(campaignId);
    expect(ledger.map((row) => [row.state, row.possibleDuplicate])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    const [campaign] = await server.db.select().from(mmCampaigns).where(eq(mmCampaigns.id, campaignId));
    expect(campaign!.possibleDuplicates).toBe(2);
    expect(server.mail.messages.map((m) => m.to).sort()).toEqual(rows.map((r) => r.email).sort());
    expect((await server.db.select().from(mailQueue)).every((row) => row.state === 'sent')).toBe(true);
  });

  it('a message that is no campaign\u2019s, taken over, counts nothing', async () => {
    const key = await serverKey(server.db, server.deps.config.secretKey);
    await queueMails(server.db, key, [{ to: 'x@example.org', subject: 's', text: 't', html: '<p>t</p>' }], { cause: 'test' }, server.clock.now());
    await claimMail(server.db, 'dead/1', 30_000, server.clock.now(), { limit: 10 });
    await expireLeases();
    await server.settle();
    expect(server.mail.to('x@example.org')).toHaveLength(1);
  });

  it('refuses a header that would write another one', async () => {
    const key = await serverKey(server.db, server.deps.config.secretKey);
    const mail = { to: 'x@example.org', subject: 's', text: 't', html: '<p>t</p>', headers: { 'List-Unsubscribe': '<https://a>\r\nBcc: all@example.org' } };
    await expect(queueMails(server.db, key, [mail], { cause: 'test' }, server.clock.now())).rejects.toThrow(/cannot be written/);
  });
});
