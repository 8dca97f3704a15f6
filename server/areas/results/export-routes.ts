import { ResultsExport } from '../../../contract/results.ts';
import { canEditProject } from '../../auth/grants.ts';
import { handle } from '../../http/handler.ts';
import { AppError } from '../../errors.ts';
import { presentJob } from '../../jobs/presenter.ts';
import { enqueueJob } from '../../jobs/store.ts';
import { wakeRunners } from '../../jobs/wake.ts';
import { resultsExportJob } from './export.ts';
import { exportForm } from './export-read.ts';
import type { ExportJobInput } from './export-setting.ts';

/**
 * The handler that starts a results export: a job of the caller's own. Personal answers and the
 * sender's email and name go in for whoever edits the project, and for the form's assistants only
 * when the form allows them (`assistants_export`), as it stands when the export is asked for.
 */
export const resultsExportHandlers = [
  handle(ResultsExport, async (ctx, input) => {
    const form = await exportForm(ctx.db, input);
    if (!form) throw new AppError('not_found');
    const personal = canEditProject(await ctx.grantee(), input.company, input.project) || form.assistantsExport;
    const { company, project, form: formId, filters, tz, format, lang } = input;
    const jobInput: ExportJobInput = { company, project, form: formId, filters, tz, format, lang, personal };
    const job = await enqueueJob(
      ctx.db,
      { kind: resultsExportJob.name, ownerId: ctx.session!.operator.id, companyId: company, input: jobInput, maxAttempts: resultsExportJob.maxAttempts },
      ctx.now,
    );
    ctx.audit({ target: job.id });
    // Woken once the call's transaction has committed, so the runner finds the row.
    ctx.defer(async () => wakeRunners());
    return presentJob(job);
  }),
];
