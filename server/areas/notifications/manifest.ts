import { serverArea } from '../../area.ts';
import { notificationsLog } from './log.ts';
import { senderHandlers } from './sender-routes.ts';
import { textHandlers } from './text-routes.ts';

/** Notification senders (with their SPF check) and texts at the installation, company and project levels. */
export const notificationsArea = serverArea({ name: 'notifications', log: notificationsLog, handlers: [...senderHandlers, ...textHandlers] });
