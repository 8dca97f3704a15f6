// A campaign's sending: started from a draft (its template frozen, its ledger written from the
// audience), paused, resumed, cancelled, and its failed recipients queued again.
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectScope } from '../../../contract/fields.ts';
import type { CampaignState } from '../../../contract/mail-merge.ts';
import type { Db } from '../../db/db.ts';
import { mmCampaigns, mmRecipients, mmTemplates, type FrozenTemplate } from '../../db/schema/mail-merge.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../errors.ts';
import { enqueueJob, requestCancel } from '../../jobs/store.ts';
import { resolveAudience, type AudienceResult } from './audience.ts';
import { loadCampaign } from './campaigns.ts';
import { clearFailureAlert } from './failures.ts';
import { SEND_JOB, sendingJob, type SendInputValue } from './feeder.ts';

/** A campaign as stored. */
type CampaignRow = typeof mmCampaigns.$inferSelect;

/** Who changes a campaign's sending, and when. */
export interface SendingCaller {
  operatorId: string;
  now: Date;
}

/** A campaign's state change as the calls ask it: the campaign under its project, at a version. */
export interface StateChangeInput extends ProjectScope {
  campaign: string;
  version: number;
}

/** Ledger rows written by one insert. */
const LEDGER_CHUNK = 1_000;

/**
 * The campaign under its project, locked for the change (a feeder's batch waits for it), at the
 * version the operator read: another is 409 `conflict` with the campaign as it stands.
 */
async function campaignAt(db: Db, input: StateChangeInput): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(mmCampaigns)
    .where(and(eq(mmCampaigns.id, input.campaign), eq(mmCampaigns.projectId, input.project), eq(mmCampaigns.companyId, input.company)))
    .for('update');
  if (!row) throw new AppError('not_found');
  if (row.version !== input.version) throw new AppError('conflict', { extra: { current: await loadCampaign(db, row.id) } });
  return row;
}

function refuseUnless(row: CampaignRow, states: readonly CampaignState[]): void {
  if (!states.includes(row.state)) throw new AppError('campaign_not_editable');
}

/** Queues the campaign's sending job (at `at` when it is later) and names it on the campaign. */
async function queueSending(db: Db, row: CampaignRow, caller: SendingCaller, since: Date, at: Date | null): Promise<string> {
  const input: SendInputValue = { campaign: row.id, since: since.toISOString() };
  const job = await enqueueJob(
    db,
    { kind: SEND_JOB, ownerId: caller.operatorId, companyId: row.companyId, input, maxAttempts: sendingJob.maxAttempts, ...(at ? { runAfter: at } : {}) },
    caller.now,
  );
  return job.id;
}

// Ends the job a campaign named: a queued one at once, a running one at its next step (it also stops on the campaign's state).
async function stopJob(db: Db, row: CampaignRow, now: Date): Promise<void> {
  if (row.jobId) await requestCancel(db, row.jobId, now);
}

async function changed(db: Db, row: CampaignRow, set: Partial<typeof mmCampaigns.$inferInsert>, now: Date): Promise<void> {
  await db
    .update(mmCampaigns)
    .set({ ...set, version: sql`${mmCampaigns.version} + 1`, updatedAt: now })
    .where(eq(mmCampaigns.id, row.id));
}

async function frozenTemplate(db: Db, row: CampaignRow): Promise<FrozenTemplate> {
  const [template] = row.templateId ? await db.select().from(mmTemplates).where(eq(mmTemplates.id, row.templateId)).limit(1) : [];
  if (!template) throw fieldError({ template: { code: 'not_found' } });
  return { name: template.name, senderId: template.senderId, subject: template.subject, body: template.body };
}

/**
 * The ledger of a starting campaign: its recipients `queued` with no mail yet, in their order, and
 * the people left out with why (an erased person has no address left: counted by the check, not written).
 */
async function writeLedger(db: Db, campaignId: string, audience: AudienceResult, now: Date): Promise<void> {
  const seen = new Set<string>();
  const rows: Array<typeof mmRecipients.$inferInsert> = [];
  for (const target of audience.recipients) {
    const email = target.email.toLowerCase();
    if (seen.has(email)) continue;
    seen.add(email);
    rows.push({ id: crypto.randomUUID(), campaignId, email, userId: target.userId, submissionId: target.submissionId, lang: target.lang, position: rows.length, state: 'queued', updatedAt: now });
  }
  for (const person of audience.leftOut) {
    const email = person.email.toLowerCase();
    if (email === '' || seen.has(email)) continue;
    seen.add(email);
    rows.push({ id: crypto.randomUUID(), campaignId, email, userId: person.userId, lang: '', position: rows.length, state: 'left_out', reason: person.reason, updatedAt: now });
  }
  for (let start = 0; start < rows.length; start += LEDGER_CHUNK) await db.insert(mmRecipients).values(rows.slice(start, start + LEDGER_CHUNK));
}

