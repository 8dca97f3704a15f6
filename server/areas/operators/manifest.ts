import { serverArea } from '../../area.ts';
import { operatorHandlers } from './routes.ts';
import { operatorsLog } from './log.ts';

/** The operators of a company and of the installation, their roles and invitations. */
export const operatorsArea = serverArea({ name: 'operators', log: operatorsLog, handlers: operatorHandlers });
