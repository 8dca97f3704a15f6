// The sending job: hands a campaign's ledger to the mail queue in order, at its pace, each row once.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inTransaction, type Db } from '../../db/db.ts';
import { mmCampaigns, mmRecipients, type FrozenTemplate } from '../../db/schema/mail-merge.ts';
import { notySenders } from '../../db/schema/notifications.ts';
import type { AppDeps } from '../../deps.ts';
import { serverKey } from '../../http/idempotency.ts';
import { jobKind, throwIfStopped, type JobContext, type JobResult } from '../../jobs/kind.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import { wakeMailSenders } from '../../mail/delivery-loop.ts';
import { queueMails, type QueuedMail } from '../../mail/queue.ts';
import { effectiveSender, fromHeader } from '../../mail/senders.ts';
import { failingTooMuch, pauseForFailures, settledSince } from './failures.ts';
import { capRoom, LONGEST_NAP_MS, sleep, TokenBucket } from './pace.ts';
import { mailFiller, templateLanguage } from './render.ts';
import { unsubscribeKey, unsubscribeLinks, unsubscribeToken } from './unsubscribe.ts';
import { mergeContext, mergeValues, type MergeContext, type MergeTarget } from './values.ts';

/** The kind of a campaign's sending job. */
export const SEND_JOB = 'mail-merge.send';

/** The sending job's input: the campaign, and the moment its failures are counted from (its start, or its last resume). */
export const SendInput = z.object({ campaign: z.uuid(), since: z.iso.datetime({ offset: true }) });

/** The sending job's input. */
export type SendInputValue = z.infer<typeof SendInput>;

/** The most rows one transaction hands to the queue. */
const MOST_PER_BATCH = 500;
/**
 * How long one job feeds before it hands the campaign to a new job of its own: the runner holds
 * one job at a time, so exports queued meanwhile run between two turns instead of after the campaign.
 */
const TURN_MS = 60_000;
/** How often the failures are counted. */
const FAILURES_EVERY_MS = 1_000;
/** How long it waits between looks at the messages still in the queue, once every row is handed. */
const SETTLE_NAP_MS = 250;

/** The campaign as the feeder reads it. */
type CampaignRow = typeof mmCampaigns.$inferSelect;

/** Everything a batch needs that is read once per turn. */
interface Feed {
  campaign: CampaignRow;
  template: FrozenTemplate;
  merge: MergeContext;
  /** The mail queue's and the unsubscribe tokens' keys. */
  serverKey: Buffer;
  unsubscribeKey: Buffer;
  sender: Pick<QueuedMail, 'from' | 'replyTo' | 'senderId'>;
  /** Fills a recipient's mail, each language compiled once a turn. */
  fill: ReturnType<typeof mailFiller>;
}

/** The campaign's sending job: feeds the queue while the campaign sends, then marks it done once every message settled. */
export const sendingJob = jobKind({
  name: SEND_JOB,
  input: SendInput,
  maxAttempts: 10,
  run: (ctx, input) => feedCampaign(ctx, input),
  discard: ({ job, deps }) => pauseStalled(deps.database.db, job.id, deps.clock.now()),
});

/**
 * The campaign's job failed for good (or was cancelled): a campaign it still sends or waits for is paused, so
 * it no longer reads "sending" with nobody feeding it, and its operators can resume it where it
 * stopped. A campaign an operator paused or cancelled names its state already and stays as it is.
 */
async function pauseStalled(db: Db, jobId: string, now: Date): Promise<void> {
  await db
    .update(mmCampaigns)
    .set({ state: 'paused', pausedReason: 'stalled', version: sql`${mmCampaigns.version} + 1`, updatedAt: now })
    .where(and(eq(mmCampaigns.jobId, jobId), inArray(mmCampaigns.state, ['sending', 'scheduled'])));
}

const campaignOf = async (db: Db, id: string): Promise<CampaignRow | undefined> => (await db.select().from(mmCampaigns).where(eq(mmCampaigns.id, id)).limit(1))[0];

/**
 * Feeds one turn. Only the job the campaign names feeds it (a paused, resumed or handed-over
 * campaign names a newer one), and every batch checks that under the campaign's lock, so two
 * servers never hand one row: a row with a `mail_id` is never handed again.
 */
