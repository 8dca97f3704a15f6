import { serverArea } from '../../area.ts';
import type { JobKind } from '../../jobs/kind.ts';
import { jobRoutes } from './openapi.ts';
import { mountJobFiles } from './file-route.ts';
import { jobHandlers } from './routes.ts';
import { jobsLog } from './log.ts';

/** Following and cancelling jobs, and the GET of a finished job's file; `kinds` are every area's job kinds, asked for at a download. */
export function jobsArea(kinds: () => readonly JobKind[]) {
  return serverArea({ name: 'jobs', log: jobsLog, handlers: jobHandlers, mount: (app, deps) => mountJobFiles(app, deps, kinds), described: jobRoutes });
}
