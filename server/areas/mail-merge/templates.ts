// A project's mail-merge templates: create and save at a version, copy, delete when no campaign
// uses it, revisions while edited and their restore, and the preview of a mail with a
// registered user's values or sample ones.
import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { MAIL_MERGE_LIMITS, type MergeSenderSchema, type TemplatePreview, type TemplateSave } from '../../../contract/mail-merge.ts';
import type { LocalizedRichTextValue, RichTextDocument } from '../../../contract/rich-text-model.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { mmCampaigns, mmTemplateRevisions, mmTemplates, type LocalizedSubject } from '../../db/schema/mail-merge.ts';
import { media } from '../../db/schema/media.ts';
import { notySenders } from '../../db/schema/notifications.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { registeredUsers } from '../../db/schema/users.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { defaultSenderOf, mailFromParts, scopeOf } from '../../mail/senders.ts';
import { richTextMediaIds } from '../../rich-text/render.ts';
import { compileMail, fillMail, type MergeValues } from './render.ts';
import { checkTemplateTags, taggedForms } from './tags.ts';
import { templateEntity, type TemplateRow } from './template-presenter.ts';
import { unsubscribeLinks } from './unsubscribe.ts';
import { mergeContext, mergeValues, type MergeContext } from './values.ts';

/** The project a call is about, and its company. */
export interface ProjectRef {
  company: string;
  project: string;
}

type SaveInput = z.output<typeof TemplateSave.input>;
type PreviewInput = z.output<typeof TemplatePreview.input>;

/** The project's templates by name, each with how many campaigns use it. */
export async function listTemplates(db: Db, ref: ProjectRef): Promise<Array<{ row: TemplateRow; campaigns: number }>> {
  const rows = await db
    .select()
    .from(mmTemplates)
    .where(and(eq(mmTemplates.projectId, ref.project), eq(mmTemplates.companyId, ref.company)))
    .orderBy(asc(mmTemplates.name), asc(mmTemplates.createdAt));
  const uses = rows.length === 0 ? [] : await db
    .select({ template: mmCampaigns.templateId, total: count() })
    .from(mmCampaigns)
    .where(inArray(mmCampaigns.templateId, rows.map((row) => row.id)))
    .groupBy(mmCampaigns.templateId);
  const used = new Map(uses.map((use) => [use.template, use.total]));
  return rows.map((row) => ({ row, campaigns: used.get(row.id) ?? 0 }));
}