async function feedCampaign(ctx: JobContext, input: SendInputValue): Promise<JobResult> {
  const { deps } = ctx;
  const db = deps.database.db;
  const turnStarted = performance.now();
  let campaign = await campaignOf(db, input.campaign);
  if (!campaign || campaign.jobId !== ctx.job.id) return { stopped: 'superseded' };
  if (campaign.state === 'scheduled') {
    // Its time moved later since the job was queued: wait for the new one.
    if (campaign.sendAt && campaign.sendAt > deps.clock.now()) return handOver(ctx, input, campaign.sendAt);
    campaign = await beginSending(db, campaign, ctx.job.id, deps.clock.now());
    if (!campaign) return { stopped: 'superseded' };
  }
  if (campaign.state !== 'sending') return { stopped: campaign.state };

  const feed = await prepareFeed(deps, campaign);
  const since = new Date(input.since);
  const bucket = new TokenBucket(campaign.ratePerSecond, performance.now());
  let { handed, total } = await ledgerProgress(db, campaign.id);
  let failuresAt = -Infinity;
  for (;;) {
    throwIfStopped(ctx.signal);
    if (performance.now() - turnStarted > TURN_MS) return handOver(ctx, input);
    if (performance.now() - failuresAt > FAILURES_EVERY_MS) {
      failuresAt = performance.now();
      const counts = await settledSince(db, campaign.id, since);
      if (failingTooMuch(counts) && (await pauseForFailures(db, campaign, counts, deps.clock.now()))) return { stopped: 'failures', ...counts };
    }
    const room = Math.min(MOST_PER_BATCH, await capRoom(db, campaign.id, campaign.capPerHour, deps.clock.now()));
    const most = bucket.take(room, performance.now());
    if (most === 0) {
      // The cap's hour frees a row only as its oldest rows age: look again in a while.
      await sleep(room === 0 ? LONGEST_NAP_MS : Math.min(bucket.waitMs(performance.now()), LONGEST_NAP_MS), ctx.signal);
      continue;
    }
    const batch = await feedBatch(deps, feed, ctx.job.id, most);
    if (batch === 'stopped') return { stopped: 'state' };
    if (batch > 0) {
      handed += batch;
      wakeMailSenders();
      await ctx.progress(handed, total);
      continue;
    }
    // Every row is handed: the campaign is done once the queue has settled each one.
    if (await finishWhenSettled(db, campaign.id, ctx.job.id, deps.clock.now())) return { handed, total };
    ({ handed, total } = await ledgerProgress(db, campaign.id));
    await ctx.save({ handed }, handed, total);
    await sleep(SETTLE_NAP_MS, ctx.signal);
  }
}

// A scheduled campaign whose time came: it sends from now.
async function beginSending(db: Db, campaign: CampaignRow, jobId: string, now: Date): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(mmCampaigns)
    .set({ state: 'sending', startedAt: now, version: sql`${mmCampaigns.version} + 1`, updatedAt: now })
    .where(and(eq(mmCampaigns.id, campaign.id), eq(mmCampaigns.state, 'scheduled'), eq(mmCampaigns.jobId, jobId)))
    .returning();
  return row;
}

