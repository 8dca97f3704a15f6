import { serverArea } from '../../area.ts';
import { projectHandlers } from './routes.ts';
import { projectsLog } from './log.ts';

/** A company's projects, and Home's navigation. */
export const projectsArea = serverArea({ name: 'projects', log: projectsLog, handlers: projectHandlers });
