import { serverArea } from '../../area.ts';
import { userHandlers } from './routes.ts';
import { usersLog } from './log.ts';

/** A project's registered users, for the operators. */
export const usersArea = serverArea({ name: 'users', log: usersLog, handlers: userHandlers });
