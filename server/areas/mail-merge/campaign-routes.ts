import { CampaignCheckCall, CampaignGet, CampaignList, CampaignRecipients, CampaignRecipientsExport, CampaignSave, CampaignTest } from '../../../contract/mail-merge.ts';
import { handle, type CallContext, type Handler, type RateLimitRule } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import type { JobKind } from '../../jobs/kind.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import { checkCampaign } from './check.ts';
import { listCampaigns, loadCampaign, projectCampaign, saveCampaign } from './campaigns.ts';
import { ledgerPage } from './ledger.ts';
import { ledgerExportJob } from './ledger-export.ts';
import { sendCampaignTest } from './test-send.ts';

/** At most 10 tests a quarter hour per operator: each goes out at once, past the campaigns' pace. */
const TEST_MAIL_LIMIT: RateLimitRule<unknown> = { name: 'operator', limit: 10, windowSeconds: 15 * 60, key: (_input, caller) => caller.operatorId };

// A campaign's change in the log, named by the campaign (its name kept for when it is gone).
function audit(ctx: CallContext, campaign: { id: string; name: string }, scope: { company: string; project: string }, summary: Record<string, unknown>, changes: ReturnType<typeof recordChanges> = null) {
  ctx.audit({ target: `campaign:${campaign.id}`, companyId: scope.company, summary: { name: campaign.name, project: scope.project, ...summary }, changes });
}

/** The handlers of the campaigns: list, save, get, the check, the test, the ledger and its export. */
export const campaignHandlers: Handler[] = [
  handle(CampaignList, async (ctx, input) => ({ items: await listCampaigns(ctx.db, input) })),

  handle(CampaignSave, async (ctx, input) => {
    const { before, entity } = await saveCampaign(ctx.db, input, input, ctx.session!.operator.id, ctx.now);
    audit(ctx, entity, input, { created: before === null }, recordChanges(before, entity));
    return { entity };
  }),

  handle(CampaignGet, async (ctx, input) => ({ entity: await loadCampaign(ctx.db, (await projectCampaign(ctx.db, input, input.campaign)).id) })),

  handle(CampaignCheckCall, async (ctx, input) => checkCampaign(ctx.db, ctx.deps, await projectCampaign(ctx.db, input, input.campaign), ctx.now)),

  handle(
    CampaignTest,
    async (ctx, input) => {
      const row = await projectCampaign(ctx.db, input, input.campaign);
      const sent = await sendCampaignTest(ctx, row, input);
      audit(ctx, row, input, { to: sent.sentTo.length });
      return { sent_to: sent.sentTo };
    },
    { rateLimits: [TEST_MAIL_LIMIT] },
  ),

  handle(CampaignRecipients, async (ctx, input) => {
    const row = await projectCampaign(ctx.db, input, input.campaign);
    return ledgerPage(ctx.db, row.id, input);
  }),

  handle(CampaignRecipientsExport, async (ctx, input) => {
    const row = await projectCampaign(ctx.db, input, input.campaign);
    const job = await enqueueJob(
      ctx.db,
      {
        kind: ledgerExportJob.name,
        ownerId: ctx.session!.operator.id,
        companyId: input.company,
        input: { campaign: row.id, ...(input.state ? { state: input.state } : {}), lang: ctx.lang },
        maxAttempts: ledgerExportJob.maxAttempts,
      },
      ctx.now,
    );
    audit(ctx, row, input, { job: job.id, ...(input.state ? { state: input.state } : {}) });
    // Woken once the call's transaction has committed, so the runner finds the row.
    ctx.defer(async () => wakeRunners());
    return presentJob(job);
  }),
];

/** The campaigns' jobs: the export of a ledger. */
export const campaignJobs: JobKind[] = [ledgerExportJob];
