import * as contract from '../../../contract/public.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { eq } from 'drizzle-orm';
import { AppError, fieldError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { notifyFromCall } from '../../mail/call-mail.ts';
import type { NotificationRequest } from '../../mail/notify.ts';
import { readCookieLaw } from '../../respondents/cookie-law.ts';
import { erasePerson, exportPersonalData } from '../../respondents/personal-data.ts';
import { clearRespondentCookie, deleteRespondentSessions, type RegisteredUserRow } from '../../respondents/sessions.ts';
import { noticeSubmission } from '../../respondents/submission-notice.ts';
import { acceptConditions, currentConditions } from '../../respondents/conditions.ts';
import { findFormToAnswer, findPublicForm, formWindow } from '../../respondents/public-form.ts';
import { siteOf } from '../../respondents/site.ts';
import {
  mailLanguage,
  ownSubmissions,
  presentDraft,
  presentOwn,
  saveDraft,
  submitDraft,
  withdraw,
} from './filling.ts';
import { receiptLines } from './receipt.ts';
import { textIn } from '../../respondents/answered-versions.ts';
import { presentRespondent } from './respondent.ts';
import { CODE_CHECK_LIMITS, CODE_SEND_LIMITS } from './code-limits.ts';
import { checkCode, sendCode, signOut } from './sign-in.ts';
import { siteTheme } from './site.ts';

const receiptTimes = new Map<Language, Intl.DateTimeFormat>();

// The receipt's time format in a language, made once: making one costs more than using it.
function receiptTime(lang: Language): Intl.DateTimeFormat {
  let format = receiptTimes.get(lang);
  if (!format) receiptTimes.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })));
  return format;
}

// The signed-in registered user of a `respondent` call; the adapter has refused the call without one.
function userOf(ctx: CallContext): RegisteredUserRow {
  if (!ctx.respondent) throw new AppError('not_signed_in');
  return ctx.respondent.user;
}

// A registered user's change, named in the log by their id only (no personal data in the log).
function audit(ctx: CallContext, user: RegisteredUserRow, summary: Record<string, unknown> = {}) {
  ctx.audit({ target: `user:${user.id}`, companyId: user.companyId, summary: { project: user.projectId, ...summary } });
}