// The rows handed so far and the rows to send (left-out ones aside).
async function ledgerProgress(db: Db, campaignId: string): Promise<{ handed: number; total: number }> {
  const [row] = await db
    .select({
      handed: sql<number>`count(*) FILTER (WHERE ${mmRecipients.mailId} IS NOT NULL OR ${mmRecipients.state} IN ('sent', 'failed'))::int`,
      total: sql<number>`count(*) FILTER (WHERE ${mmRecipients.state} <> 'left_out')::int`,
    })
    .from(mmRecipients)
    .where(eq(mmRecipients.campaignId, campaignId));
  return { handed: Number(row?.handed ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * Hands the campaign to a new job of its own (now, or at `at`) and ends this one: the campaign
 * names the new job in the same transaction, so this one, should it run again, stops at once.
 */
async function handOver(ctx: JobContext, input: SendInputValue, at?: Date): Promise<JobResult> {
  const { deps } = ctx;
  const next = await inTransaction(deps.database.db, async (tx) => {
    const [campaign] = await tx.select().from(mmCampaigns).where(eq(mmCampaigns.id, input.campaign)).for('update');
    if (!campaign || campaign.jobId !== ctx.job.id) return null;
    const job = await enqueueJob(
      tx,
      { kind: SEND_JOB, ownerId: ctx.job.ownerId, companyId: campaign.companyId, input, maxAttempts: sendingJob.maxAttempts, ...(at ? { runAfter: at } : {}) },
      deps.clock.now(),
    );
    await tx.update(mmCampaigns).set({ jobId: job.id }).where(eq(mmCampaigns.id, campaign.id));
    return job.id;
  });
  wakeRunners();
  return { handed_over: next };
}

// The sender the frozen template names, else the project's in effect; a sender deleted since falls back too.
async function senderOf(deps: AppDeps, campaign: CampaignRow, senderId: string | null): Promise<Feed['sender']> {
  const db = deps.database.db;
  const [named] = senderId ? await db.select().from(notySenders).where(eq(notySenders.id, senderId)).limit(1) : [];
  if (named) return { from: fromHeader(named.fromName, named.fromEmail), ...(named.replyTo ? { replyTo: named.replyTo } : {}), senderId: named.id };
  const sender = await effectiveSender(db, deps.config, { companyId: campaign.companyId, projectId: campaign.projectId });
  return {
    // The server's own MAIL_FROM is what an unmarked row goes out as.
    ...(sender.source === 'environment' ? {} : { from: sender.from }),
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    ...(sender.id ? { senderId: sender.id } : {}),
  };
}

async function prepareFeed(deps: AppDeps, campaign: CampaignRow): Promise<Feed> {
  const db = deps.database.db;
  if (!campaign.frozen) throw new Error(`Campaign ${campaign.id} sends without a frozen template`);
  const formId = campaign.audience.kind === 'submissions' ? campaign.audience.form : null;
  const merge = await mergeContext(db, deps, campaign.projectId, formId);
  return {
    campaign,
    template: campaign.frozen,
    merge,
    serverKey: await serverKey(db, deps.config.secretKey),
    unsubscribeKey: await unsubscribeKey(deps),
    sender: await senderOf(deps, campaign, campaign.frozen.senderId),
    fill: mailFiller(campaign.frozen, merge),
  };
}

/**
 * Hands the next `most` unfed rows to the queue in one transaction: each one's mail rendered, queued
 * and named on its row, or none of them. Answers how many, or 'stopped' when the campaign no longer
 * sends under this job.
 */
async function feedBatch(deps: AppDeps, feed: Feed, jobId: string, most: number): Promise<number | 'stopped'> {
  const { campaign } = feed;
  const now = deps.clock.now();
  return inTransaction(deps.database.db, async (tx) => {
    // The campaign's lock orders this batch with a pause, a cancel or another feeder.
    const [current] = await tx.select({ state: mmCampaigns.state, jobId: mmCampaigns.jobId }).from(mmCampaigns).where(eq(mmCampaigns.id, campaign.id)).for('update');
    if (!current || current.state !== 'sending' || current.jobId !== jobId) return 'stopped';
    const rows = await tx
      .select({ id: mmRecipients.id, email: mmRecipients.email, userId: mmRecipients.userId, submissionId: mmRecipients.submissionId, lang: mmRecipients.lang })
      .from(mmRecipients)
      .where(and(eq(mmRecipients.campaignId, campaign.id), eq(mmRecipients.state, 'queued'), isNull(mmRecipients.mailId)))
      .orderBy(mmRecipients.position)
      .limit(most);
    if (rows.length === 0) return 0;
    const links = rows.map((row) => unsubscribeLinks(feed.merge.base, { company: feed.merge.companySlug, project: feed.merge.projectSlug }, unsubscribeToken(feed.unsubscribeKey, row.id)));
    const targets: MergeTarget[] = rows.map((row) => ({ email: row.email, userId: row.userId, submissionId: row.submissionId, lang: templateLanguage(feed.template, row.lang, feed.merge.defaultLang) }));
    const linkOf = new Map(targets.map((target, i) => [target, links[i]!]));
    const values = await mergeValues(tx, feed.merge, targets, (target) => linkOf.get(target)!.page);
    const mails: QueuedMail[] = rows.map((row, i) => {
      const filled = feed.fill(targets[i]!.lang, values[i]!);
      return {
        to: row.email,
        subject: filled.subject,
        html: filled.html,
        text: filled.text,
        // RFC 8058: the one-click address, which the mail provider POSTs to with no session.
        headers: { 'List-Unsubscribe': `<${links[i]!.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        campaignRecipientId: row.id,
        ...feed.sender,
      };
    });
    const mailIds = await queueMails(tx, feed.serverKey, mails, { cause: `job:${SEND_JOB}`, companyId: campaign.companyId, projectId: campaign.projectId }, now);
    const pairs = sql.join(
      rows.map((row, i) => sql`(${row.id}::uuid, ${mailIds[i]!}::uuid)`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE mm_recipients AS r SET mail_id = v.mail, queued_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      FROM (VALUES ${pairs}) AS v(id, mail) WHERE r.id = v.id`);
    return rows.length;
  });
}

/** Marks the campaign done once no row waits, in the ledger or in the queue; false while some do. */
async function finishWhenSettled(db: Db, campaignId: string, jobId: string, now: Date): Promise<boolean> {
  const [waiting] = await db
    .select({ id: mmRecipients.id })
    .from(mmRecipients)
    .where(and(eq(mmRecipients.campaignId, campaignId), eq(mmRecipients.state, 'queued'), isNotNull(mmRecipients.mailId)))
    .limit(1);
  if (waiting) return false;
  const done = await db
    .update(mmCampaigns)
    .set({ state: 'done', finishedAt: now, version: sql`${mmCampaigns.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(mmCampaigns.id, campaignId),
        eq(mmCampaigns.state, 'sending'),
        eq(mmCampaigns.jobId, jobId),
        // A row queued again meanwhile (a retry of the failed) keeps it sending.
        sql`NOT EXISTS (SELECT 1 FROM mm_recipients WHERE campaign_id = ${campaignId} AND state = 'queued')`,
      ),
    )
    .returning({ id: mmCampaigns.id });
  return done.length > 0;
}
