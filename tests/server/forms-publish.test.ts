import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../contract/form-definition.ts';
import {
  FormDraftSave,
  FormExport,
  FormGet,
  FormOptionsSave,
  FormPublish,
  FormVersionGet,
  FormVersionRestore,
  FormVersions,
  type FormOptions,
} from '../../contract/forms.ts';
import { expectOk } from './accounts.ts';
import { EVERY_TYPE, expectRefused, formOptions, formsWorld, importDefinition, plainForm } from './forms-fixtures.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

// The draft with one more field at the end of its first block.
function withField(definition: FormDefinition, key: string): FormDefinition {
  const copy = structuredClone(definition);
  copy.blocks[0]!.fields.push({ type: 'checkbox', key, label: { it: `Casella ${key}`, en: `Box ${key}` } });
  return copy;
}

const OPTIONS = formOptions('application');

describe('an editor publishes a form', () => {
  it('freezes the draft as version 1 and opens the form; later changes to the draft leave version 1 as it was', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, EVERY_TYPE);
    const scope = { company, project, form };

    const published = await manager.call(FormPublish, { ...scope, version: 1 });
    expectOk(published);
    expect(published.body.entity).toEqual({ status: 'open', published_version: 1, version: 2 });
    expect((await manager.call(FormGet, scope)).body.entity.draft_changed).toBe(false);

    const saved = await manager.call(FormDraftSave, { ...scope, version: 2, draft: withField(EVERY_TYPE, 'newsletter') });
    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ version: 3, published_version: 1, draft_changed: true, status: 'open' });

    const first = await manager.call(FormVersionGet, { ...scope, number: 1 });
    expect(first.body).toEqual({ number: 1, definition: EVERY_TYPE });
    const versions = await manager.call(FormVersions, scope);
    expect(versions.body.items).toEqual([{ number: 1, published_at: server.clock.now().toISOString(), published_by: 'marta', fields: 14 }]);

    const second = await manager.call(FormPublish, { ...scope, version: 3 });
    expect(second.body.entity).toEqual({ status: 'open', published_version: 2, version: 4 });
    expect((await manager.call(FormVersions, scope)).body.items.map((item) => [item.number, item.fields])).toEqual([
      [2, 15],
      [1, 14],
    ]);
    expect((await manager.call(FormVersionGet, { ...scope, number: 1 })).body.definition).toEqual(EVERY_TYPE);
  });

  it('has nothing to publish when the draft is the last published version', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm());
    const scope = { company, project, form };
    expectOk(await manager.call(FormPublish, { ...scope, version: 1 }));

    const again = await manager.call(FormPublish, { ...scope, version: 2 });

    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('nothing_to_publish');
    expect((await manager.call(FormVersions, scope)).body.items).toHaveLength(1);
    // A rename is a setting, not content: still nothing to publish.
    expectOk(await manager.call(FormOptionsSave, { ...scope, ...OPTIONS, slug: 'renamed', status: 'open', version: 2 }));
    expect((await manager.call(FormPublish, { ...scope, version: 3 })).error?.code).toBe('nothing_to_publish');
  });

  it('saves a draft with what it still lacks, and publishes it only once it is complete', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm());
    const scope = { company, project, form };
    // What an editor leaves half done: a condition whose value is not chosen yet, a question still
    // to write, a key being typed, and the fields added after them.
    const unfinished = withField(withField(plainForm(), 'after_one'), 'after_two');
    const fields = unfinished.blocks[0]!.fields;
    fields[1] = { ...fields[1]!, show_if: { all: [{ field: 'a', op: 'equals' }] } };
    fields[2] = { ...fields[2]!, label: { it: '', en: '' } };
    fields[3] = { ...fields[3]!, key: 'Half typed' };

    const saved = await manager.call(FormDraftSave, { ...scope, version: 1, draft: unfinished });

    expectOk(saved);
    expect((await manager.call(FormGet, scope)).body.entity.draft).toEqual(unfinished);
    expectRefused(await manager.call(FormPublish, { ...scope, version: 2 }), {
      'draft.blocks.0.fields.1.show_if.all.0.value': 'required',
      'draft.blocks.0.fields.2.label': 'requiredInOneLanguage',
      'draft.blocks.0.fields.3.key': 'slug',
    });
    expect((await manager.call(FormVersions, scope)).body.items).toEqual([]);

    fields[1] = { ...fields[1]!, show_if: { all: [{ field: 'a', op: 'equals', value: 'yes' }] } };
    fields[2] = { ...fields[2]!, label: { it: 'Campo c', en: 'Field c' } };
    fields[3] = { ...fields[3]!, key: 'half_typed' };
    expectOk(await manager.call(FormDraftSave, { ...scope, version: 2, draft: unfinished }));
    const published = await manager.call(FormPublish, { ...scope, version: 3 });
    expectOk(published);
    expect(published.body.entity.published_version).toBe(1);
  });

  it('refuses a draft beyond what can be stored: an unknown setting, a text over its bound', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm());
    const draft = plainForm();
    draft.blocks[0]!.fields[0] = { ...draft.blocks[0]!.fields[0]!, label: { it: 'x'.repeat(501) } };
    (draft.blocks[0]!.fields[1] as Record<string, unknown>).colour = 'red';

    const refused = await manager.call(FormDraftSave, { company, project, form, version: 1, draft });

    expect(refused.status).toBe(400);
    expect(Object.keys(refused.error?.fields ?? {}).sort()).toEqual(['draft.blocks.0.fields.0.label.it', 'draft.blocks.0.fields.1.colour']);
    expect((await manager.call(FormGet, { company, project, form })).body.entity.version).toBe(1);
  });

  it('refuses a save based on a stale version, answering with the form as it is now', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm());
    const scope = { company, project, form };
    expectOk(await manager.call(FormDraftSave, { ...scope, version: 1, draft: withField(plainForm(), 'mine') }));

    const stale = await manager.call(FormDraftSave, { ...scope, version: 1, draft: withField(plainForm(), 'theirs') });

    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('conflict');
    const current = (stale.body as { current?: { version: number; draft: FormDefinition } }).current;
    expect(current?.version).toBe(2);
    expect(current?.draft).toEqual(withField(plainForm(), 'mine'));
    expect((await manager.call(FormExport, scope)).body.definition).toEqual(withField(plainForm(), 'mine'));
    expect((await manager.call(FormPublish, { ...scope, version: 1 })).status).toBe(409);
  });

  it('puts a published version back into the draft, keeping the versions as they were', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm());
    const scope = { company, project, form };
    expectOk(await manager.call(FormPublish, { ...scope, version: 1 }));
    expectOk(await manager.call(FormDraftSave, { ...scope, version: 2, draft: withField(plainForm(), 'extra') }));
    expectOk(await manager.call(FormPublish, { ...scope, version: 3 }));
    expectOk(await manager.call(FormOptionsSave, { ...scope, ...OPTIONS, slug: 'renamed', status: 'open', version: 4 }));

    const restored = await manager.call(FormVersionRestore, { ...scope, number: 1, version: 5 });

    expectOk(restored);
    expect(restored.body.entity).toMatchObject({ version: 6, published_version: 2, draft_changed: true, slug: 'renamed' });
    expect(restored.body.entity.draft).toEqual({ ...plainForm(), slug: 'renamed' });
    expect((await manager.call(FormVersionGet, { ...scope, number: 2 })).body.definition).toEqual(withField(plainForm(), 'extra'));
    expect((await manager.call(FormVersionRestore, { ...scope, number: 3, version: 6 })).status).toBe(404);
    expect((await manager.call(FormVersionRestore, { ...scope, number: 2, version: 5 })).status).toBe(409);
  });
});

