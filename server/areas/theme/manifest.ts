import { serverArea } from '../../area.ts';
import { themeHandlers } from './routes.ts';
import { themeLog } from './log.ts';

/** The installation's theme and the public pages' cookie banner. */
export const themeArea = serverArea({ name: 'theme', log: themeLog, handlers: themeHandlers });
