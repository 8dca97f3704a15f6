import { serverArea } from '../../area.ts';
import { companyHandlers } from './routes.ts';
import { companiesLog } from './log.ts';

/** The installation's companies. */
export const companiesArea = serverArea({ name: 'companies', log: companiesLog, handlers: companyHandlers });