/**
 * Starts a draft: freezes its template, writes the ledger from the audience as it stands now (an
 * audience past the bound is refused by `resolveAudience`), and queues the sending job, at once or
 * at `send_at` (the campaign is then `scheduled`).
 */
export async function startCampaign(db: Db, deps: AppDeps, input: StateChangeInput, caller: SendingCaller): Promise<CampaignRow> {
  const row = await campaignAt(db, input);
  refuseUnless(row, ['draft']);
  const frozen = await frozenTemplate(db, row);
  const audience = await resolveAudience(db, deps, row);
  if (audience.recipients.length === 0) throw new AppError('audience_empty');
  await writeLedger(db, row.id, audience, caller.now);
  const later = row.sendAt !== null && row.sendAt > caller.now;
  const jobId = await queueSending(db, row, caller, caller.now, later ? row.sendAt : null);
  await changed(db, row, { frozen, state: later ? 'scheduled' : 'sending', pausedReason: null, jobId, startedAt: later ? null : caller.now }, caller.now);
  return row;
}

/** Pauses a sending or scheduled campaign: no row more goes to the queue; the messages already in it still go. */
export async function pauseCampaign(db: Db, input: StateChangeInput, caller: SendingCaller): Promise<CampaignRow> {
  const row = await campaignAt(db, input);
  refuseUnless(row, ['sending', 'scheduled']);
  await stopJob(db, row, caller.now);
  await changed(db, row, { state: 'paused', pausedReason: 'operator' }, caller.now);
  return row;
}

/** Resumes a paused campaign where its ledger stands, with a new sending job; its failures are counted afresh. */
export async function resumeCampaign(db: Db, input: StateChangeInput, caller: SendingCaller): Promise<CampaignRow> {
  const row = await campaignAt(db, input);
  refuseUnless(row, ['paused']);
  const later = row.sendAt !== null && row.sendAt > caller.now && row.startedAt === null;
  const jobId = await queueSending(db, row, caller, caller.now, later ? row.sendAt : null);
  await changed(db, row, { state: later ? 'scheduled' : 'sending', pausedReason: null, jobId, startedAt: later ? null : (row.startedAt ?? caller.now) }, caller.now);
  await clearFailureAlert(db, row.id, caller.now);
  return row;
}

/**
 * Cancels a campaign that has not finished. The messages already in the queue still go and settle
 * their rows; the rows not handed yet stay `queued` with no mail, and are the campaign's "not sent".
 */
export async function cancelCampaign(db: Db, input: StateChangeInput, caller: SendingCaller): Promise<CampaignRow> {
  const row = await campaignAt(db, input);
  refuseUnless(row, ['draft', 'scheduled', 'sending', 'paused']);
  await stopJob(db, row, caller.now);
  await changed(db, row, { state: 'cancelled', pausedReason: null, finishedAt: caller.now }, caller.now);
  await clearFailureAlert(db, row.id, caller.now);
  return row;
}

/**
 * Queues again the recipients whose mail failed, and only them (no mail yet, the error cleared),
 * and sends until they settle; answers how many. With none failed nothing changes.
 */
export async function retryFailed(db: Db, input: StateChangeInput, caller: SendingCaller): Promise<{ row: CampaignRow; retried: number }> {
  const row = await campaignAt(db, input);
  refuseUnless(row, ['sending', 'paused', 'done']);
  const retried = await db
    .update(mmRecipients)
    .set({ state: 'queued', mailId: null, error: null, queuedAt: null, sentAt: null, updatedAt: caller.now })
    .where(and(eq(mmRecipients.campaignId, row.id), inArray(mmRecipients.state, ['failed'])))
    .returning({ id: mmRecipients.id });
  if (retried.length === 0) return { row, retried: 0 };
  await stopJob(db, row, caller.now);
  const jobId = await queueSending(db, row, caller, caller.now, null);
  await changed(db, row, { state: 'sending', pausedReason: null, jobId, finishedAt: null, startedAt: row.startedAt ?? caller.now }, caller.now);
  await clearFailureAlert(db, row.id, caller.now);
  return { row, retried: retried.length };
}
