import crypto from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { answerIssues, isAnswered, isShown } from '../../../contract/form-answers.ts';
import type { Answer, Answers } from '../../../contract/answer.ts';
import { fieldsOf, type FormDefinition, type FormField } from '../../../contract/form-definition.ts';
import { issueRule } from '../../../contract/issue-rule.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { z } from 'zod';
import type { DraftSchema, OwnSubmissionSchema } from '../../../contract/public.ts';
import type { SubmissionStatus } from '../../../contract/submission-status.ts';
import type { Db } from '../../db/db.ts';
import { forms, formVersions } from '../../db/schema/forms.ts';
import { media } from '../../db/schema/media.ts';
import { submissionHistory, submissions } from '../../db/schema/submissions.ts';
import { AppError, fieldError, type FieldProblem } from '../../errors.ts';
import type { CallContext } from '../../http/handler.ts';
import { recordStatus } from '../../respondents/history.ts';
import type { RegisteredUserRow } from '../../respondents/sessions.ts';
import { formWindow, type FormToAnswer, type PublicForm, type PublicFormRow } from '../../respondents/public-form.ts';
import { needsProfile } from './respondent.ts';

type SubmissionRow = typeof submissions.$inferSelect;

/** A draft as its owner's devices read it. */
export function presentDraft(row: SubmissionRow): z.input<typeof DraftSchema> {
  return { id: row.id, answers: row.answers, block: row.block, revision: row.revision, version: row.formVersion, updated_at: row.updatedAt.toISOString() };
}

// Everything that must hold before a person's answers are taken, checked in the order the page asks;
// where the person stands was read with the form, in one statement.
function checkMayAnswer(ctx: CallContext, user: RegisteredUserRow, form: FormToAnswer): void {
  const { standing } = form;
  if (needsProfile(user)) throw new AppError('profile_needed');
  if (standing.pendingConditions > 0) throw new AppError('conditions_pending');
  if (!standing.invited) throw new AppError('not_invited');
  if (formWindow(form.row, ctx.now) !== 'open') throw new AppError('form_not_open');
  const limit = form.row.maxSubmissions;
  if (limit !== null && standing.submitted >= limit) throw new AppError('submission_limit');
}

const TEXT_MAX = 20_000;
const SHORT_MAX = 2_000;
const FILE_KEYS = ['media_id', 'name', 'size', 'type'];

// What a draft may hold for a field: the right kind of value within sane bounds. Whether it keeps
// the form's rules is asked at submission; a half-typed address is a fine draft.
function draftValueFits(field: FormField, value: unknown): boolean {
  switch (field.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
    case 'date':
    case 'single_choice':
    case 'dropdown':
      return typeof value === 'string' && value.length <= Math.max(field.type === 'text' ? (field.max_length ?? SHORT_MAX) : SHORT_MAX, SHORT_MAX);
    case 'long_text':
      return typeof value === 'string' && value.length <= Math.max(field.max_length ?? TEXT_MAX, TEXT_MAX);
    case 'number':
    case 'rating':
      return typeof value === 'number' && Number.isFinite(value);
    case 'multiple_choice':
      return Array.isArray(value) && value.length <= field.options.length && value.every((item) => typeof item === 'string' && item.length <= 100);
    case 'checkbox':
      return typeof value === 'boolean';
    case 'file':
      return (
        typeof value === 'object' &&
        value !== null &&
        Object.keys(value).every((key) => FILE_KEYS.includes(key)) &&
        typeof (value as { media_id?: unknown }).media_id === 'string' &&
        typeof (value as { name?: unknown }).name === 'string' &&
        typeof (value as { size?: unknown }).size === 'number' &&
        typeof (value as { type?: unknown }).type === 'string'
      );
    case 'statement':
      return false;
  }
}

/** A patch of answers checked against the version answered: known fields, fitting values, files of the person's own. */
async function checkPatch(db: Db, definition: FormDefinition, user: RegisteredUserRow, patch: Record<string, unknown>): Promise<Answers> {
  const byKey = new Map(fieldsOf(definition).map(({ field }) => [field.key, field]));
  const problems: Record<string, FieldProblem> = {};
  const clean: Answers = {};
  const files: Array<{ key: string; id: string }> = [];
  for (const [key, value] of Object.entries(patch)) {
    const field = byKey.get(key);
    if (!field || field.type === 'statement') {
      problems[`answers.${key}`] = { rule: 'invalid' };
      continue;
    }
    // An empty text clears the answer as null does.
    if (value === null || value === '') {
      clean[key] = null;
      continue;
    }
    if (!draftValueFits(field, value)) {
      problems[`answers.${key}`] = { rule: 'invalid' };
      continue;
    }
    clean[key] = value as Answer;
    if (field.type === 'file') files.push({ key, id: (value as { media_id: string }).media_id });
  }
  if (files.length > 0) {
    const ids = files.map((file) => file.id).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    const own = ids.length === 0 ? [] : await db.select({ id: media.id }).from(media).where(and(inArray(media.id, ids), eq(media.userId, user.id)));
    const mine = new Set(own.map((row) => row.id));
    for (const file of files) if (!mine.has(file.id)) problems[`answers.${file.key}`] = { rule: 'invalid' };
  }
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  return clean;
}