/** A template of the project, or 404. */
export async function getTemplate(db: Db, ref: ProjectRef, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(mmTemplates)
    .where(and(eq(mmTemplates.id, id), eq(mmTemplates.projectId, ref.project), eq(mmTemplates.companyId, ref.company)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

function conflict(row: TemplateRow): AppError {
  return new AppError('conflict', { extra: { current: templateEntity(row) } });
}

/** The notification senders of the project's chain: the project's, its company's and the installation's. */
export async function chainSenders(db: Db, ref: ProjectRef) {
  const scopes = [scopeOf('project', ref.project), scopeOf('company', ref.company), scopeOf('installation')];
  const rows = await db.select().from(notySenders).where(inArray(notySenders.scope, scopes));
  const order = (scope: string) => scopes.indexOf(scope);
  return rows.sort((a, b) => order(a.scope) - order(b.scope) || a.name.localeCompare(b.name));
}

/** The senders a template may name, and the one in effect when it names none. */
export async function mergeSenders(db: Db, deps: Pick<AppDeps, 'config'>, ref: ProjectRef) {
  const items: Array<z.infer<typeof MergeSenderSchema>> = (await chainSenders(db, ref)).map((row) => ({
    id: row.id,
    name: row.name,
    from_email: row.fromEmail,
    from_name: row.fromName,
    level: row.level,
  }));
  const found = await defaultSenderOf(db, { companyId: ref.company, projectId: ref.project });
  if (found) return { items, effective: { id: found.row.id, name: found.row.name, from_email: found.row.fromEmail, from_name: found.row.fromName } };
  const { name, email } = mailFromParts(deps.config.mailFrom);
  return { items, effective: { id: null, name: name || email, from_email: email, from_name: name } };
}

// A template's sender must be one of the project's chain.
async function checkSender(db: Db, ref: ProjectRef, sender: string | null | undefined): Promise<void> {
  if (!sender) return;
  if (!(await chainSenders(db, ref)).some((row) => row.id === sender.toLowerCase())) throw fieldError({ sender: { rule: 'invalid' } });
}

// A body's images are the project's uploaded page images: never another project's file or an attachment.
async function checkImages(db: Db, ref: ProjectRef, body: LocalizedRichTextValue): Promise<void> {
  for (const lang of LANGUAGES) {
    const doc = body[lang];
    const ids = doc ? richTextMediaIds(doc) : [];
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: media.id })
      .from(media)
      .where(and(inArray(media.id, ids), eq(media.kind, 'page'), eq(media.projectId, ref.project)));
    if (rows.length !== ids.length) throw fieldError({ [`body.${lang}`]: { code: 'image_not_in_project' } });
  }
}

/** Checks what a save or a preview's draft holds: its tags, images and sender. */
export async function checkTemplate(db: Db, ref: ProjectRef, input: { subject: LocalizedSubject; body: LocalizedRichTextValue; sender?: string | null | undefined }): Promise<void> {
  await checkTemplateTags(db, ref.project, input.subject, input.body);
  await checkImages(db, ref, input.body);
  await checkSender(db, ref, input.sender);
}

const WINDOW_MS = MAIL_MERGE_LIMITS.revisionMinutes * 60 * 1000;

/**
 * Records the template as it stands as a revision: a new one when the last is older than the
 * window, else the last takes the new content, so one revision stands for each 10 minutes of
 * editing; past the last 20, the oldest go.
 */
export async function recordRevision(db: Db, row: TemplateRow, operator: string | null, now: Date, fresh = false): Promise<void> {
  const content = { name: row.name, senderId: row.senderId, subject: row.subject, body: row.body };
  if (!fresh) {
    const [last] = await db
      .select({ id: mmTemplateRevisions.id, createdAt: mmTemplateRevisions.createdAt })
      .from(mmTemplateRevisions)
      .where(eq(mmTemplateRevisions.templateId, row.id))
      .orderBy(desc(mmTemplateRevisions.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < WINDOW_MS) {
      await db.update(mmTemplateRevisions).set({ ...content, createdBy: operator }).where(eq(mmTemplateRevisions.id, last.id));
      return;
    }
  }
  await db.insert(mmTemplateRevisions).values({ id: crypto.randomUUID(), templateId: row.id, createdAt: now, createdBy: operator, ...content });
  const older = await db
    .select({ id: mmTemplateRevisions.id })
    .from(mmTemplateRevisions)
    .where(eq(mmTemplateRevisions.templateId, row.id))
    .orderBy(desc(mmTemplateRevisions.createdAt), desc(mmTemplateRevisions.id))
    .offset(MAIL_MERGE_LIMITS.revisionsKept);
  if (older.length > 0) await db.delete(mmTemplateRevisions).where(inArray(mmTemplateRevisions.id, older.map((old) => old.id)));
}

async function checkRoom(db: Db, ref: ProjectRef): Promise<void> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mmTemplates).where(eq(mmTemplates.projectId, ref.project));
  if (total >= MAIL_MERGE_LIMITS.templates) throw new AppError('template_limit_reached');
}

/** Creates a template or saves it at its version; see `TemplateSave`. */
export async function saveTemplate(db: Db, ref: ProjectRef, input: SaveInput, operator: string | null, now: Date): Promise<{ before: TemplateRow | null; row: TemplateRow }> {
  const existing = input.id ? await getTemplate(db, ref, input.id) : null;
  if (existing) checkVersion(existing, input.version, () => templateEntity(existing));
  await checkTemplate(db, ref, input);
  const fields = {
    name: input.name,
    senderId: input.sender === undefined ? (existing?.senderId ?? null) : (input.sender?.toLowerCase() ?? null),
    subject: input.subject,
    body: input.body,
    updatedAt: now,
  };
  let row: TemplateRow | undefined;
  if (existing) {
    [row] = await db
      .update(mmTemplates)
      .set({ ...fields, version: existing.version + 1 })
      .where(and(eq(mmTemplates.id, existing.id), eq(mmTemplates.version, existing.version)))
      .returning();
    if (!row) throw conflict(await getTemplate(db, ref, existing.id));
  } else {
    await checkRoom(db, ref);
    [row] = await db
      .insert(mmTemplates)
      .values({ ...fields, id: crypto.randomUUID(), companyId: ref.company, projectId: ref.project, createdBy: operator, createdAt: now })
      .returning();
  }
  await recordRevision(db, row!, operator, now, !existing);
  return { before: existing, row: row! };
}

