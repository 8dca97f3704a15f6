import crypto from 'node:crypto';
import { and, desc, eq, exists, notInArray, sql } from 'drizzle-orm';
import type { FormInvitation } from '../../../contract/forms.ts';
import type { Language } from '../../../contract/languages.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { companies } from '../../db/schema/companies.ts';
import { projects } from '../../db/schema/projects.ts';
import { formInvitations, submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { mailFromCall } from '../../mail/call-mail.ts';
import { notificationWriter } from '../../mail/notify.ts';
import { textIn } from '../../respondents/answered-versions.ts';
import type { FormRow } from './presenter.ts';
import { getFormRow, publishedOf } from './store.ts';
import type { FormScope } from '../../../contract/fields.ts';

/** The people invited to a form, newest first, with whether they registered and sent it. */
export async function listInvitations(db: Db, scope: FormScope): Promise<FormInvitation[]> {
  const form = await getFormRow(db, scope);
  const registered = db
    .select({ one: sql`1` })
    .from(registeredUsers)
    .where(and(eq(registeredUsers.projectId, form.projectId), eq(registeredUsers.email, formInvitations.email)));
  const submitted = db
    .select({ one: sql`1` })
    .from(submissions)
    .innerJoin(registeredUsers, eq(registeredUsers.id, submissions.userId))
    .where(
      and(
        eq(submissions.formId, form.id),
        eq(registeredUsers.email, formInvitations.email),
        notInArray(submissions.status, ['draft', 'withdrawn']),
      ),
    );
  const rows = await db
    .select({
      id: formInvitations.id,
      email: formInvitations.email,
      createdAt: formInvitations.createdAt,
      invitedBy: operators.email,
      registered: exists(registered),
      submitted: exists(submitted),
    })
    .from(formInvitations)
    .leftJoin(operators, eq(operators.id, formInvitations.invitedBy))
    .where(eq(formInvitations.formId, form.id))
    .orderBy(desc(formInvitations.createdAt), formInvitations.email);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    invited_by: row.invitedBy,
    registered: Boolean(row.registered),
    submitted: Boolean(row.submitted),
  }));
}

// The public address of a form: the slugs of its company and project, and the project's name for the mail's signature.
async function publicPlace(db: Db, form: FormRow) {
  const [place] = await db
    .select({ company: companies.slug, project: projects.slug, projectName: projects.name })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, form.projectId))
    .limit(1);
  if (!place) throw new AppError('not_found');
  return place;
}

/**
 * Invites each address: a new token per address (only its hash is kept, so an address invited
 * before gets a new link and the old one stops working), then the mail with the personal link,
 * in `lang`, once the answer is out.
 */
export async function sendInvitations(ctx: CallContext, scope: FormScope, emails: string[], lang: Language): Promise<FormRow> {
  const form = await getFormRow(ctx.db, scope);
  const place = await publicPlace(ctx.db, form);
  // The people read the published form: its title is the one they will see.
  const definition = (await publishedOf(ctx.db, form)) ?? form.draft;
  const title = textIn(definition.title, lang, definition.default_lang) || form.slug;
  const base = `${ctx.publicBase}/p/${encodeURIComponent(place.company)}/${encodeURIComponent(place.project)}/f/${encodeURIComponent(form.slug)}`;
  const invitedBy = ctx.session?.operator.id ?? null;
  const links = emails.map((email) => ({ email, token: newToken() }));
  await ctx.db
    .insert(formInvitations)
    .values(links.map(({ email, token }) => ({ id: crypto.randomUUID(), formId: form.id, email, tokenHash: hashToken(token), invitedBy, createdAt: ctx.now })))
    .onConflictDoUpdate({
      target: [formInvitations.formId, formInvitations.email],
      set: { tokenHash: sql`excluded.token_hash`, invitedBy: sql`excluded.invited_by`, createdAt: sql`excluded.created_at` },
    });
  const at = { companyId: form.companyId, projectId: form.projectId };
  const write = await notificationWriter(ctx.db, ctx.deps.config, { key: 'respondent.invitation', lang, place: at });
  const mails = links.map(({ email, token }) => write(email, { project: place.projectName, form: title, link: `${base}?invitation=${token}` }));
  await mailFromCall(ctx, mails, at);
  return form;
}

/** Takes an invitation of this form back; an invitation of another form is not found. */
export async function revokeInvitation(db: Db, scope: FormScope, invitation: string): Promise<{ form: FormRow; email: string }> {
  const form = await getFormRow(db, scope);
  const [removed] = await db
    .delete(formInvitations)
    .where(and(eq(formInvitations.id, invitation), eq(formInvitations.formId, form.id)))
    .returning({ email: formInvitations.email });
  if (!removed) throw new AppError('not_found');
  return { form, email: removed.email };
}
