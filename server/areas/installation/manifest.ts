import { serverArea } from '../../area.ts';
import { logExportJob } from './log-export.ts';
import { installationHandlers } from './routes.ts';

/** The installation admins' operations' log, information and conditions. */
export const installationArea = serverArea({ name: 'installation', handlers: installationHandlers, jobs: [logExportJob] });
