import { and, eq } from 'drizzle-orm';
import { canEditProject } from '../../auth/grants.ts';
import * as contract from '../../../contract/results.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { changeSubmissions } from './change.ts';
import { listResults, listTags, resultIds } from './list.ts';
import { addNote, deleteNote } from './notes.ts';
import type { NoteReader } from './presenter.ts';
import { deleteSavedFilter, listSavedFilters, saveFilter } from './saved-filters.ts';
import { getSubmission } from './submission.ts';
import { listSubmissions } from './submission-list.ts';
import { resultsSummary } from './summary.ts';
import type { FormScope } from '../../../contract/fields.ts';

const scopeOf = (input: FormScope): FormScope => ({ company: input.company, project: input.project, form: input.form });

// The operator the adapter signed in: every results call is an operator's (formAssist).
const operatorOf = (ctx: CallContext): string => ctx.session!.operator.id;

/** The caller as a reader of notes: who they are, and whether they edit the project. */
async function readerOf(ctx: CallContext, scope: FormScope): Promise<NoteReader> {
  return { operatorId: operatorOf(ctx), editsProject: canEditProject(await ctx.grantee(), scope.company, scope.project) };
}

// The log names the form and keeps its title (in its default language) for when it is gone, as the forms' calls do.
async function audit(ctx: CallContext, db: Db, scope: FormScope, summary: Record<string, unknown>, changes: ReturnType<typeof recordChanges> = null) {
  const [form] = await db
    .select({ slug: forms.slug, draft: forms.draft })
    .from(forms)
    .where(and(eq(forms.id, scope.form), eq(forms.projectId, scope.project)));
  const name = form ? form.draft.title[form.draft.default_lang]?.trim() || form.slug : '';
  ctx.audit({ target: `form:${scope.form}`, summary: { company: scope.company, project: scope.project, slug: form?.slug, name, ...summary }, changes });
}

// A saved filter as the log keeps it: what a person would compare, without bookkeeping.
const loggedFilter = (row: { name: string; shared: boolean; filters: unknown } | null) => (row ? { name: row.name, shared: row.shared, filters: row.filters } : null);

/** The handlers of a form's results: every submission, note and saved filter is looked for under the form, project and company of the call. */
export const resultHandlers = [
  handle(contract.ResultsList, async (ctx, input) => listResults(ctx.db, input)),
  // The plain list of a form's submissions, kept at its documented path for other programs.
  handle(contract.SubmissionList, async (ctx, input) => listSubmissions(ctx.db, input)),

  handle(contract.ResultsIds, async (ctx, input) => ({ ids: await resultIds(ctx.db, scopeOf(input), input.filters, input.tz) })),

  handle(contract.ResultsSummary, async (ctx, input) => resultsSummary(ctx.db, scopeOf(input), input.filters, input.tz)),

  handle(contract.ResultsSubmissionGet, async (ctx, input) => ({ entity: await getSubmission(ctx.db, scopeOf(input), input.submission, await readerOf(ctx, scopeOf(input))) })),

  handle(contract.ResultsChange, async (ctx, input) => {
    const scope = scopeOf(input);
    const outcome = await changeSubmissions(ctx.db, scope, input, operatorOf(ctx), ctx.now);
    const target = 'ids' in input.target ? { ids: input.target.ids.length } : { filters: input.target.filters };
    await audit(ctx, ctx.db, scope, {
      ...target,
      ...(input.status ? { status: input.status } : {}),
      ...(input.add_tags.length ? { add_tags: input.add_tags } : {}),
      ...(input.remove_tags.length ? { remove_tags: input.remove_tags } : {}),
      changed: outcome.changed,
      status_changed: outcome.statusChanged,
    });
    return { changed: outcome.changed };
  }),

  handle(contract.ResultsNoteAdd, async (ctx, input) => {
    const scope = scopeOf(input);
    const { note, submissionId } = await addNote(ctx.db, scope, input.submission, input.body, await readerOf(ctx, scope), ctx.now);
    // The note's words stay out of the log: they may say anything about the person.
    await audit(ctx, ctx.db, scope, { submission: submissionId, note: note.id });
    return { entity: note };
  }),

  handle(contract.ResultsNoteDelete, async (ctx, input) => {
    const scope = scopeOf(input);
    const note = await deleteNote(ctx.db, scope, input.note, await readerOf(ctx, scope));
    await audit(ctx, ctx.db, scope, { submission: note.submissionId, note: note.id, deleted: true });
    return { Success: true };
  }),

  handle(contract.ResultsTags, async (ctx, input) => ({ items: await listTags(ctx.db, scopeOf(input)) })),

  handle(contract.SavedFilterList, async (ctx, input) => ({ items: await listSavedFilters(ctx.db, scopeOf(input), operatorOf(ctx)) })),

  handle(contract.SavedFilterSave, async (ctx, input) => {
    const scope = scopeOf(input);
    const { entry, before, row } = await saveFilter(ctx.db, scope, input, operatorOf(ctx), ctx.now);
    await audit(ctx, ctx.db, scope, { filter: row.name, saved_filter: row.id, created: before === null }, recordChanges(loggedFilter(before), loggedFilter(row)!));
    return { entity: entry };
  }),

  handle(contract.SavedFilterDelete, async (ctx, input) => {
    const scope = scopeOf(input);
    const row = await deleteSavedFilter(ctx.db, scope, input.id, operatorOf(ctx));
    await audit(ctx, ctx.db, scope, { filter: row.name, saved_filter: row.id, deleted: true });
    return { Success: true };
  }),
];
