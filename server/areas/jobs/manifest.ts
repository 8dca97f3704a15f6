import { serverArea } from '../../area.ts';
import { jobRoutes } from './openapi.ts';
import { mountJobFiles } from './file-route.ts';
import { jobHandlers } from './routes.ts';
import { jobsLog } from './log.ts';

/** Following and cancelling jobs, and the GET of a finished job's file. */
export const jobsArea = serverArea({ name: 'jobs', log: jobsLog, handlers: jobHandlers, mount: mountJobFiles, described: jobRoutes });
