import * as contract from '../../../contract/installation.ts';
import { handle } from '../../http/handler.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { logChoices } from './log-choices.ts';
import { logExportJob } from './log-export.ts';
import { installationInfo, listLog } from './service.ts';

/** The handlers of the installation admins' log and info calls. */
export const installationHandlers = [
  handle(contract.LogList, async (ctx, input) => listLog(ctx.db, input, ctx.lang)),
  handle(contract.LogChoices, async (ctx, input) => logChoices(ctx.db, input)),
  handle(contract.LogExport, async (ctx, input) => {
    const job = await enqueueJob(
      ctx.db,
      // The whole installation's log, not one company's job, whatever company it filters on.
      { kind: logExportJob.name, ownerId: ctx.session!.operator.id, input, maxAttempts: logExportJob.maxAttempts },
      ctx.now,
    );
    ctx.audit({ target: job.id });
    // Woken once the call's transaction has committed, so the runner finds the row.
    ctx.defer(async () => wakeRunners());
    return presentJob(job);
  }),
  handle(contract.InstallationInfo, async (ctx) => installationInfo(ctx.deps, ctx.now)),
];
