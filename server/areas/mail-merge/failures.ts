// A campaign whose relay refuses too many of its messages pauses itself and tells the admins.
import { and, eq, gte, sql } from 'drizzle-orm';
import { MAIL_MERGE_LIMITS } from '../../../contract/mail-merge.ts';
import { clearAlert, raiseAlert } from '../../alerts/system-alerts.ts';
import type { Db } from '../../db/db.ts';
import { mmCampaigns, mmRecipients } from '../../db/schema/mail-merge.ts';

/** The alert of a campaign paused by its failures; its subject is the campaign's id. */
export const FAILING_ALERT = 'campaign_failing';

/** The settled messages of a campaign handed to the queue since `since`, and how many of them failed. */
export async function settledSince(db: Db, campaignId: string, since: Date): Promise<{ settled: number; failed: number }> {
  const [row] = await db
    .select({
      settled: sql<number>`count(*) FILTER (WHERE ${mmRecipients.state} IN ('sent', 'failed'))::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${mmRecipients.state} = 'failed')::int`,
    })
    .from(mmRecipients)
    .where(and(eq(mmRecipients.campaignId, campaignId), gte(mmRecipients.queuedAt, since)));
  return { settled: Number(row?.settled ?? 0), failed: Number(row?.failed ?? 0) };
}

/** Too many failures: past the share once enough have settled to judge. */
export function failingTooMuch(counts: { settled: number; failed: number }): boolean {
  return counts.settled >= MAIL_MERGE_LIMITS.failurePauseMinSettled && counts.failed / counts.settled > MAIL_MERGE_LIMITS.failurePauseShare;
}

/**
 * Pauses a sending campaign for its failures and raises the admins' alert; false when it was no
 * longer sending (an operator paused or cancelled it meanwhile).
 */
export async function pauseForFailures(
  db: Db,
  campaign: { id: string; name: string; companyId: string; projectId: string },
  counts: { settled: number; failed: number },
  now: Date,
): Promise<boolean> {
  const paused = await db
    .update(mmCampaigns)
    .set({ state: 'paused', pausedReason: 'failures', version: sql`${mmCampaigns.version} + 1`, updatedAt: now })
    .where(and(eq(mmCampaigns.id, campaign.id), eq(mmCampaigns.state, 'sending')))
    .returning({ id: mmCampaigns.id });
  if (paused.length === 0) return false;
  await raiseAlert(
    db,
    {
      kind: FAILING_ALERT,
      subject: campaign.id,
      details: { campaign: campaign.name, company: campaign.companyId, project: campaign.projectId, settled: counts.settled, failed: counts.failed },
    },
    now,
  );
  return true;
}

/** Ends the campaign's failure alert, once an operator resumed, retried or cancelled it. */
export async function clearFailureAlert(db: Db, campaignId: string, now: Date): Promise<void> {
  await clearAlert(db, FAILING_ALERT, campaignId, now);
}
