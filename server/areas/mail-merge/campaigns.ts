// A project's campaigns: listed newest first, created and saved while they are drafts or scheduled.
import crypto from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProjectScope } from '../../../contract/fields.ts';
import { MAIL_MERGE_LIMITS, type Audience, type CampaignEntity, type CampaignSave } from '../../../contract/mail-merge.ts';
import { jsonEqual } from '../../../contract/json-equal.ts';
import type { Db } from '../../db/db.ts';
import { mmCampaigns, mmRecipients, mmTemplates } from '../../db/schema/mail-merge.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { rescheduleJob } from '../../jobs/store.ts';
import { daysReversed } from '../../respondents/user-filters.ts';
import { audienceForm, savedAudienceFilter } from './audience.ts';
import { campaignEntity, NO_RECIPIENTS, type CampaignCounts, type NamedCampaignRow } from './campaign-presenter.ts';

type SaveInput = z.output<typeof CampaignSave.input>;

/** The states in which a campaign may still be changed. */
const EDITABLE = new Set(['draft', 'scheduled']);

async function namedRows(db: Db, where: SQL): Promise<NamedCampaignRow[]> {
  const rows = await db
    .select({ campaign: mmCampaigns, templateName: mmTemplates.name })
    .from(mmCampaigns)
    .leftJoin(mmTemplates, eq(mmTemplates.id, mmCampaigns.templateId))
    .where(where)
    .orderBy(desc(mmCampaigns.createdAt), desc(mmCampaigns.id));
  return rows.map((row) => ({ ...row.campaign, templateName: row.templateName }));
}

/** The ledger's counts of campaigns by state, by campaign id (a campaign with no ledger yet counts nothing). */
export async function ledgerCounts(db: Db, ids: readonly string[]): Promise<Map<string, CampaignCounts>> {
  const counts = new Map(ids.map((id) => [id, { ...NO_RECIPIENTS }]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ campaign: mmRecipients.campaignId, state: mmRecipients.state, n: sql<number>`count(*)::int` })
    .from(mmRecipients)
    .where(inArray(mmRecipients.campaignId, [...ids]))
    .groupBy(mmRecipients.campaignId, mmRecipients.state);
  for (const row of rows) {
    const entry = counts.get(row.campaign)!;
    entry[row.state] = Number(row.n);
    entry.total += Number(row.n);
  }
  return counts;
}

/** A campaign by id with its template's name, or 404. */
export async function campaignRow(db: Db, id: string): Promise<NamedCampaignRow> {
  const [row] = await namedRows(db, eq(mmCampaigns.id, id));
  if (!row) throw new AppError('not_found');
  return row;
}

/** A campaign by id as its screens read it, with its ledger's counts; 404 when there is none. */
export async function loadCampaign(db: Db, id: string): Promise<CampaignEntity> {
  const row = await campaignRow(db, id);
  return campaignEntity(row, (await ledgerCounts(db, [row.id])).get(row.id)!);
}

/** A campaign of the project, only under its project and company; any other is not found. */
export async function projectCampaign(db: Db, scope: ProjectScope, id: string): Promise<NamedCampaignRow> {
  const [row] = await namedRows(db, and(eq(mmCampaigns.id, id), eq(mmCampaigns.projectId, scope.project), eq(mmCampaigns.companyId, scope.company))!);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The project's campaigns, newest first, with their ledgers' counts. */
export async function listCampaigns(db: Db, scope: ProjectScope): Promise<CampaignEntity[]> {
  const rows = await namedRows(db, and(eq(mmCampaigns.projectId, scope.project), eq(mmCampaigns.companyId, scope.company))!);
  const counts = await ledgerCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => campaignEntity(row, counts.get(row.id)!));
}

async function checkTemplate(db: Db, scope: ProjectScope, id: string): Promise<void> {
  const [found] = await db
    .select({ id: mmTemplates.id })
    .from(mmTemplates)
    .where(and(eq(mmTemplates.id, id), eq(mmTemplates.projectId, scope.project), eq(mmTemplates.companyId, scope.company)))
    .limit(1);
  if (!found) throw fieldError({ template: { code: 'not_found' } });
}

