import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyChanges, FormChangeSchema } from '../../contract/form-changes.ts';
import { FormDefinitionSchema, type FormDefinition } from '../../contract/form-definition.ts';
import { LANGUAGES } from '../../contract/languages.ts';
import { compose } from '../../server/areas/forms/composer/compose.ts';

// Words the composer reacts to, and some it must take in its stride.
const WORDS = [
  'nome', 'cognome', 'email', 'telefono', 'phone', 'full name', 'settore', 'budget', 'pitch deck', 'pitch', 'cv', 'video', 'foto',
  'consenso privacy', 'terms', 'newsletter', 'rating', 'team', 'team size', 'descrizione', 'description', 'website', 'sito web',
  'obbligatorio', 'required', 'optional', 'non obbligatorio', 'max', 'almeno', 'caratteri', 'characters', 'MB', 'PDF', 'immagini',
  'togli', 'remove', 'senza', 'no', 'sposta', 'move', 'put', 'before', 'after', 'prima', 'dopo', 'in cima', 'at the end', 'tutti',
  'a call for', 'bando', 'con', 'with', 'tax code', 'codice fiscale', 'da', 'a', 'and', 'e', '0', '1', '5', '10', '2.000', '999999',
  ',', ';', ':', '.', '\n', 'lorem', 'ipsum', '¿', 'ñ', 'Ç', '💡',
];

const description = fc.array(fc.constantFrom(...WORDS), { minLength: 0, maxLength: 40 }).map((words) => words.join(' '));

const text = (it: string, en: string) => ({ it, en });

const DRAFTS: FormDefinition[] = [
  { format: 'form/1', slug: 'empty', title: text('Vuoto', 'Empty'), languages: ['it'], default_lang: 'it', blocks: [{ key: 'main', title: text('A', 'A'), fields: [] }] },
  {
    format: 'form/1',
    slug: 'worked',
    title: text('Bando', 'Call'),
    languages: ['it', 'en'],
    default_lang: 'it',
    blocks: [
      {
        key: 'one',
        title: text('Uno', 'One'),
        fields: [
          { key: 'nome', type: 'text', label: text('Nome', 'Name') },
          { key: 'tel', type: 'phone', label: text('Telefono', 'Phone'), required: true },
          { key: 'fiscal', type: 'text', label: text('Codice fiscale', 'Tax code'), show_if: { all: [{ field: 'tel', op: 'answered' }] } },
        ],
      },
      { key: 'two', title: text('Due', 'Two'), fields: [{ key: 'rating', type: 'rating', label: text('Voto', 'Rating'), min: 1, max: 5 }] },
    ],
  },
];

describe('whatever the words, the built-in composer', () => {
  it('answers a list of changes that applies to the draft and leaves a valid form', async () => {
    await fc.assert(
      fc.asyncProperty(description, fc.constantFrom(...LANGUAGES), fc.constantFrom(...DRAFTS), async (words, lang, draft) => {
        const { composer, changes } = await compose({ description: words, lang, draft }, null);

        expect(composer).toBe('built-in');
        for (const change of changes) expect(FormChangeSchema.safeParse(change).success).toBe(true);
        expect(FormDefinitionSchema.safeParse(applyChanges(draft, changes)).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