// The answers with a patch applied: a null clears one.
function applyPatch(answers: Answers, patch: Answers): Answers {
  const next: Answers = { ...answers };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** The keys a patch clears, and the answers it sets. */
function splitPatch(patch: Answers): { set: Record<string, Answer>; cleared: string[] } {
  const set: Record<string, Answer> = {};
  const cleared: string[] = [];
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) cleared.push(key);
    else set[key] = value;
  }
  return { set, cleared };
}

/**
 * Merges a patch into the person's draft of the form, made on the first save: what the server holds
 * stays for every field the patch does not name, so saves from two devices never undo each other.
 * One statement, so two saves at once cannot make two drafts.
 */
export async function saveDraft(
  ctx: CallContext,
  user: RegisteredUserRow,
  form: FormToAnswer,
  input: { answers: Record<string, unknown>; block: number; lang: Language },
): Promise<SubmissionRow> {
  checkMayAnswer(ctx, user, form);
  const patch = await checkPatch(ctx.db, form.definition, user, input.answers);
  return upsertDraft(ctx, user, form, patch, input);
}

async function upsertDraft(ctx: CallContext, user: RegisteredUserRow, form: PublicForm, patch: Answers, input: { block: number; lang: Language }) {
  const { set, cleared } = splitPatch(patch);
  const block = Math.min(input.block, form.definition.blocks.length - 1);
  const [row] = await ctx.db
    .insert(submissions)
    .values({
      id: crypto.randomUUID(),
      companyId: form.row.companyId,
      projectId: form.row.projectId,
      formId: form.row.id,
      userId: user.id,
      status: 'draft',
      formVersion: form.version,
      answers: set,
      block,
      lang: input.lang,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoUpdate({
      target: [submissions.formId, submissions.userId],
      targetWhere: sql`status = 'draft'`,
      set: {
        answers: sql`(${submissions.answers} || ${JSON.stringify(set)}::jsonb) - ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(cleared)}::jsonb))`,
        block,
        lang: input.lang,
        formVersion: form.version,
        revision: sql`${submissions.revision} + 1`,
        updatedAt: ctx.now,
      },
    })
    .returning();
  if (!row) throw new Error('A draft was not saved');
  return row;
}

/**
 * Submits the person's draft with the last answers changed: checked against the published version as
 * the form defines it (answers of hidden fields dropped), then frozen with that version and the time.
 */
export async function submitDraft(
  ctx: CallContext,
  user: RegisteredUserRow,
  form: FormToAnswer,
  input: { answers: Record<string, unknown>; lang: Language },
): Promise<SubmissionRow> {
  checkMayAnswer(ctx, user, form);
  const patch = await checkPatch(ctx.db, form.definition, user, input.answers);
  const existing = form.standing.draft;
  const answers = applyPatch(existing?.answers ?? {}, patch);
  const issues = answerIssues(form.definition, answers);
  if (issues.length > 0) {
    // The draft keeps what was typed, so nothing is lost when the person corrects it.
    await upsertDraft(ctx, user, form, patch, { block: existing?.block ?? 0, lang: input.lang });
    const problems: Record<string, FieldProblem> = {};
    for (const { key, issue } of issues) {
      const { rule, bound } = 'path' in issue ? issueRule(issue, answers[key]) : { rule: 'required' as const, bound: undefined };
      problems[key] = bound === undefined ? { rule } : { rule, bound };
    }
    throw new AppError('validation_failed', { fields: problems, keepChanges: true });
  }
  const sent = { status: 'received' as const, answers: shownAnswers(form.definition, answers), formVersion: form.version, lang: input.lang, submittedAt: ctx.now, updatedAt: ctx.now };
  // Answers sent in one go, with no draft saved before, are written as sent at once.
  const write = existing
    ? ctx.db
        .update(submissions)
        .set({ ...sent, revision: sql`${submissions.revision} + 1` })
        .where(and(eq(submissions.id, existing.id), eq(submissions.status, 'draft')))
        .returning()
    : ctx.db
        .insert(submissions)
        .values({ id: crypto.randomUUID(), companyId: form.row.companyId, projectId: form.row.projectId, formId: form.row.id, userId: user.id, block: 0, createdAt: ctx.now, ...sent })
        .returning();
  // The draft was sent or withdrawn by another request meanwhile.
  const row = await withHistory(ctx.db, write);
  if (!row) throw new AppError('conflict');
  return row;
}

/**
 * A submission's write as sent, with the row of its history from draft to received, in one
 * statement: the history row is written only when the submission is.
 */
async function withHistory(db: Db, write: TypedQueryBuilder<typeof submissions._.columns>): Promise<SubmissionRow | undefined> {
  const sent = db.$with('sent').as(write);
  const history = db.$with('history').as(
    db
      .insert(submissionHistory)
      .select(
        db
          .select({
            id: sql<string>`gen_random_uuid()`.as('id'),
            submissionId: sql<string>`${sent.id}`.as('submission_id'),
            fromStatus: sql<SubmissionStatus>`'draft'`.as('from_status'),
            toStatus: sql<SubmissionStatus>`${sent.status}`.as('to_status'),
            operatorId: sql<string | null>`NULL::uuid`.as('operator_id'),
            at: sql<Date>`${sent.submittedAt}`.as('at'),
          })
          .from(sent),
      )
      .returning({ id: submissionHistory.id }),
  );
  const [row] = await db.with(sent, history).select().from(sent);
  return row as SubmissionRow | undefined;
}

// The answers that count: those of shown fields that ask something and were answered.
function shownAnswers(definition: FormDefinition, answers: Answers): Answers {
  const kept: Answers = {};
  for (const { field } of fieldsOf(definition)) {
    if (field.type === 'statement' || !isShown(field, answers)) continue;
    const answer = answers[field.key];
    if (isAnswered(answer)) kept[field.key] = answer;
  }
  return kept;
}

const WITHDRAWABLE: readonly SubmissionStatus[] = ['received', 'in_review'];

type OwnSubmission = z.input<typeof OwnSubmissionSchema>;

/** The registered user's drafts and submissions in the project, newest first. */
export async function ownSubmissions(ctx: CallContext, user: RegisteredUserRow): Promise<OwnSubmission[]> {
  const rows = await ctx.db
    .select({ submission: submissions, form: forms, definition: formVersions.definition })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .innerJoin(formVersions, and(eq(formVersions.formId, submissions.formId), eq(formVersions.number, submissions.formVersion)))
    .where(eq(submissions.userId, user.id))
    .orderBy(desc(submissions.updatedAt));
  return rows.map(({ submission, form, definition }) => presentOwn(submission, form, definition, ctx.now));
}

/** One of a person's submissions as they see it. */
export function presentOwn(submission: SubmissionRow, form: PublicFormRow, definition: FormDefinition, now: Date): OwnSubmission {
  return {
    id: submission.id,
    form: { slug: form.slug, title: definition.title },
    status: submission.status,
    version: submission.formVersion,
    updated_at: submission.updatedAt.toISOString(),
    submitted_at: submission.submittedAt?.toISOString() ?? null,
    can_withdraw: WITHDRAWABLE.includes(submission.status) && formWindow(form, now) === 'open',
  };
}

/** Withdraws one of the person's submissions while its form is open and nobody has decided on it. */
export async function withdraw(ctx: CallContext, user: RegisteredUserRow, id: string): Promise<OwnSubmission> {
  const [found] = await ctx.db
    .select({ submission: submissions, form: forms, definition: formVersions.definition })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .innerJoin(formVersions, and(eq(formVersions.formId, submissions.formId), eq(formVersions.number, submissions.formVersion)))
    .where(and(eq(submissions.id, id.toLowerCase()), eq(submissions.userId, user.id)))
    .limit(1);
  if (!found || found.submission.status === 'draft') throw new AppError('not_found');
  if (!presentOwn(found.submission, found.form, found.definition, ctx.now).can_withdraw) throw new AppError('withdraw_closed');
  const [row] = await ctx.db
    .update(submissions)
    .set({ status: 'withdrawn', withdrawnAt: ctx.now, updatedAt: ctx.now, revision: sql`${submissions.revision} + 1` })
    .where(and(eq(submissions.id, found.submission.id), inArray(submissions.status, [...WITHDRAWABLE])))
    .returning();
  if (!row) throw new AppError('withdraw_closed');
  await recordStatus(ctx.db, { submissionId: row.id, from: found.submission.status, to: 'withdrawn', operatorId: null, at: ctx.now });
  return presentOwn(row, found.form, found.definition, ctx.now);
}

/** The language a person reads mail in: the one they chose, else the one they answered in. */
export function mailLanguage(user: RegisteredUserRow, fallback: Language): Language {
  return isLanguage(user.preferredLang) ? user.preferredLang : fallback;
}