/** The handlers of the public side's calls. */
export const publicHandlers = [
  handle(contract.SiteGet, async (ctx) => {
    const site = siteOf(ctx);
    const conditions = await currentConditions(ctx.db);
    const user = ctx.respondent ? await presentRespondent(ctx.db, ctx.respondent.user, conditions) : null;
    return {
      project: { name: site.project.name, languages: site.project.languages.filter(isLanguage), default_lang: isLanguage(site.project.defaultLang) ? site.project.defaultLang : 'it' },
      theme: await siteTheme(ctx.db, site),
      cookie_law: await readCookieLaw(ctx.db),
      conditions: conditions.map((row) => ({ id: row.id, key: row.key, version: row.version, required: row.required, title: row.title, body: row.body })),
      user,
    };
  }),

  handle(contract.PublicFormGet, async (ctx, input) => {
    const user = ctx.respondent?.user;
    // A signed-in person's own standing comes with the form, in the same statement.
    const answering = user ? await findFormToAnswer(ctx.db, siteOf(ctx), input.form, user) : null;
    const form = answering ?? (await findPublicForm(ctx.db, siteOf(ctx), input.form));
    const { row } = form;
    return {
      form: {
        slug: row.slug,
        status: row.status,
        window: formWindow(row, ctx.now),
        opens_at: row.opensAt?.toISOString() ?? null,
        closes_at: row.closesAt?.toISOString() ?? null,
        access: row.access,
        max_submissions: row.maxSubmissions,
        confirmation: row.confirmation,
        version: form.version,
        definition: form.definition,
      },
      mine: answering
        ? {
            draft: answering.standing.draft ? presentDraft(answering.standing.draft) : null,
            submitted: answering.standing.submitted,
            invited: answering.standing.invited,
          }
        : null,
    };
  }),

  handle(
    contract.CodeSend,
    async (ctx, input) => {
      await sendCode(ctx, input);
      return { Success: true };
    },
    { rateLimits: CODE_SEND_LIMITS },
  ),

  handle(
    contract.CodeCheck,
    async (ctx, input) => {
      const user = await checkCode(ctx, input);
      return { user: await presentRespondent(ctx.db, user) };
    },
    { rateLimits: CODE_CHECK_LIMITS },
  ),

  handle(contract.RespondentSignOut, async (ctx) => {
    await signOut(ctx);
    return { Success: true };
  }),

  handle(contract.ProfileSave, async (ctx, input) => {
    const user = userOf(ctx);
    const [row] = await ctx.db
      .update(registeredUsers)
      .set({ firstName: input.first_name, lastName: input.last_name, preferredLang: input.preferred_lang, updatedAt: ctx.now })
      .where(eq(registeredUsers.id, user.id))
      .returning();
    audit(ctx, user, { profile: true });
    return { user: await presentRespondent(ctx.db, row ?? user) };
  }),

  handle(contract.ConditionsAccept, async (ctx, input) => {
    const user = userOf(ctx);
    const current = await currentConditions(ctx.db);
    const ids = new Set(current.map((row) => row.id));
    const asked = [...new Set(input.conditions.map((id) => id.toLowerCase()))];
    if (!asked.every((id) => ids.has(id))) throw fieldError({ conditions: { rule: 'invalid' } });
    await acceptConditions(ctx.db, user.id, asked, ctx.now, ctx.ip);
    const accepted = current.filter((row) => asked.includes(row.id));
    audit(ctx, user, { accepted: accepted.map((row) => `${row.key} v${row.version}`) });
    return { user: await presentRespondent(ctx.db, user, current) };
  }),

  handle(contract.DraftSave, async (ctx, input) => {
    const user = userOf(ctx);
    const form = await findFormToAnswer(ctx.db, siteOf(ctx), input.form, user);
    const row = await saveDraft(ctx, user, form, input);
    return { draft: presentDraft(row) };
  }),

  handle(contract.DraftSubmit, async (ctx, input) => {
    const user = userOf(ctx);
    const site = siteOf(ctx);
    const form = await findFormToAnswer(ctx.db, site, input.form, user);
    const row = await submitDraft(ctx, user, form, input);
    audit(ctx, user, { submission: row.id, form: form.row.slug, version: form.version });
    const lang = mailLanguage(user, input.lang);
    const receipt: NotificationRequest = {
      key: 'respondent.receipt',
      to: user.email,
      lang,
      place: { companyId: site.companyId, projectId: site.project.id },
      values: {
        first_name: user.firstName,
        project: site.project.name,
        form: textIn(form.definition.title, lang, form.definition.default_lang),
        submitted_at: receiptTime(lang).format(ctx.now) + ' UTC',
        answers: receiptLines(form.definition, row.answers, lang),
      },
    };
    // A receipt may wait a moment behind the others: a rush of submissions sends them in batches.
    await notifyFromCall(ctx, receipt, { batched: true });
    await noticeSubmission(ctx, { form: form.row, definition: form.definition, sender: user, at: ctx.now });
    return { submission: presentOwn(row, form.row, form.definition, ctx.now), confirmation: form.row.confirmation };
  }),

  handle(contract.OwnSubmissions, async (ctx) => ({ items: await ownSubmissions(ctx, userOf(ctx)) })),

  handle(contract.SubmissionWithdraw, async (ctx, input) => {
    const user = userOf(ctx);
    const submission = await withdraw(ctx, user, input.submission);
    audit(ctx, user, { submission: submission.id, withdrawn: true });
    return { submission };
  }),

  handle(contract.OwnDataExport, async (ctx) => exportPersonalData(ctx.db, ctx.deps.storage, userOf(ctx).id)),

  handle(contract.OwnDataErase, async (ctx, input) => {
    const user = userOf(ctx);
    const site = siteOf(ctx);
    if (input.email !== user.email) throw fieldError({ email: { rule: 'invalid' } });
    const erased = await erasePerson(ctx.db, ctx.deps.storage, user.id, ctx.now);
    await deleteRespondentSessions(ctx.db, { userId: user.id });
    audit(ctx, user, { erased: true, ...erased });
    ctx.onSuccess((c) => clearRespondentCookie(c, site, ctx.secure));
    return { Success: true };
  }),
];
