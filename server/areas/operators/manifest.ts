import { serverArea } from '../../area.ts';
import { operatorHandlers } from './routes.ts';

/** The operators of a company and of the installation, their roles and invitations. */
export const operatorsArea = serverArea({ name: 'operators', handlers: operatorHandlers });
