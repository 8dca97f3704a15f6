import * as contract from '../../../contract/jobs.ts';
import { handle } from '../../http/handler.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { cancelJob, ownJobs, visibleJob } from './service.ts';

/** The handlers of the calls that follow and cancel jobs. */
export const jobHandlers = [
  handle(contract.JobGet, async (ctx, input) => presentJob(await visibleJob(ctx.db, ctx.session!, input.id))),
  handle(contract.JobList, async (ctx) => ({ items: (await ownJobs(ctx.db, ctx.session!)).map(presentJob) })),
  handle(contract.JobCancel, async (ctx, input) => {
    const row = await cancelJob(ctx.db, ctx.session!, input.id, ctx.now);
    ctx.audit({ target: row.id, summary: { kind: row.kind } });
    return presentJob(row);
  }),
];