/** A copy of a template named "<name> (copy)", cut to the name's bound. */
export async function duplicateTemplate(db: Db, ref: ProjectRef, id: string, operator: string | null, now: Date): Promise<TemplateRow> {
  const source = await getTemplate(db, ref, id);
  await checkRoom(db, ref);
  const suffix = ' (copy)';
  const name = source.name.slice(0, MAIL_MERGE_LIMITS.name - suffix.length) + suffix;
  const [row] = await db
    .insert(mmTemplates)
    .values({
      id: crypto.randomUUID(),
      companyId: ref.company,
      projectId: ref.project,
      name,
      senderId: source.senderId,
      subject: source.subject,
      body: source.body,
      createdBy: operator,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordRevision(db, row!, operator, now, true);
  return row!;
}

/** Deletes a template no campaign uses (409 `template_in_use` otherwise). */
export async function deleteTemplate(db: Db, ref: ProjectRef, id: string): Promise<TemplateRow> {
  const row = await getTemplate(db, ref, id);
  const [use] = await db.select({ id: mmCampaigns.id }).from(mmCampaigns).where(eq(mmCampaigns.templateId, row.id)).limit(1);
  if (use) throw new AppError('template_in_use');
  await db.delete(mmTemplates).where(eq(mmTemplates.id, row.id));
  return row;
}

/** The template's revisions, newest first, each with who made it. */
export async function listRevisions(db: Db, templateId: string) {
  const rows = await db
    .select({ id: mmTemplateRevisions.id, createdAt: mmTemplateRevisions.createdAt, firstName: operators.firstName, email: operators.email })
    .from(mmTemplateRevisions)
    .leftJoin(operators, eq(operators.id, mmTemplateRevisions.createdBy))
    .where(eq(mmTemplateRevisions.templateId, templateId))
    .orderBy(desc(mmTemplateRevisions.createdAt), desc(mmTemplateRevisions.id));
  return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString(), by: row.firstName?.trim() || row.email || '' }));
}

/** Makes a revision's name, sender, subject and body the template's, as a new version. */
export async function restoreTemplate(db: Db, ref: ProjectRef, id: string, revisionId: string, version: number, operator: string | null, now: Date): Promise<{ before: TemplateRow; row: TemplateRow }> {
  const before = await getTemplate(db, ref, id);
  checkVersion(before, version, () => templateEntity(before));
  const [revision] = await db
    .select()
    .from(mmTemplateRevisions)
    .where(and(eq(mmTemplateRevisions.id, revisionId), eq(mmTemplateRevisions.templateId, before.id)))
    .limit(1);
  if (!revision) throw new AppError('not_found');
  // A sender deleted since the revision leaves the project's sender in effect.
  const senderKept = revision.senderId && (await chainSenders(db, ref)).some((row) => row.id === revision.senderId) ? revision.senderId : null;
  const [row] = await db
    .update(mmTemplates)
    .set({ name: revision.name, senderId: senderKept, subject: revision.subject, body: revision.body, version: before.version + 1, updatedAt: now })
    .where(and(eq(mmTemplates.id, before.id), eq(mmTemplates.version, before.version)))
    .returning();
  if (!row) throw conflict(await getTemplate(db, ref, before.id));
  await recordRevision(db, row, operator, now, true);
  return { before, row };
}

