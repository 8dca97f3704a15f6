import type { CallContext } from '../http/handler.ts';
import { callServerKey } from '../http/idempotency.ts';
import { wakeMailSenders } from './delivery-loop.ts';
import { notificationMail, type NotificationRequest } from './notify.ts';
import { queueMails, type QueuedMail } from './queue.ts';
import { sendQueuedNow } from './send.ts';

/** The company and project a call's mail is about, when it is about one. */
export interface MailPlace {
  companyId?: string | null;
  projectId?: string | null;
}

/** How a call's mail leaves once the call has committed and answered. */
export interface CallMailOptions {
  /**
   * Sent by this server's delivery loop, woken after the commit, with the other messages due: a
   * batch costs one claim, so a rush of calls (the submissions before a deadline) does not claim
   * each receipt on its own. For mail that may wait a moment behind others; never a PIN.
   */
  batched?: boolean;
}

/**
 * Queues a call's mail in its transaction, caused by its path. Once the call has committed and
 * answered, this server sends it at once (a PIN arrives in a second), or wakes its delivery loop
 * for `batched` mail; the delivery loops retry what did not leave. Sent after the answer, so the
 * answer's timing tells nothing of the address.
 */
export async function mailFromCall(ctx: CallContext, mails: readonly QueuedMail[], place: MailPlace = {}, options: CallMailOptions = {}): Promise<void> {
  if (mails.length === 0) return;
  const { deps } = ctx;
  const key = await callServerKey(ctx);
  const ids = await queueMails(ctx.db, key, mails, { cause: ctx.endpoint, ...place }, ctx.now);
  ctx.defer(options.batched ? async () => wakeMailSenders() : () => sendQueuedNow(deps, ids));
}

/** A call's one notification: rendered in the reader's language from the texts and sender in effect, and queued about the same place. */
export async function notifyFromCall(ctx: CallContext, request: NotificationRequest, options: CallMailOptions = {}): Promise<void> {
  await mailFromCall(ctx, [await notificationMail(ctx.db, ctx.deps.config, request)], request.place, options);
}
