import { serverArea } from '../../area.ts';
import { alertsLog } from './log.ts';
import { alertHandlers } from './routes.ts';

/** The installation's announcements, their receipts, and the system alerts as the admins and banners read them. */
export const alertsArea = serverArea({ name: 'alerts', log: alertsLog, handlers: alertHandlers });
