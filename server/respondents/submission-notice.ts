import { and, eq, isNull, or } from 'drizzle-orm';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { operatorLanguage } from '../auth/operators.ts';
import type { Db } from '../db/db.ts';
import { operators } from '../db/schema/accounting.ts';
import { grants } from '../db/schema/operators.ts';
import { projects } from '../db/schema/projects.ts';
import type { CallContext } from '../http/handler.ts';
import { mailFromCall } from '../mail/call-mail.ts';
import { notificationMail } from '../mail/notify.ts';
import type { QueuedMail } from '../mail/queue.ts';
import type { Config } from '../config.ts';
import { textIn } from './answered-versions.ts';
import type { PublicFormRow } from './public-form.ts';


/** An operator a notice goes to. */
export interface NoticeRecipient {
  email: string;
  firstName: string;
  preferredLang: string;
}

/**
 * The operators who may see a form's submissions and are not disabled: the company's managers,
 * the editors of its project (or of every project), the assistants of the form (or of every form
 * of the project). Installation admins see every company, but are told only through a grant.
 */
export async function formWatchers(db: Db, form: Pick<PublicFormRow, 'id' | 'companyId' | 'projectId'>): Promise<NoticeRecipient[]> {
  const onProject = or(isNull(grants.projectId), eq(grants.projectId, form.projectId));
  const rows = await db
    .selectDistinct({ email: operators.email, firstName: operators.firstName, preferredLang: operators.preferredLang })
    .from(grants)
    .innerJoin(operators, eq(operators.id, grants.operatorId))
    .where(
      and(
        eq(grants.companyId, form.companyId),
        eq(operators.disabled, false),
        or(
          eq(grants.role, 'manager'),
          and(eq(grants.role, 'editor'), onProject),
          and(eq(grants.role, 'assistant'), onProject, or(isNull(grants.formId), eq(grants.formId, form.id))),
        ),
      ),
    )
    .orderBy(operators.email);
  return rows;
}

/** The submission a notice tells of: the form as it was answered, who sent it and when. */
export interface NoticedSubmission {
  form: PublicFormRow;
  definition: FormDefinition;
  sender: { email: string; firstName: string; lastName: string };
  at: Date;
}

/**
 * The notices of one submission, one per operator who may see it, each in their own language,
 * in the words the form's project (else its company, else the installation) gives them.
 */
export async function submissionNotices(db: Db, config: Config, publicBase: string, submission: NoticedSubmission): Promise<QueuedMail[]> {
  const { form, definition, sender } = submission;
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, form.projectId)).limit(1);
  const link = `${publicBase}/app/in/company/${form.companyId}/project/${form.projectId}/forms/${form.id}/results/submissions`;
  const name = `${sender.firstName} ${sender.lastName}`.trim();
  const mails: QueuedMail[] = [];
  for (const operator of await formWatchers(db, form)) {
    const lang = operatorLanguage(operator);
    const values = {
      first_name: operator.firstName,
      project: project?.name ?? '',
      form: textIn(definition.title, lang, definition.default_lang) || form.slug,
      sender_name: name || sender.email,
      sender_email: sender.email,
      submitted_at: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(submission.at) + ' UTC',
      link,
    };
    mails.push(await notificationMail(db, config, { key: 'submission.notice', to: operator.email, lang, place: { companyId: form.companyId, projectId: form.projectId }, values }));
  }
  return mails;
}

/**
 * Tells the form's operators of a submission, when the form asks for it: the recipients are read
 * with the submission, and the mails leave after the answer.
 */
export async function noticeSubmission(ctx: CallContext, submission: NoticedSubmission): Promise<void> {
  if (!submission.form.notify) return;
  // One message per operator: an address the relay refuses keeps no one else from theirs.
  const { form } = submission;
  await mailFromCall(ctx, await submissionNotices(ctx.db, ctx.deps.config, ctx.publicBase, submission), { companyId: form.companyId, projectId: form.projectId });
}