// The form and saved filter must be the project's; a saved filter must be one the caller may use
// (their own or a shared one), or the one the campaign already takes.
async function checkAudience(db: Db, scope: ProjectScope, audience: Audience, kept: Audience | null, callerId: string): Promise<void> {
  if (audience.kind === 'users') {
    if (audience.filter && daysReversed(audience.filter)) throw fieldError({ audience: { rule: 'invalid' } });
    return;
  }
  await audienceForm(db, { companyId: scope.company, projectId: scope.project }, audience.form);
  if (!audience.filter) return;
  const { row } = await savedAudienceFilter(db, audience.form, audience.filter);
  const same = kept?.kind === 'submissions' && kept.form === audience.form && kept.filter === audience.filter;
  if (!(same || row.shared || row.ownerId === callerId)) throw fieldError({ 'audience.filter': { code: 'filter_not_found' } });
}

async function checkRoom(db: Db, scope: ProjectScope): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mmCampaigns).where(eq(mmCampaigns.projectId, scope.project));
  if (Number(row?.n ?? 0) >= MAIL_MERGE_LIMITS.campaigns) throw new AppError('campaign_limit_reached');
}

/**
 * Creates a campaign (no `id`: a draft) or saves one at
 * `version` (stale: 409 `conflict` with the current one); only a draft or a scheduled campaign
 * changes (409 `campaign_not_editable`). Answers the campaign before and after.
 */
export async function saveCampaign(db: Db, scope: ProjectScope, input: SaveInput, callerId: string, now: Date) {
  const existing = input.id ? await projectCampaign(db, scope, input.id) : null;
  let before: CampaignEntity | null = null;
  if (existing) {
    before = campaignEntity(existing, (await ledgerCounts(db, [existing.id])).get(existing.id)!);
    checkVersion(existing, input.version, () => before);
    if (!EDITABLE.has(existing.state)) throw new AppError('campaign_not_editable');
    // A scheduled campaign froze its template and wrote its ledger at its start: its name, pace and time still change.
    if (existing.state === 'scheduled' && (input.template !== existing.templateId || !jsonEqual(input.audience, existing.audience))) throw new AppError('campaign_not_editable');
  } else await checkRoom(db, scope);
  await checkTemplate(db, scope, input.template);
  await checkAudience(db, scope, input.audience, existing?.audience ?? null, callerId);
  const sendAt = input.send_at === undefined ? (existing?.sendAt ?? null) : input.send_at === null ? null : new Date(input.send_at);
  const fields = {
    name: input.name,
    templateId: input.template,
    audience: input.audience,
    ratePerSecond: input.rate_per_second ?? existing?.ratePerSecond ?? MAIL_MERGE_LIMITS.defaultRatePerSecond,
    capPerHour: input.cap_per_hour === undefined ? (existing?.capPerHour ?? null) : input.cap_per_hour,
    sendAt,
    updatedAt: now,
  };
  const [row] = existing
    ? await db
        .update(mmCampaigns)
        .set({ ...fields, version: existing.version + 1 })
        .where(and(eq(mmCampaigns.id, existing.id), eq(mmCampaigns.version, existing.version), inArray(mmCampaigns.state, [...EDITABLE] as Array<'draft' | 'scheduled'>)))
        .returning()
    : await db
        .insert(mmCampaigns)
        .values({ ...fields, id: crypto.randomUUID(), companyId: scope.company, projectId: scope.project, state: 'draft', createdBy: callerId, createdAt: now })
        .returning();
  // Another change (a save, or the campaign's start) landed between the read and the write.
  if (!row) throw new AppError('conflict', { extra: { current: await loadCampaign(db, existing!.id) } });
  // A scheduled campaign's sending job waits for its new time (now, when the time is taken away).
  if (row.state === 'scheduled' && row.jobId && existing?.sendAt?.getTime() !== sendAt?.getTime()) await rescheduleJob(db, row.jobId, sendAt ?? now);
  return { before, entity: await loadCampaign(db, row.id) };
}