describe("a form's options", () => {
  it('cannot open or close a form that was never published', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, EVERY_TYPE);
    const scope = { company, project, form };

    expectRefused(await manager.call(FormOptionsSave, { ...scope, ...OPTIONS, status: 'open' }), { status: 'publishFirst' });
    expectRefused(await manager.call(FormOptionsSave, { ...scope, ...OPTIONS, status: 'closed' }), { status: 'publishFirst' });
    expectOk(await manager.call(FormPublish, { ...scope, version: 1 }));
    const closed = await manager.call(FormOptionsSave, { ...scope, ...OPTIONS, status: 'closed', version: 2 });
    expectOk(closed);
    expect(closed.body.entity.status).toBe('closed');
  });

  it('saves every setting, and a new slug renames the draft too', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, EVERY_TYPE);
    const scope = { company, project, form };
    const settings: FormOptions = {
      slug: 'call-2031',
      status: 'draft',
      opens_at: '2031-03-01T09:00:00.000Z',
      closes_at: '2031-04-30T18:00:00.000Z',
      access: 'invited',
      max_submissions: 3,
      confirmation: { it: 'Grazie, abbiamo ricevuto la tua domanda.', en: 'Thank you, we received your application.' },
      public_votes: true,
      judged: true,
      notify: true,
      vote_opens_at: '2031-05-01T09:00:00.000Z',
      vote_closes_at: '2031-05-31T18:00:00.000Z',
      votes_per_email: 5,
      voter_fields: [],
      assistants_export: true,
    };

    const saved = await manager.call(FormOptionsSave, { ...scope, ...settings, version: 1 });

    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ ...settings, version: 2 });
    expect((await manager.call(FormExport, scope)).body.definition).toEqual({ ...EVERY_TYPE, slug: 'call-2031' });
  });

  it('a draft carrying another slug renames the form', async () => {
    const { company, project, manager } = await formsWorld(server);
    const form = await importDefinition(manager, { company, project }, plainForm('before'));

    const saved = await manager.call(FormDraftSave, { company, project, form, draft: plainForm('after') });

    expectOk(saved);
    expect(saved.body.entity).toMatchObject({ slug: 'after', version: 2 });
  });
});
