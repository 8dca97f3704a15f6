import { describe, expect, it } from 'vitest';
import { diffContent, FormChangeSchema } from '../../contract/form-changes.ts';
import type { FormDefinition } from '../../contract/form-definition.ts';
import { FormDraftSave, FormExport, FormGet, FormImport, FormPublish, FormVersionGet } from '../../contract/forms.ts';
import { expectOk } from './accounts.ts';
import { expectRefused, formsWorld, importDefinition, plainForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

// The plain form with its first field filled from the respondent's name and an email field filled from their address.
function withPrefills(prefill: string = 'name'): FormDefinition {
  const form = plainForm();
  const fields = form.blocks[0]!.fields;
  fields[0] = { ...fields[0]!, prefill } as FormDefinition['blocks'][number]['fields'][number];
  fields.push({ type: 'email', key: 'mail', label: { it: 'Email', en: 'Email' }, prefill: 'email' });
  return form;
}

describe('a field filled from the respondent (prefill)', () => {
  it('goes in and out of a form/1 file, a draft and a published version unchanged', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, withPrefills('first_name'));
    const scope = { company, project, form };
    expect((await manager.call(FormExport, scope)).body.definition).toEqual(withPrefills('first_name'));

    const saved = await manager.call(FormDraftSave, { ...scope, version: 1, draft: withPrefills('last_name') });
    expectOk(saved);
    expectOk(await manager.call(FormPublish, { ...scope, version: 2 }));
    expect((await manager.call(FormVersionGet, { ...scope, number: 1 })).body.definition).toEqual(withPrefills('last_name'));
  });

  it("is listed by the publish step's differences as a changed setting of its field", () => {
    const diff = diffContent(withPrefills('name'), withPrefills('first_name'));
    expect(diff.changed).toEqual([{ key: 'a', settings: ['prefill'] }]);
    expect(diffContent(plainForm(), withPrefills()).changed).toEqual([{ key: 'a', settings: ['prefill'] }]);
  });

  it("is refused where it does not fit: an email on a text field, a name on an email field, any on another type", async () => {
    const misfit = withPrefills('email');
    const fields = misfit.blocks[0]!.fields as Array<Record<string, unknown>>;
    fields[4]!.prefill = 'name';
    fields[1] = { type: 'phone', key: 'b', label: { en: 'Phone' }, prefill: 'email' };
    const { company, project, manager } = await formsWorld(server);

    expectRefused(await manager.call(FormImport, { company, project, definition: misfit }), {
      'definition.blocks.0.fields.0.prefill': 'invalid',
      'definition.blocks.0.fields.1.prefill': 'invalid',
      'definition.blocks.0.fields.4.prefill': 'invalid',
    });
    const form = await importDefinition(manager, { company, project }, plainForm());
    const refused = await manager.call(FormDraftSave, { company, project, form, version: 1, draft: misfit });
    expect(Object.keys(refused.error?.fields ?? {}).sort()).toEqual([
      'draft.blocks.0.fields.0.prefill',
      'draft.blocks.0.fields.1.prefill',
      'draft.blocks.0.fields.4.prefill',
    ]);
    expect((await manager.call(FormGet, { company, project, form })).body.entity.version).toBe(1);
  });

  it("may be proposed by the autocomposer, whose changes are checked with the form's own field schema", () => {
    const field = { type: 'email', key: 'contact', label: { en: 'Email' }, prefill: 'email' };
    expect(FormChangeSchema.safeParse({ op: 'add_field', block: 'main', after: null, field }).success).toBe(true);
    expect(FormChangeSchema.safeParse({ op: 'add_field', block: 'main', after: null, field: { ...field, prefill: 'name' } }).success).toBe(false);
  });
});
