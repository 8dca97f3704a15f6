// A campaign's test: its mail filled with one recipient's values, marked as a test in their
// language, to a few addresses or the operator's own, through the mail queue.
import { eq } from 'drizzle-orm';
import type { Language } from '../../../contract/languages.ts';
import type { Localized } from '../../../contract/messages.ts';
import type { Db } from '../../db/db.ts';
import { notySenders } from '../../db/schema/notifications.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { mailFromCall } from '../../mail/call-mail.ts';
import type { QueuedMail } from '../../mail/queue.ts';
import { effectiveSender, fromHeader } from '../../mail/senders.ts';
import { resolveAudience } from './audience.ts';
import type { CampaignRow } from './campaign-presenter.ts';
import { campaignTemplate, previewUnsubscribe } from './check.ts';
import { mailFiller, templateLanguage } from './render.ts';
import { mergeContext, mergeValues, type MergeTarget } from './values.ts';

/** The mark before a test's subject, in the recipient's language. */
export const TEST_MARK: Localized = { it: '[Prova] ', en: '[Test] ', es: '[Prueba] ', fr: '[Test] ', pt: '[Teste] ' };

// Who a test goes out as: the template's sender, else the project's sender in effect.
async function testSender(db: Db, ctx: CallContext, row: CampaignRow, senderId: string | null): Promise<Pick<QueuedMail, 'from' | 'replyTo' | 'senderId'>> {
  const [own] = senderId ? await db.select().from(notySenders).where(eq(notySenders.id, senderId)).limit(1) : [];
  if (own) return { from: fromHeader(own.fromName, own.fromEmail), ...(own.replyTo ? { replyTo: own.replyTo } : {}), senderId: own.id };
  const effective = await effectiveSender(db, ctx.deps.config, { companyId: row.companyId, projectId: row.projectId });
  return { from: effective.from, ...(effective.replyTo ? { replyTo: effective.replyTo } : {}), ...(effective.id ? { senderId: effective.id } : {}) };
}

// The recipient whose values fill the test: the one named (one of the audience), else the first.
function chosenTarget(recipients: readonly MergeTarget[], email: string | undefined): MergeTarget {
  if (email === undefined) {
    const first = recipients[0];
    if (!first) throw new AppError('audience_empty');
    return first;
  }
  const wanted = email.toLowerCase();
  const found = recipients.find((target) => target.email === wanted);
  if (!found) throw fieldError({ recipient: { code: 'recipient_not_found' } }, 'recipient_not_found');
  return found;
}

/**
 * Queues the campaign's test mail in the call's transaction (sent at once after the answer) to
 * `to`, or to the operator when it is empty, filled with the chosen recipient's values and its
 * subject marked as a test. Answers the addresses it went to and whose values filled it.
 */
export async function sendCampaignTest(ctx: CallContext, row: CampaignRow, input: { to: readonly string[]; recipient?: string | undefined }) {
  const { db, deps } = ctx;
  const template = await campaignTemplate(db, row);
  const audience = await resolveAudience(db, deps, row);
  const context = await mergeContext(db, deps, row.projectId, row.audience.kind === 'submissions' ? row.audience.form : null);
  const chosen = chosenTarget(audience.recipients, input.recipient);
  const target = { ...chosen, lang: templateLanguage(template, chosen.lang, context.defaultLang) };
  const [values] = await mergeValues(db, context, [target], await previewUnsubscribe(deps, context));
  const mail = mailFiller(template, context)(target.lang, values!);
  const sender = await testSender(db, ctx, row, template.senderId);
  const to = input.to.length > 0 ? [...input.to] : [ctx.session!.operator.email];
  const subject = TEST_MARK[target.lang as Language] + mail.subject;
  await mailFromCall(
    ctx,
    to.map((address) => ({ to: address, subject, html: mail.html, text: mail.text, ...sender })),
    { companyId: row.companyId, projectId: row.projectId },
  );
  return { sentTo: to, recipient: target.email };
}
