import { serverArea } from '../../area.ts';
import { resultsExportJob } from './export.ts';
import { resultsExportHandlers } from './export-routes.ts';
import { resultHandlers } from './routes.ts';
import { resultsLog } from './log.ts';

/** A form's results for the operators: the table, dashboard, changes, notes, saved filters and exports. */
export const resultsArea = serverArea({ name: 'results', log: resultsLog, handlers: [...resultHandlers, ...resultsExportHandlers], jobs: [resultsExportJob] });
