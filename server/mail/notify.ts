// The one way the product writes a mail: a notification of the catalog, rendered from the text in
// effect in the reader's language, going out as the sender in effect for its place.
import type { Language } from '../../contract/languages.ts';
import { notificationOf, type NotificationKey } from '../../contract/notification-catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { inMail } from '../rich-text/render.ts';
import { PRODUCT } from './builtin-words.ts';
import { renderNotification, type NotificationValues } from './notification-render.ts';
import { effectiveText } from './notification-texts.ts';
import type { QueuedMail } from './queue.ts';
import { effectiveSender, type NotyPlace } from './senders.ts';

/** One notification to one reader: what it is, in which language, about which place, with which values. */
export interface NotificationRequest {
  key: NotificationKey;
  to: string;
  lang: Language;
  /** The company and project it is about; none for the operators' own mails. */
  place: NotyPlace;
  values: NotificationValues;
}

/** The values every mail may name without being given them: the product's name. */
export function commonValues(lang: Language): NotificationValues {
  return { product: PRODUCT[lang] };
}

/** What writes one notification to many readers of one language and place (invitations): the text and the sender read once. */
export type NotificationWriter = (to: string, values: NotificationValues) => QueuedMail;

/** A writer of one notification in one language about one place, for readers each with their own values. */
export async function notificationWriter(db: Db, config: Config, n: Omit<NotificationRequest, 'to' | 'values'>): Promise<NotificationWriter> {
  const notification = notificationOf(n.key);
  if (!notification) throw new Error(`No notification ${n.key} in the catalog`);
  // One after the other: inside a call's transaction the queries share one connection.
  const text = await effectiveText(db, n.key, n.lang, n.place);
  const sender = await effectiveSender(db, config, n.place);
  return (to, values) => ({
    to,
    ...renderNotification(notification, text, n.lang, { ...commonValues(n.lang), ...values }, inMail(config)),
    // The server's own MAIL_FROM is what an unmarked row goes out as.
    ...(sender.source === 'environment' ? {} : { from: sender.from }),
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    ...(sender.id ? { senderId: sender.id } : {}),
  });
}

/** A notification as the queue takes it: rendered from the text in effect, from the sender in effect. */
export async function notificationMail(db: Db, config: Config, n: NotificationRequest): Promise<QueuedMail> {
  return (await notificationWriter(db, config, n))(n.to, n.values);
}
