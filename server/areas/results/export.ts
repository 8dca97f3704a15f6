// The results export as a durable job: the filtered submissions as CSV or XLSX (export-table.ts),
// or the files they answered as a ZIP (export-zip.ts), made in the storage and downloaded from `jobFilePath`.
import { jobKind } from '../../jobs/kind.ts';
import { ExportJobInput, RESULTS_EXPORT_JOB } from './export-setting.ts';
import { discardTable, exportTable } from './export-table.ts';
import { discardZip, exportZip } from './export-zip.ts';

/** The export of a form's filtered results, as a job of its caller's. */
export const resultsExportJob = jobKind({
  name: RESULTS_EXPORT_JOB,
  input: ExportJobInput,
  maxAttempts: 3,
  run: (ctx, input) => (input.format === 'zip' ? exportZip(ctx, input) : exportTable(ctx, input)),
  async discard(ctx) {
    await discardTable(ctx);
    await discardZip(ctx);
  },
});
