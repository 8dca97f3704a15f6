import { serverArea } from '../../area.ts';
import { projectHandlers } from './routes.ts';

/** A company's projects, and Home's navigation. */
export const projectsArea = serverArea({ name: 'projects', handlers: projectHandlers });
