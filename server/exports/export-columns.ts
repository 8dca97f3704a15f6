// The columns of a results export and each submission's cells in them: one column per field of the
// form's last published version, in its order, then the submission's own columns.
import type { Answer } from '../../contract/answer.ts';
import { asksAnswer, fieldsOf, type FormDefinition, type FormField, type LocalizedText } from '../../contract/form-definition.ts';
import type { Language } from '../../contract/languages.ts';
import { mediaDownloadPath } from '../../contract/media.ts';
import type { SubmissionStatus } from '../../contract/submission-status.ts';
import { isFileAnswer, textIn } from '../respondents/answered-versions.ts';
import type { Cell, CellKind, ExportColumn } from './xlsx.ts';
import { EXPORT_WORDS } from './export-words.ts';

/** A filtered submission as the export reads it. */
export interface ExportRecord {
  id: string;
  status: SubmissionStatus;
  tags: string[];
  /** ISO 8601; null for a draft. */
  submittedAt: string | null;
  lang: string;
  version: number;
  answers: Record<string, unknown>;
  /** Who sent it; null once they were erased. */
  user: { email: string; firstName: string; lastName: string } | null;
  /** The internal notes' texts, oldest first. */
  notes: string[];
}

/** What an export is asked for: the language of its words, whether personal answers go in, where file links lead. */
export interface ExportOptions {
  lang: Language;
  /** Personal fields and the sender's email and name: false for an assistant the form does not allow them to. */
  personal: boolean;
  /** The installation's own address (PUBLIC_URL), never a request's Host. */
  publicBase: string;
}

/** The columns of an export and the way each submission fills them. */
export interface ExportPlan {
  columns: ExportColumn[];
  /** The fields whose answers are exported, in order. */
  fields: FormField[];
  cells(record: ExportRecord): Cell[];
}

const KIND_OF: Partial<Record<FormField['type'], CellKind>> = { number: 'number', rating: 'number', date: 'day', file: 'link' };

/** The link an operator opens a file answered with (the media download, with their own session). */
export function fileLink(publicBase: string, mediaId: string): string {
  return `${publicBase}${mediaDownloadPath(mediaId)}`;
}

// The labels of every option a choice field ever had, the last published version's winning:
// an answer given on an older version still reads as words.
function optionLabels(versions: readonly FormDefinition[]): Map<string, Map<string, LocalizedText>> {
  const labels = new Map<string, Map<string, LocalizedText>>();
  for (const definition of versions) {
    for (const { field } of fieldsOf(definition)) {
      if (!('options' in field)) continue;
      const known = labels.get(field.key) ?? new Map<string, LocalizedText>();
      for (const option of field.options) known.set(option.value, option.label);
      labels.set(field.key, known);
    }
  }
  return labels;
}

// Any answer the field's type does not explain, written out as it is.
function plain(answer: unknown): Cell {
  if (answer === null || answer === undefined) return null;
  if (typeof answer === 'string' || typeof answer === 'number') return answer;
  return JSON.stringify(answer);
}

type CellOf = (answer: unknown) => Cell;

function fieldCell(field: FormField, labels: Map<string, LocalizedText> | undefined, fallback: string, options: ExportOptions): CellOf {
  const words = EXPORT_WORDS[options.lang];
  const choice = (value: unknown) => (typeof value === 'string' ? textIn(labels?.get(value), options.lang, fallback) || value : String(value));
  switch (field.type) {
    case 'single_choice':
    case 'dropdown':
    case 'multiple_choice':
      // One value or a list, whichever the version answered kept.
      return (answer) => (Array.isArray(answer) ? answer.map(choice).join('; ') : answer === null || answer === undefined ? null : choice(answer));
    case 'checkbox':
      return (answer) => (answer === true ? words.yes : answer === false ? words.no : plain(answer));
    case 'number':
    case 'rating':
      return (answer) => (typeof answer === 'number' ? answer : plain(answer));
    case 'file':
      return (answer) => (isFileAnswer(answer) ? fileLink(options.publicBase, answer.media_id) : plain(answer));
    default:
      return plain;
  }
}

/**
 * The export's plan from the form's published versions (oldest first; the last is the one whose
 * fields are the columns; none for a form never published): headers in `lang`, else the form's default language; choices as their
 * labels (several joined by "; "), a checkbox as yes or no, a file as the link operators open it by.
 */
export function exportPlan(versions: readonly FormDefinition[], options: ExportOptions): ExportPlan {
  const last = versions.at(-1);
  const words = EXPORT_WORDS[options.lang];
  const labels = optionLabels(versions);
  // A form never published has had no submissions: its export has its own columns only.
  const fallback = last?.default_lang ?? options.lang;
  const fields = (last ? fieldsOf(last) : [])
    .map(({ field }) => field)
    .filter((field) => asksAnswer(field.type) && (options.personal || field.personal !== true));
  const fieldCells = fields.map((field) => ({ key: field.key, cell: fieldCell(field, labels.get(field.key), fallback, options) }));
  const columns: ExportColumn[] = [
    { header: words.id, kind: 'text', width: 38 },
    ...fields.map((field) => ({ header: textIn(field.label, options.lang, fallback) || field.key, kind: KIND_OF[field.type] ?? 'text', width: 24 })),
    { header: words.status, kind: 'text', width: 14 },
    { header: words.tags, kind: 'text', width: 20 },
    { header: words.notes, kind: 'text', width: 40 },
    { header: words.submittedAt, kind: 'moment', width: 20 },
    { header: words.lang, kind: 'text', width: 8 },
    { header: words.version, kind: 'number', width: 8 },
  ];
  if (options.personal) columns.push({ header: words.email, kind: 'text', width: 30 }, { header: words.name, kind: 'text', width: 30 });
  return {
    columns,
    fields,
    cells(record) {
      const answers = record.answers as Record<string, Answer | null | undefined>;
      const row: Cell[] = [record.id, ...fieldCells.map(({ key, cell }) => cell(answers[key]))];
      row.push(words.statuses[record.status] ?? record.status, record.tags.join('; '), record.notes.join('\n\n'), record.submittedAt, record.lang, record.version);
      if (options.personal) {
        const name = record.user ? `${record.user.firstName} ${record.user.lastName}`.trim() : '';
        row.push(record.user?.email ?? null, name || null);
      }
      return row;
    },
  };
}
