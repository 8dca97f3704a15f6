import { serverArea } from '../../area.ts';
import { publicHandlers } from './routes.ts';
import { publicLog } from './log.ts';

/** The public side's calls, for registered users with their own sessions. */
export const publicArea = serverArea({ name: 'public', log: publicLog, handlers: publicHandlers });
