import { and, eq } from 'drizzle-orm';
import type { FormDefinition, LocalizedText } from '../../contract/form-definition.ts';
import { importForm } from '../areas/forms/service.ts';
import { publishForm } from '../areas/forms/versions.ts';
import type { Db } from '../db/db.ts';
import { forms } from '../db/schema/forms.ts';

const text = (it: string, en: string): LocalizedText => ({ it, en });

/** The application form of Premio Aurora 2026: every field type, in Italian and English, published and open. */
export const DEMO_APPLICATION: FormDefinition = {
  format: 'form/1',
  slug: 'candidatura',
  title: text('Candidatura al Premio Aurora 2026', 'Application for the Aurora Prize 2026'),
  description: text(
    'Presenta il tuo progetto entro il 30 aprile. Le domande con * sono obbligatorie.',
    'Submit your project by 30 April. Questions marked * are required.',
  ),
  languages: ['it', 'en'],
  default_lang: 'it',
  blocks: [
    {
      key: 'candidato',
      title: text('Chi sei', 'About you'),
      fields: [
        { type: 'text', key: 'nome', label: text('Nome e cognome', 'Full name'), required: true, personal: true, min_length: 2, max_length: 120, prefill: 'name' },
        { type: 'email', key: 'email', label: text('Email', 'Email'), required: true, personal: true, max_length: 200, prefill: 'email' },
        { type: 'phone', key: 'telefono', label: text('Telefono', 'Phone'), personal: true, max_length: 30 },
        { type: 'date', key: 'nascita', label: text('Data di nascita', 'Date of birth'), personal: true, min: '1940-01-01', max: '2008-12-31' },
        { type: 'url', key: 'sito', label: text('Sito web o portfolio online', 'Website or online portfolio'), max_length: 300 },
      ],
    },
    {
      key: 'progetto',
      title: text('Il progetto', 'The project'),
      fields: [
        {
          type: 'single_choice',
          key: 'categoria',
          label: text('Categoria', 'Category'),
          required: true,
          options: [
            { value: 'arte', label: text('Arte', 'Art') },
            { value: 'scienza', label: text('Scienza', 'Science') },
            { value: 'impresa', label: text('Impresa sociale', 'Social enterprise') },
          ],
        },
        {
          type: 'multiple_choice',
          key: 'temi',
          label: text('Temi del progetto', 'Themes of the project'),
          max_selected: 2,
          options: [
            { value: 'clima', label: text('Clima', 'Climate') },
            { value: 'salute', label: text('Salute', 'Health') },
            { value: 'educazione', label: text('Educazione', 'Education') },
          ],
        },
        {
          type: 'dropdown',
          key: 'regione',
          label: text('Regione', 'Region'),
          options: [
            { value: 'nord', label: text('Nord', 'North') },
            { value: 'centro', label: text('Centro', 'Centre') },
            { value: 'sud', label: text('Sud e isole', 'South and islands') },
          ],
        },
        {
          type: 'long_text',
          key: 'descrizione',
          label: text('Descrivi il progetto', 'Describe the project'),
          help: text('Obiettivi, fasi e risultati attesi.', 'Aims, steps and expected results.'),
          required: true,
          min_length: 200,
          max_length: 5000,
        },
        {
          type: 'number',
          key: 'budget',
          label: text('Budget richiesto (euro)', 'Budget requested (euros)'),
          min: 1000,
          max: 50000,
          show_if: { any: [{ field: 'categoria', op: 'equals', value: 'impresa' }] },
        },
        {
          type: 'file',
          key: 'allegato',
          label: text('Presentazione (PDF)', 'Presentation (PDF)'),
          accept: ['.pdf'],
          max_size_mb: 20,
        },
        {
          type: 'rating',
          key: 'maturita',
          label: text('A che punto è il progetto?', 'How far along is the project?'),
          min: 1,
          max: 5,
          min_label: text('Idea', 'Idea'),
          max_label: text('Già avviato', 'Up and running'),
        },
      ],
    },
    {
      key: 'conferma',
      title: text('Conferma', 'Confirmation'),
      fields: [
        {
          type: 'statement',
          key: 'privacy',
          label: text('Informativa sulla privacy', 'Privacy notice'),
          help: text('I tuoi dati servono solo a valutare la candidatura.', 'Your data is used only to assess the application.'),
        },
        { type: 'checkbox', key: 'consenso', label: text('Accetto il regolamento del premio', 'I accept the rules of the prize'), required: true },
      ],
    },
  ],
};

/** The audience vote of Premio Aurora 2026, still a draft. */
export const DEMO_VOTE: FormDefinition = {
  format: 'form/1',
  slug: 'voto-del-pubblico',
  title: text('Voto del pubblico', 'Audience vote'),
  languages: ['it', 'en'],
  default_lang: 'it',
  blocks: [
    {
      key: 'voto',
      title: text('Il tuo voto', 'Your vote'),
      fields: [
        { type: 'email', key: 'email', label: text('Email', 'Email'), required: true, personal: true, prefill: 'email' },
        { type: 'rating', key: 'voto', label: text('Quanto ti piace il progetto?', 'How much do you like the project?'), required: true, min: 1, max: 5 },
        { type: 'long_text', key: 'commento', label: text('Un commento', 'A comment'), max_length: 1000 },
      ],
    },
  ],
};

/** Seeds the demo forms of a project where they are missing (the application published, the vote a draft); returns how many it created. */
export async function seedDemoForms(db: Db, company: string, project: string, now: Date): Promise<number> {
  let created = 0;
  for (const [definition, publish] of [
    [DEMO_APPLICATION, true],
    [DEMO_VOTE, false],
  ] as const) {
    const [found] = await db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.projectId, project), eq(forms.slug, definition.slug)));
    if (found) continue;
    const row = await importForm(db, { company, project }, definition, now);
    if (publish) await publishForm(db, { company, project, form: row.id }, row.version, null, now);
    created++;
  }
  return created;
}
