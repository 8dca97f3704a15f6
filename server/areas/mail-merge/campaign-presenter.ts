import type { z } from 'zod';
import type { CampaignCountsSchema, CampaignEntity } from '../../../contract/mail-merge.ts';
import type { mmCampaigns } from '../../db/schema/mail-merge.ts';

/** A campaign as stored. */
export type CampaignRow = typeof mmCampaigns.$inferSelect;

/** A campaign as stored, with its template's current name (null once the template is deleted; left out: the frozen copy's). */
export type NamedCampaignRow = CampaignRow & { templateName?: string | null };

/** The ledger's counts by state. */
export type CampaignCounts = z.infer<typeof CampaignCountsSchema>;

/** The counts of a campaign whose ledger is not written yet. */
export const NO_RECIPIENTS: CampaignCounts = { total: 0, queued: 0, sent: 0, failed: 0, left_out: 0 };

/** A campaign as its screens read it, with its ledger's counts. */
export function campaignEntity(row: NamedCampaignRow, counts: CampaignCounts): CampaignEntity {
  return {
    id: row.id,
    name: row.name,
    template: row.templateId ?? '',
    template_name: (row.templateName === undefined ? row.frozen?.name : row.templateName) ?? '',
    audience: row.audience,
    rate_per_second: row.ratePerSecond,
    cap_per_hour: row.capPerHour,
    send_at: row.sendAt?.toISOString() ?? null,
    state: row.state,
    paused_reason: row.pausedReason,
    counts,
    possible_duplicates: row.possibleDuplicates,
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
