import { serverArea } from '../../area.ts';
import { userHandlers } from './routes.ts';

/** A project's registered users, for the operators. */
export const usersArea = serverArea({ name: 'users', handlers: userHandlers });
