import { serverArea } from '../../area.ts';
import { accountingHandlers } from './routes.ts';
import { accountingLog } from './log.ts';

/** Sign-in, the operator's own account and the questions about access. */
export const accountingArea = serverArea({ name: 'accounting', log: accountingLog, handlers: accountingHandlers });