/** The project's registered users whose address or names hold `search`, by address (at most 20). */
export async function mergePeople(db: Db, ref: ProjectRef, search: string, defaultLang: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ email: registeredUsers.email, firstName: registeredUsers.firstName, lastName: registeredUsers.lastName, lang: registeredUsers.preferredLang })
    .from(registeredUsers)
    .where(
      and(
        eq(registeredUsers.projectId, ref.project),
        search === '' ? undefined : or(ilike(registeredUsers.email, like), ilike(registeredUsers.firstName, like), ilike(registeredUsers.lastName, like)),
      ),
    )
    .orderBy(asc(registeredUsers.email))
    .limit(20);
  return rows.map((row) => ({ email: row.email, first_name: row.firstName, last_name: row.lastName, lang: row.lang || defaultLang }));
}

const SAMPLE: Record<Language, { first: string; last: string }> = {
  it: { first: 'Giulia', last: 'Rossi' },
  en: { first: 'Jane', last: 'Smith' },
  es: { first: 'Lucía', last: 'García' },
  fr: { first: 'Camille', last: 'Martin' },
  pt: { first: 'Ana', last: 'Silva' },
};

// Values that show where each tag goes, for a preview with no recipient.
async function sampleValues(db: Db, ctx: MergeContext, lang: Language, unsubscribe: string): Promise<MergeValues> {
  const [values] = await mergeValues(db, ctx, [{ email: 'recipient@example.org', userId: null, submissionId: null, lang }], () => unsubscribe);
  const answers: Record<string, string> = {};
  for (const form of await taggedForms(db, ctx.projectId, lang)) {
    if (ctx.form && form.id !== ctx.form.id) continue;
    for (const field of form.fields) answers[field.key] ??= `[${field.label}]`;
  }
  return { ...values!, first_name: SAMPLE[lang].first, last_name: SAMPLE[lang].last, email: `${SAMPLE[lang].first.toLowerCase()}@example.org`, answers };
}

/**
 * The template in `lang` filled with a registered user's values (404 `recipient_not_found` for an
 * address that is not one of the project's users) or sample values; the draft's subject and body
 * when given, checked like a save.
 */
export async function previewTemplate(db: Db, deps: AppDeps, ref: ProjectRef, input: PreviewInput): Promise<{ subject: string; html: string; text: string }> {
  const saved = await getTemplate(db, ref, input.template);
  const subject: LocalizedSubject = input.subject !== undefined ? { [input.lang]: input.subject } : saved.subject;
  const body: LocalizedRichTextValue = input.body !== undefined ? input.body : saved.body;
  if (input.subject !== undefined || input.body !== undefined) await checkTemplate(db, ref, { subject, body });
  const ctx = await mergeContext(db, deps, ref.project, input.form ?? null);
  if (input.form && !ctx.form) throw fieldError({ form: { rule: 'invalid' } });
  // The page a real recipient's link leads to; a preview's token names nobody.
  const unsubscribe = unsubscribeLinks(ctx.base, { company: ctx.companySlug, project: ctx.projectSlug }, 'preview').page;
  let values: MergeValues;
  if (input.recipient) {
    const [user] = await db
      .select({ id: registeredUsers.id, email: registeredUsers.email })
      .from(registeredUsers)
      .where(and(eq(registeredUsers.projectId, ref.project), eq(registeredUsers.email, input.recipient.toLowerCase())))
      .limit(1);
    if (!user) throw new AppError('recipient_not_found', { fields: { recipient: { code: 'recipient_not_found' } } });
    const [submission] = ctx.form
      ? await db
          .select({ id: submissions.id })
          .from(submissions)
          .where(and(eq(submissions.formId, ctx.form.id), eq(submissions.userId, user.id)))
          .orderBy(desc(submissions.updatedAt))
          .limit(1)
      : [];
    [values] = (await mergeValues(db, ctx, [{ email: user.email, userId: user.id, submissionId: submission?.id ?? null, lang: input.lang }], () => unsubscribe)) as [MergeValues];
  } else {
    values = await sampleValues(db, ctx, input.lang, unsubscribe);
  }
  const compiled = compileMail({ subject, body: { [input.lang]: body[input.lang] ?? emptyDoc() } }, input.lang, { project: ctx.project, base: ctx.base });
  const { subject: filled, html, text } = fillMail(compiled, values);
  return { subject: filled, html, text };
}

function emptyDoc(): RichTextDocument {
  return { type: 'doc', content: [] };
}
