import { serverArea } from '../../area.ts';
import { companyHandlers } from './routes.ts';

/** The installation's companies. */
export const companiesArea = serverArea({ name: 'companies', handlers: companyHandlers });
