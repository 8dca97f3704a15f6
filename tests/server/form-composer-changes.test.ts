import { describe, expect, it } from 'vitest';
import { applyChanges, type FormChange } from '../../contract/form-changes.ts';
import { FormDefinitionSchema, type FormDefinition } from '../../contract/form-definition.ts';
import type { Language } from '../../contract/languages.ts';
import { compose } from '../../server/areas/forms/composer/compose.ts';

const text = (it: string, en: string) => ({ it, en });

/** A draft an operator has been working on: two blocks, some fields with their own keys. */
function workedDraft(): FormDefinition {
  return {
    format: 'form/1',
    slug: 'startup-call',
    title: text('Bando startup', 'Startup call'),
    languages: ['it', 'en'],
    default_lang: 'it',
    blocks: [
      {
        key: 'applicant',
        title: text('Referente', 'Contact'),
        fields: [
          { key: 'nome', type: 'text', label: text('Nome e cognome', 'Full name') },
          { key: 'email', type: 'email', label: text('Email', 'Email'), required: true },
          { key: 'tel', type: 'phone', label: text('Telefono', 'Phone'), required: true },
          { key: 'fiscal', type: 'text', label: text('Codice fiscale', 'Tax code') },
        ],
      },
      {
        key: 'project',
        title: text('Progetto', 'Project'),
        fields: [
          { key: 'description', type: 'long_text', label: text('Descrizione', 'Description') },
          { key: 'deck', type: 'file', label: text('Pitch deck', 'Pitch deck'), accept: ['application/pdf', '.pdf'] },
          { key: 'website', type: 'url', label: text('Sito web', 'Website') },
        ],
      },
    ],
  };
}

async function proposed(description: string, lang: Language, draft = workedDraft()): Promise<{ changes: FormChange[]; form: FormDefinition }> {
  const { changes } = await compose({ description, lang, draft }, null);
  const form = FormDefinitionSchema.parse(applyChanges(draft, changes));
  return { changes, form };
}

const order = (form: FormDefinition) => form.blocks.map((block) => block.fields.map((field) => field.key));

describe('the built-in composer changes a draft that already has fields', () => {
  it('sets the rules asked on the fields the draft has, under their own keys', async () => {
    const { changes, form } = await proposed('pitch deck max 10 MB, description at most 2000 characters, make the phone optional', 'en');

    expect(changes).toEqual([
      { op: 'change_field', key: 'deck', field: { key: 'deck', type: 'file', label: text('Pitch deck', 'Pitch deck'), accept: ['application/pdf', '.pdf'], max_size_mb: 10 } },
      { op: 'change_field', key: 'description', field: { key: 'description', type: 'long_text', label: text('Descrizione', 'Description'), max_length: 2000 } },
      { op: 'change_field', key: 'tel', field: { key: 'tel', type: 'phone', label: text('Telefono', 'Phone') } },
    ]);
    expect(form.blocks[0]!.fields[2]!.required).toBeUndefined();
  });

  it('reads "not required" in each language as making a field optional', async () => {
    for (const [lang, words] of [
      ['it', 'il telefono non è obbligatorio'],
      ['es', 'teléfono no obligatorio'],
      ['fr', "le téléphone n'est pas obligatoire"],
      ['pt', 'telefone não obrigatório'],
      ['en', 'phone not required'],
    ] as const) {
      const { changes } = await proposed(words, lang);
      expect(changes, words).toEqual([{ op: 'change_field', key: 'tel', field: expect.not.objectContaining({ required: true }) }]);
    }
  });

  it('removes what the operator says to remove, known fields and the draft own ones by their label', async () => {
    const { changes, form } = await proposed('togli il telefono e il codice fiscale; senza sito web', 'it');

    expect(changes).toEqual([
      { op: 'remove_field', key: 'tel' },
      { op: 'remove_field', key: 'fiscal' },
      { op: 'remove_field', key: 'website' },
    ]);
    expect(order(form)).toEqual([['nome', 'email'], ['description', 'deck']]);
  });

  it('asks nothing when told to remove a field the draft does not have', async () => {
    expect((await proposed('without the budget, sans budget, sin presupuesto', 'en')).changes).toEqual([]);
  });

  it('moves fields before or after others, across blocks too', async () => {
    const english = await proposed('put the website before the description', 'en');
    expect(english.changes).toEqual([{ op: 'move_field', key: 'website', block: 'project', after: null }]);

    const italian = await proposed("sposta il sito web dopo l'email", 'it');
    expect(italian.changes).toEqual([{ op: 'move_field', key: 'website', block: 'applicant', after: 'email' }]);
    expect(order(italian.form)).toEqual([['nome', 'email', 'website', 'tel', 'fiscal'], ['description', 'deck']]);

    const spanish = await proposed('mueve el teléfono antes del correo', 'es');
    expect(order(spanish.form)[0]).toEqual(['nome', 'tel', 'email', 'fiscal']);
  });

  it('adds a new field where the description places it', async () => {
    const { changes, form } = await proposed('add the team size after the email', 'en');

    expect(changes).toMatchObject([{ op: 'add_field', block: 'applicant', after: 'email', field: { key: 'team_size', type: 'number' } }]);
    expect(order(form)[0]).toEqual(['nome', 'email', 'team_size', 'tel', 'fiscal']);
  });

  it('does not add twice a field the draft has under another key or label, and appends the new ones to the last block', async () => {
    const { changes, form } = await proposed('nome e cognome, email, telefono, pitch deck, CV in PDF, consenso privacy', 'it');

    expect(changes.map((change) => change.op)).toEqual(['add_field', 'add_field']);
    expect(changes).toMatchObject([
      { block: 'project', after: 'website', field: { key: 'cv', accept: ['application/pdf', '.pdf'] } },
      { block: 'project', after: 'cv', field: { key: 'privacy_consent', required: true } },
    ]);
    expect(order(form)[1]).toEqual(['description', 'deck', 'website', 'cv', 'privacy_consent']);
  });

  it('never proposes a change that would break the form: a field a condition depends on stays', async () => {
    const draft = workedDraft();
    draft.blocks[1]!.fields[2] = { ...draft.blocks[1]!.fields[2]!, show_if: { all: [{ field: 'tel', op: 'answered' }] } };

    const { changes } = await proposed('remove the phone, move the website to the top', 'en', draft);

    expect(changes).toEqual([{ op: 'move_field', key: 'website', block: 'project', after: null }]);
  });
});
