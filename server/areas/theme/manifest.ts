import { serverArea } from '../../area.ts';
import { themeHandlers } from './routes.ts';

/** The installation's theme and the public pages' cookie banner. */
export const themeArea = serverArea({ name: 'theme', handlers: themeHandlers });
