import * as contract from '../../../contract/installation.ts';
import { handle } from '../../http/handler.ts';
import type { LogBook } from '../../http/log-sentence.ts';
import { recordChanges } from '../../http/oplog.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import type { JobKind } from '../../jobs/kind.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { conditionVersions, listConditions, publishCondition, withdrawCondition } from './conditions.ts';
import { logChoices } from './log-choices.ts';
import { areaChoices } from './log-areas.ts';
import { installationInfo, listLog } from './service.ts';

// What a new version changes from the one before, for the log.
const texts = ({ required, title, body }: contract.Condition) => ({ required, title, body });

/** The handlers of the installation admins' log, info and conditions calls; the book is every area's log declarations. */
export const installationHandlers = (book: () => LogBook, exportJob: JobKind) => [
  handle(contract.LogList, async (ctx, input) => listLog(ctx.db, input, ctx.lang, book())),
  handle(contract.LogAreas, async (ctx) => ({ items: areaChoices(book(), ctx.lang) })),
  handle(contract.LogChoices, async (ctx, input) => logChoices(ctx.db, input)),
  handle(contract.LogExport, async (ctx, input) => {
    const job = await enqueueJob(
      ctx.db,
      // The whole installation's log, not one company's job, whatever company it filters on.
      { kind: exportJob.name, ownerId: ctx.session!.operator.id, input, maxAttempts: exportJob.maxAttempts },
      ctx.now,
    );
    ctx.audit({ target: job.id });
    // Woken once the call's transaction has committed, so the runner finds the row.
    ctx.defer(async () => wakeRunners());
    return presentJob(job);
  }),
  handle(contract.InstallationInfo, async (ctx) => installationInfo(ctx.deps, ctx.now)),

  handle(contract.ConditionList, async (ctx) => ({ items: await listConditions(ctx.db) })),
  handle(contract.ConditionVersions, async (ctx, input) => ({ items: await conditionVersions(ctx.db, input.key) })),
  handle(contract.ConditionPublish, async (ctx, input) => {
    const { before, entity } = await publishCondition(ctx.db, input, ctx.session!.operator.id, ctx.now);
    ctx.audit({
      target: `condition:${entity.key}`,
      summary: { name: entity.key, version: entity.version, required: entity.required },
      changes: recordChanges(before && texts(before), texts(entity)),
    });
    return { entity };
  }),
  handle(contract.ConditionWithdraw, async (ctx, input) => {
    const { before, entity } = await withdrawCondition(ctx.db, input, ctx.now);
    ctx.audit({
      target: `condition:${entity.key}`,
      summary: { name: entity.key, version: entity.version, withdrawn: input.withdrawn },
      changes: recordChanges({ withdrawn: before.withdrawn_at !== null }, { withdrawn: entity.withdrawn_at !== null }),
    });
    return { entity };
  }),
];
