import { words, type AreaLog } from '../../http/log-sentence.ts';
import { senderSentences } from './sender-log.ts';
import { textSentences } from './text-log.ts';

/** How the notification senders and texts read in the operations' log. */
export const notificationsLog: AreaLog = {
  label: words({ it: 'Notifiche', en: 'Notifications', es: 'Notificaciones', fr: 'Notifications', pt: 'Notificações' }),
  sentences: { ...senderSentences, ...textSentences },
};
