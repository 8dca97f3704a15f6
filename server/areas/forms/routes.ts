import * as contract from '../../../contract/forms.ts';
import type { Form } from '../../../contract/forms.ts';
import type { CallContext } from '../../http/handler.ts';
import { handle } from '../../http/handler.ts';
import { recordChanges } from '../../http/oplog.ts';
import { compose } from './composer/compose.ts';
import { listInvitations, revokeInvitation, sendInvitations } from './invitations.ts';
import { listForms } from './list.ts';
import { formCreated, type FormRow } from './presenter.ts';
import { archiveForm, createForm, duplicateForm, importForm, saveDraft, saveOptions } from './service.ts';
import { getForm, getFormRow, presentForm } from './store.ts';
import { getVersion, listVersions, publishForm, restoreVersion } from './versions.ts';
import type { FormScope } from '../../../contract/fields.ts';

// The log names the form by its slug and keeps its title (in its default language) for when it is gone.
function audit(ctx: CallContext, row: FormRow, extra: Record<string, unknown> = {}, changes: ReturnType<typeof recordChanges> = null) {
  const name = row.draft.title[row.draft.default_lang]?.trim() || row.slug;
  ctx.audit({ target: `form:${row.id}`, summary: { company: row.companyId, project: row.projectId, slug: row.slug, name, ...extra }, changes });
}

// A change to a form, logged with the fields it changed and what `extra` tells of it.
async function change(ctx: CallContext, scope: FormScope, work: () => Promise<FormRow>, extra: (row: FormRow) => Record<string, unknown> = () => ({})) {
  const before = await getForm(ctx.db, scope);
  const row = await work();
  const entity = await presentForm(ctx.db, row);
  audit(ctx, row, extra(row), recordChanges(logged(before), logged(entity)));
  return { row, entity };
}

// What a person changed: whether the draft differs from the published version follows from the rest.
function logged(entity: Form): Omit<Form, 'draft_changed'> {
  const { draft_changed: _derived, ...fields } = entity;
  return fields;
}

const scopeOf = (input: FormScope): FormScope => ({ company: input.company, project: input.project, form: input.form });

/** The handlers of the form calls. */
export const formHandlers = [
  handle(contract.FormList, async (ctx, input) => listForms(ctx.db, input)),

  handle(contract.FormCreate, async (ctx, { company, project, slug, title }) => {
    const row = await createForm(ctx.db, { company, project }, { slug, title }, ctx.now);
    audit(ctx, row, { created: true });
    return { entity: await presentForm(ctx.db, row) };
  }),

  handle(contract.FormImport, async (ctx, { company, project, definition }) => {
    const row = await importForm(ctx.db, { company, project }, definition, ctx.now);
    audit(ctx, row, { created: true, imported: true });
    return { entity: formCreated(row) };
  }),

  handle(contract.FormGet, async (ctx, input) => ({ entity: await getForm(ctx.db, scopeOf(input)) })),

  handle(contract.FormExport, async (ctx, input) => ({ definition: (await getFormRow(ctx.db, scopeOf(input))).draft })),

  handle(contract.FormDraftSave, async (ctx, { version, draft, ...scope }) => {
    const { entity } = await change(ctx, scope, () => saveDraft(ctx.db, scope, draft, version, ctx.now));
    return { entity };
  }),

  handle(contract.FormOptionsSave, async (ctx, { company, project, form, version, ...options }) => {
    const scope = { company, project, form };
    const { entity } = await change(ctx, scope, () => saveOptions(ctx.db, scope, options, version, ctx.now));
    return { entity };
  }),

  handle(contract.FormPublish, async (ctx, { version, opening, ...scope }) => {
    const publisher = ctx.session?.operator.id ?? null;
    const { row } = await change(ctx, scope, () => publishForm(ctx.db, scope, version, publisher, ctx.now, opening), (saved) => ({
      published: saved.publishedVersion,
    }));
    return { entity: { status: row.status, published_version: row.publishedVersion!, version: row.version } };
  }),

  handle(contract.FormVersions, async (ctx, input) => ({ items: await listVersions(ctx.db, scopeOf(input)) })),

  handle(contract.FormVersionGet, async (ctx, input) => ({
    number: input.number,
    definition: await getVersion(ctx.db, scopeOf(input), input.number),
  })),

  handle(contract.FormVersionRestore, async (ctx, { number, version, ...scope }) => {
    const { entity } = await change(ctx, scope, () => restoreVersion(ctx.db, scope, number, version, ctx.now), () => ({ restored: number }));
    return { entity };
  }),

  handle(contract.FormDuplicate, async (ctx, { slug, ...scope }) => {
    const row = await duplicateForm(ctx.db, scope, slug, ctx.now);
    audit(ctx, row, { created: true, copy_of: scope.form });
    return { entity: formCreated(row) };
  }),

  handle(contract.FormArchive, async (ctx, { archived, version, ...scope }) => {
    const { entity } = await change(ctx, scope, () => archiveForm(ctx.db, scope, archived, version, ctx.now));
    return { entity };
  }),

  handle(contract.FormInvitationList, async (ctx, input) => ({ items: await listInvitations(ctx.db, scopeOf(input)) })),

  handle(contract.FormInvitationSend, async (ctx, { emails, lang, ...scope }) => {
    const row = await sendInvitations(ctx, scope, emails, lang);
    audit(ctx, row, { invited: emails, lang });
    return { sent: emails.length };
  }),

  handle(contract.FormInvitationRevoke, async (ctx, { invitation, ...scope }) => {
    const { form, email } = await revokeInvitation(ctx.db, scope, invitation);
    audit(ctx, form, { invitation_revoked: email });
    return { Success: true };
  }),

  handle(contract.FormCompose, async (ctx, { description, lang, ...scope }) => {
    const row = await getFormRow(ctx.db, scope);
    // The configured AI service answers when there is one, else the built-in composer.
    const proposal = await compose({ description, lang, draft: row.draft }, ctx.deps.config.ai ?? null);
    audit(ctx, row, { composer: proposal.composer, proposed: proposal.changes.length });
    return proposal;
  }),
];
