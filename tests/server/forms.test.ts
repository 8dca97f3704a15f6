import { describe, expect, it } from 'vitest';
import { CONDITION_OPS, FIELD_TYPES, conditionsOf, fieldsOf, type FormDefinition } from '../../contract/form-definition.ts';
import { FormDraftSave, FormExport, FormGet, FormImport } from '../../contract/forms.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { expectOk } from './accounts.ts';
import { EVERY_TYPE, createEmpty, expectRefused, formsWorld, importDefinition, plainForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

// One change to a copy of a definition: at the path (dot-separated, '' for the top), set a key to a value.
type Edit = [path: string, key: string, value: unknown];

// A broken variant of a definition, untyped, as a hand-written file could be.
function broken(definition: FormDefinition, ...edits: Edit[]): FormDefinition {
  const copy: unknown = structuredClone(definition);
  for (const [path, key, value] of edits) {
    const steps = path.split('.').filter((step) => step !== '');
    const target = steps.reduce((node, step) => (node as Record<string, unknown>)[step], copy) as Record<string, unknown>;
    target[key] = value;
  }
  return copy as FormDefinition;
}

describe('an editor moves a form in and out as a form/1 file', () => {
  it('imports a form using every field type, rule, option and condition, and exports it back equal', async () => {
    const { company, project, manager } = await formsWorld(server);
    const fields = fieldsOf(EVERY_TYPE).map(({ field }) => field);
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set(FIELD_TYPES));
    expect(new Set(fields.flatMap((field) => conditionsOf(field).map((condition) => condition.op)))).toEqual(new Set(CONDITION_OPS));

    const form = await importDefinition(manager, { company, project }, EVERY_TYPE);
    const exported = await manager.call(FormExport, { company, project, form });

    expectOk(exported);
    expect(exported.body.definition).toEqual(EVERY_TYPE);
    // Nothing added, nothing dropped: the same keys at every depth.
    expect(JSON.stringify(sortKeys(exported.body.definition))).toBe(JSON.stringify(sortKeys(EVERY_TYPE)));
    const read = await manager.call(FormGet, { company, project, form });
    expect(read.body.entity).toMatchObject({ slug: 'application', status: 'draft', version: 1, published_version: null, draft_changed: true });
  });

  it('creates an empty form with one block in the languages of its project', async () => {
    const { company, project, manager } = await formsWorld(server);

    const entity = await createEmpty(manager, { company, project }, 'entry', { it: 'Iscrizione', en: 'Entry' });

    expect(entity).toMatchObject({ company_id: company, project_id: project, slug: 'entry', status: 'draft', version: 1, access: 'anyone' });
    expect(entity.draft).toEqual({
      format: 'form/1',
      slug: 'entry',
      title: { it: 'Iscrizione', en: 'Entry' },
      languages: ['it', 'en'],
      default_lang: 'it',
      blocks: [{ key: 'main', title: { it: 'Iscrizione', en: 'Entry' }, fields: [] }],
    });
  });
});

describe('a definition with a mistake is refused, naming the wrong value by its path, and nothing is stored', () => {
  async function refusedImport(definition: FormDefinition, fields: Parameters<typeof expectRefused>[1]) {
    const { company, project, manager } = await formsWorld(server);
    expectRefused(await manager.call(FormImport, { company, project, definition }), fields);
    expect(await server.db.select().from(forms)).toEqual([]);
  }

  it('a condition on a field that comes later', async () => {
    const forward = broken(plainForm(), ['blocks.0.fields.2', 'show_if', { all: [{ field: 'd', op: 'answered' }] }]);
    await refusedImport(forward, { 'definition.blocks.0.fields.2.show_if.all.0.field': 'conditionEarlierField' });
  });

  it('a field that depends on itself, or two fields that depend on each other', async () => {
    const itself = broken(plainForm(), ['blocks.0.fields.1', 'show_if', { any: [{ field: 'b', op: 'answered' }] }]);
    await refusedImport(itself, { 'definition.blocks.0.fields.1.show_if.any.0.field': 'conditionEarlierField' });
    await server.reset();
    const cycle = broken(
      plainForm(),
      ['blocks.0.fields.0', 'show_if', { all: [{ field: 'b', op: 'answered' }] }],
      ['blocks.0.fields.1', 'show_if', { all: [{ field: 'a', op: 'answered' }] }],
    );
    await refusedImport(cycle, { 'definition.blocks.0.fields.0.show_if.all.0.field': 'conditionEarlierField' });
  });

  it('a key the format does not know', async () => {
    const unknown = broken(plainForm(), ['blocks.0.fields.3', 'colour', 'red']);
    await refusedImport(unknown, { 'definition.blocks.0.fields.3.colour': 'invalid' });
  });

  it('a rule that does not fit the type of its field', async () => {
    const misfit = broken(plainForm(), ['blocks.0.fields.0', 'max_selected', 2], ['blocks.0.fields.1', 'accept', ['.pdf']]);
    await refusedImport(misfit, { 'definition.blocks.0.fields.0.max_selected': 'invalid', 'definition.blocks.0.fields.1.accept': 'invalid' });
  });

  it('the same key twice: fields, blocks and options', async () => {
    const twice = broken(
      EVERY_TYPE,
      ['blocks.0.fields.1', 'key', 'name'],
      ['blocks.1', 'key', 'about'],
      ['blocks.1.fields.1.options.2', 'value', 'climate'],
    );
    await refusedImport(twice, {
      'definition.blocks.0.fields.1.key': 'keyTaken',
      'definition.blocks.1.key': 'keyTaken',
      'definition.blocks.1.fields.1.options.2.value': 'keyTaken',
    });
  });

  it('a label written in no language', async () => {
    const unlabelled = broken(plainForm(), ['blocks.0.fields.2', 'label', { it: '', en: '   ' }]);
    await refusedImport(unlabelled, { 'definition.blocks.0.fields.2.label': 'requiredInOneLanguage' });
  });

  it('a language its project does not offer, on import and on a draft save', async () => {
    const french = broken(plainForm(), ['', 'languages', ['it', 'fr']]);
    await refusedImport(french, { 'definition.languages': 'languageOfProject' });
    await server.reset();

    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm());
    expectRefused(await manager.call(FormDraftSave, { company, project, form, version: 1, draft: french }), { 'draft.languages': 'languageOfProject' });
    expect((await manager.call(FormExport, { company, project, form })).body.definition).toEqual(plainForm());
  });
});

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]));
  }
  return value;
}
