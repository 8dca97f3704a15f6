import { serverArea } from '../../area.ts';
import { themeHandlers } from './routes.ts';
import { themeLog } from './log.ts';

/** The themes of the installation, companies and projects, the project defaults and the public pages' cookie banner. */
export const themeArea = serverArea({ name: 'theme', log: themeLog, handlers: themeHandlers });
