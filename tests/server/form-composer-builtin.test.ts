import { describe, expect, it } from 'vitest';
import { applyChanges, FormChangeSchema, type FormChange } from '../../contract/form-changes.ts';
import { FormDefinitionSchema, type FieldOf, type FormDefinition, type FormField } from '../../contract/form-definition.ts';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import { compose } from '../../server/areas/forms/composer/compose.ts';

/** A form as FormCreate makes it: one block, no fields. */
function freshDraft(languages: Language[] = ['it', 'en']): FormDefinition {
  return {
    format: 'form/1',
    slug: 'startup-call',
    title: { it: 'Bando startup', en: 'Startup call' },
    languages,
    default_lang: languages[0]!,
    blocks: [{ key: 'main', title: { it: 'Candidatura', en: 'Application' }, fields: [] }],
  };
}

async function builtIn(description: string, lang: Language, draft = freshDraft()): Promise<FormChange[]> {
  const proposal = await compose({ description, lang, draft }, null);
  expect(proposal.composer).toBe('built-in');
  for (const change of proposal.changes) expect(FormChangeSchema.safeParse(change).success).toBe(true);
  return proposal.changes;
}

function added(changes: FormChange[]): FormField[] {
  return changes.flatMap((change) => (change.op === 'add_field' ? [change.field] : []));
}

const STARTUP_CALL: Record<Language, string> = {
  it: 'Un bando per startup: nome del referente, email, telefono, settore, budget, pitch deck in PDF, consenso privacy',
  en: 'A call for startups: contact name, email, phone, sector, budget, pitch deck as PDF, consent to privacy',
  es: 'Una convocatoria para startups: nombre completo, correo electrónico, teléfono, sector, presupuesto, pitch deck en PDF, consentimiento de privacidad',
  fr: 'Un appel à candidatures pour startups : nom complet, e-mail, téléphone, secteur, budget, pitch deck en PDF, consentement RGPD',
  pt: 'Um edital para startups: nome completo, e-mail, telefone, setor, orçamento, pitch deck em PDF, consentimento de privacidade',
};

const CALL_KEYS = ['full_name', 'email', 'phone', 'sector', 'budget', 'pitch_deck', 'privacy_consent'];

describe('the built-in composer reads a call described in words', () => {
  it('proposes the fields of an Italian startup call, in the order described, and they make a valid form', async () => {
    const changes = await builtIn(STARTUP_CALL.it, 'it');
    const fields = added(changes);

    expect(fields.map((field) => field.key)).toEqual(CALL_KEYS);
    expect(fields.map((field) => field.type)).toEqual(['text', 'email', 'phone', 'single_choice', 'number', 'file', 'checkbox']);
    const byKey = Object.fromEntries(fields.map((field) => [field.key, field]));
    expect(byKey.full_name).toMatchObject({ personal: true, label: { it: 'Nome e cognome', en: 'Full name' } });
    expect(byKey.email).toMatchObject({ required: true, personal: true });
    expect(byKey.phone).toMatchObject({ personal: true });
    expect(byKey.phone!.required).toBeUndefined();
    expect(byKey.budget).toMatchObject({ min: 0 });
    expect(byKey.pitch_deck).toMatchObject({ accept: ['application/pdf', '.pdf'] });
    expect(byKey.privacy_consent).toMatchObject({ type: 'checkbox', required: true });
    expect((byKey.sector as FieldOf<'single_choice'>).options.length).toBeGreaterThan(3);
    for (const field of fields) expect(Object.keys(field.label).sort()).toEqual([...LANGUAGES].sort());
    expect(changes.map((change) => (change.op === 'add_field' ? [change.block, change.after] : null))).toEqual([
      ['main', null],
      ['main', 'full_name'],
      ['main', 'email'],
      ['main', 'phone'],
      ['main', 'sector'],
      ['main', 'budget'],
      ['main', 'pitch_deck'],
    ]);

    const form = FormDefinitionSchema.safeParse(applyChanges(freshDraft(), changes));
    expect(form.success).toBe(true);
    expect(form.data?.blocks[0]!.fields.map((field) => field.key)).toEqual(CALL_KEYS);
  });

  it.each(['en', 'es', 'fr', 'pt'] as const)('gives the same fields when the call is described in %s', async (lang) => {
    const changes = await builtIn(STARTUP_CALL[lang], lang, freshDraft([lang]));

    expect(added(changes).map((field) => field.key)).toEqual(CALL_KEYS);
    expect(FormDefinitionSchema.safeParse(applyChanges(freshDraft([lang]), changes)).success).toBe(true);
  });

  it('hears the same full name however it is written, in any case and with or without accents', async () => {
    for (const [lang, words] of [['it', 'Nome e cognome'], ['es', 'NOMBRE COMPLETO'], ['fr', 'nom complet'], ['pt', 'Nome Completo'], ['en', 'full name']] as const) {
      expect(added(await builtIn(words, lang)).map((field) => field.key)).toEqual(['full_name']);
    }
    for (const words of ['Città', 'CITTÀ', 'citta']) expect(added(await builtIn(words, 'it')).map((field) => field.key)).toEqual(['city']);
  });

  it('reads the rules said next to each field: required, sizes, lengths, formats, bounds', async () => {
    const description =
      'telefono obbligatorio, CV in PDF o Word max 5 MB, descrizione del progetto di massimo 2.000 caratteri, ' +
      'motivazione di almeno 200 caratteri, portfolio in immagini, budget fino a 50.000 euro, valutazione da 1 a 10, newsletter';
    const byKey = Object.fromEntries(added(await builtIn(description, 'it')).map((field) => [field.key, field]));

    expect(byKey.phone).toMatchObject({ required: true });
    expect(byKey.cv).toMatchObject({ accept: ['application/pdf', '.pdf', 'application/msword', expect.any(String), '.doc', '.docx'], max_size_mb: 5 });
    expect(byKey.description).toMatchObject({ type: 'long_text', max_length: 2000 });
    expect(byKey.motivation).toMatchObject({ type: 'long_text', min_length: 200 });
    expect(byKey.portfolio).toMatchObject({ accept: ['image/*'] });
    expect(byKey.budget).toMatchObject({ min: 0, max: 50000 });
    expect(byKey.satisfaction).toMatchObject({ type: 'rating', min: 1, max: 10 });
    expect(byKey.newsletter).toMatchObject({ type: 'checkbox' });
    expect(byKey.newsletter!.required).toBeUndefined();
  });

  it('knows a bare "name" is a first name when a last name is also asked for', async () => {
    expect(added(await builtIn('nome, cognome, email', 'it')).map((field) => field.key)).toEqual(['first_name', 'last_name', 'email']);
    expect(added(await builtIn('name, email', 'en')).map((field) => field.key)).toEqual(['full_name', 'email']);
  });

  it('proposes nothing, without an error, when it recognises nothing', async () => {
    expect(await builtIn('Lorem ipsum dolor sit amet, consectetur adipiscing elit.', 'it')).toEqual([]);
    expect(await builtIn('a call for startups', 'en')).toEqual([]);
  });
});
