import { serverArea } from '../../area.ts';
import { userExportJob } from './export.ts';
import { userExportHandlers } from './export-routes.ts';
import { userHandlers } from './routes.ts';
import { usersLog } from './log.ts';

/** A project's registered users, for the operators; the installation admins' export of people, as a job. */
export const usersArea = serverArea({ name: 'users', log: usersLog, handlers: [...userHandlers, ...userExportHandlers], jobs: [userExportJob] });
