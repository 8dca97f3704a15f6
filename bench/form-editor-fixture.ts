import type { FieldType, FormDefinition, FormField, LocalizedText } from '../contract/form-definition.ts';

/** The fields of each step of the benchmark's form. */
export const FIELDS_PER_BLOCK = 20;

// Each step's fields, in order: every type at least once, the common ones more often, as a real call has them.
const PATTERN: readonly FieldType[] = [
  ...['text', 'email', 'text', 'phone', 'date', 'single_choice', 'long_text', 'number', 'multiple_choice', 'dropdown'],
  ...['url', 'text', 'rating', 'checkbox', 'long_text', 'single_choice', 'file', 'statement', 'text', 'number'],
] as FieldType[];
/** The steps of the benchmark's form: their Italian and English titles. */
export const STEPS = [
  ['Chi sei', 'About you'], ['Il progetto', 'The project'], ['Il gruppo', 'The team'], ['Budget', 'Budget'], ['Tempi', 'Timeline'],
  ['Impatto', 'Impact'], ['Partner', 'Partners'], ['Comunicazione', 'Outreach'], ['Allegati', 'Attachments'], ['Dichiarazioni', 'Declarations'],
] as const;
const QUESTIONS: Record<FieldType, readonly [string, string]> = {
  text: ['Nome del referente', 'Contact person'],
  long_text: ['Descrivi il progetto', 'Describe the project'],
  email: ['Email di contatto', 'Contact email'],
  phone: ['Telefono', 'Phone'],
  url: ['Sito web', 'Website'],
  number: ['Budget richiesto in euro', 'Budget requested in euros'],
  date: ['Data di inizio', 'Start date'],
  single_choice: ['Categoria', 'Category'],
  multiple_choice: ['Temi del progetto', 'Themes of the project'],
  dropdown: ['Regione', 'Region'],
  checkbox: ['Accetto il regolamento', 'I accept the rules'],
  rating: ['Quanto è maturo il progetto?', 'How mature is the project?'],
  file: ['Allega il preventivo', 'Attach the estimate'],
  statement: ['Le domande seguenti riguardano il budget.', 'The next questions are about the budget.'],
};
const text = (it: string, en: string): LocalizedText => ({ it, en });
const OPTIONS = [['nord', 'Nord', 'North'], ['centro', 'Centro', 'Centre'], ['sud', 'Sud', 'South'], ['isole', 'Isole', 'Islands'], ['estero', 'Estero', 'Abroad']]
  .map(([value, it, en]) => ({ value: value!, label: text(it!, en!) }));
// What each type carries beyond its texts, as the demo application form has it.
const RULES: Record<FieldType, object> = {
  text: { min_length: 2, max_length: 120 },
  long_text: { max_length: 5000 },
  email: { max_length: 200 },
  phone: { max_length: 30 },
  url: { max_length: 300 },
  number: { min: 0, max: 100_000 },
  date: { min: '2026-01-01', max: '2027-12-31' },
  single_choice: { options: OPTIONS.slice(0, 4) },
  multiple_choice: { options: OPTIONS, max_selected: 2 },
  dropdown: { options: OPTIONS },
  checkbox: {},
  rating: { max: 5, min_label: text('Idea', 'Idea'), max_label: text('Pronto', 'Ready') },
  file: { accept: ['.pdf'], max_size_mb: 10 },
  statement: {},
};

/** The key of a field by its step and place: `f001` … `f200`. */
export const keyOf = (block: number, index: number) => `f${String(block * FIELDS_PER_BLOCK + index + 1).padStart(3, '0')}`;

// A few fields show only after an earlier answer: in a step, or on a step before.
function showIf(block: number, index: number): Pick<FormField, 'show_if'> {
  if (block % 2 === 1 && index === 6) return { show_if: { all: [{ field: keyOf(block, 5), op: 'equals', value: 'nord' }] } };
  if (block % 3 === 0 && block > 0 && index === 0) return { show_if: { any: [{ field: keyOf(block - 1, 7), op: 'gt', value: 1000 }] } };
  if (block === 9 && index === 19) return { show_if: { all: [{ field: keyOf(block, 13), op: 'answered' }] } };
  return {};
}

function fieldAt(block: number, index: number): FormField {
  const type = PATTERN[index]!;
  const n = block * FIELDS_PER_BLOCK + index + 1;
  const [it, en] = QUESTIONS[type];
  const help = n % 4 === 0 ? { help: text('Rispondi in breve.', 'Answer briefly.') } : {};
  const required = type !== 'statement' && n % 3 === 0 ? { required: true } : {};
  return { type, key: keyOf(block, index), label: text(`${n}. ${it}`, `${n}. ${en}`), ...help, ...required, ...RULES[type], ...showIf(block, index) } as FormField;
}

/** A call's application form of 200 fields: 10 steps of 20, every type, in Italian and English. */
export function bigForm(slug: string): FormDefinition {
  return {
    format: 'form/1',
    slug,
    title: text('Bando con 200 domande', 'Call with 200 questions'),
    languages: ['it', 'en'],
    default_lang: 'it',
    blocks: STEPS.map(([it, en], block) => ({
      key: `step-${block + 1}`,
      title: text(it, en),
      fields: Array.from({ length: FIELDS_PER_BLOCK }, (_, index) => fieldAt(block, index)),
    })),
  };
}
