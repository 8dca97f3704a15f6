import { CampaignCancel, CampaignPause, CampaignResume, CampaignRetryFailed, CampaignStart } from '../../../contract/mail-merge.ts';
import { handle, type CallContext, type Handler } from '../../http/handler.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import type { JobKind } from '../../jobs/kind.ts';
import { loadCampaign } from './campaigns.ts';
import { sendingJob } from './feeder.ts';
import { cancelCampaign, pauseCampaign, resumeCampaign, retryFailed, startCampaign, type SendingCaller, type StateChangeInput } from './sending.ts';

const callerOf = (ctx: CallContext): SendingCaller => ({ operatorId: ctx.session!.operator.id, now: ctx.now });

// The log names the campaign and what became of it.
function audit(ctx: CallContext, input: StateChangeInput, row: { id: string; name: string }, summary: Record<string, unknown> = {}) {
  ctx.audit({ target: `campaign:${row.id}`, companyId: input.company, summary: { name: row.name, project: input.project, ...summary } });
}

/** The calls that start, pause, resume, cancel a campaign and queue its failed recipients again. */
export const sendingHandlers: Handler[] = [
  handle(CampaignStart, async (ctx, input) => {
    const row = await startCampaign(ctx.db, ctx.deps, input, callerOf(ctx));
    const entity = await loadCampaign(ctx.db, row.id);
    audit(ctx, input, row, { state: entity.state, recipients: entity.counts.queued, left_out: entity.counts.left_out });
    // Woken once the call's transaction has committed, so the runner finds the job.
    ctx.defer(async () => wakeRunners());
    return { entity };
  }),

  handle(CampaignPause, async (ctx, input) => {
    const row = await pauseCampaign(ctx.db, input, callerOf(ctx));
    audit(ctx, input, row);
    return { entity: await loadCampaign(ctx.db, row.id) };
  }),

  handle(CampaignResume, async (ctx, input) => {
    const row = await resumeCampaign(ctx.db, input, callerOf(ctx));
    audit(ctx, input, row);
    ctx.defer(async () => wakeRunners());
    return { entity: await loadCampaign(ctx.db, row.id) };
  }),

  handle(CampaignCancel, async (ctx, input) => {
    const row = await cancelCampaign(ctx.db, input, callerOf(ctx));
    audit(ctx, input, row);
    return { entity: await loadCampaign(ctx.db, row.id) };
  }),

  handle(CampaignRetryFailed, async (ctx, input) => {
    const { row, retried } = await retryFailed(ctx.db, input, callerOf(ctx));
    audit(ctx, input, row, { retried });
    if (retried > 0) ctx.defer(async () => wakeRunners());
    return { entity: await loadCampaign(ctx.db, row.id), retried };
  }),
];

/** The campaign's sending job. */
export const sendingJobs: JobKind[] = [sendingJob];
