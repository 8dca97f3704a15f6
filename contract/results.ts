import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FormScope, IdField, intField, LanguageSchema, listOutput, ListQuery, SuccessOutput } from './fields.ts';
import { FIELD_TYPES, FormDefinitionSchema, KeyField } from './form-definition.ts';
import { JobSchema } from './jobs.ts';
import type { FieldLabels } from './labels.ts';
import { SUBMISSION_STATUSES } from './submission-status.ts';
import { namedFieldLabels } from './text-overrides.ts';

const IsoDate = z.iso.date();

/** One submission as the operators' list shows it: `answers` maps field keys to values. */
export const SubmissionListItemSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), email: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  version: z.number().int(),
  submitted_at: z.string().nullable(),
  answers: z.record(z.string(), z.unknown()),
});

/** The most answer filters one set may hold. */
export const MAX_ANSWER_FILTERS = 20;

/** The most submissions one bulk change names by id (more: name them by the filters). */
export const MAX_BULK_IDS = 1000;

/** The most tags a submission may carry. */
export const MAX_TAGS = 30;

/** A tag: lower case letters, digits, spaces and dashes, as operators type them. */
export const TagField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, { error: 'invalid' });

const ChoiceValues = z.array(z.string().min(1).max(100)).min(1).max(200);

/**
 * One condition on one field's answer, by what fits the field's type: a choice is or is not one
 * of some options (a checkbox's values are `true` and `false`), a number or rating lies in a
 * range, a date between two days, a text contains some words, any field is answered or empty
 * (a file field: a file is there or not).
 */
export const AnswerFilterSchema = z.discriminatedUnion('op', [
  z.strictObject({ field: KeyField, op: z.literal('is'), values: ChoiceValues }),
  z.strictObject({ field: KeyField, op: z.literal('is_not'), values: ChoiceValues }),
  z.strictObject({ field: KeyField, op: z.literal('range'), min: z.number().optional(), max: z.number().optional() }),
  z.strictObject({ field: KeyField, op: z.literal('dates'), from: IsoDate.optional(), to: IsoDate.optional() }),
  z.strictObject({ field: KeyField, op: z.literal('contains'), text: z.string().trim().min(1).max(200) }),
  z.strictObject({ field: KeyField, op: z.literal('answered') }),
  z.strictObject({ field: KeyField, op: z.literal('empty') }),
]);

/** One condition on an answer. */
export type AnswerFilter = z.infer<typeof AnswerFilterSchema>;

/**
 * The one set of filters of a form's results: the table, the dashboard, the votes and the exports
 * all read it, so what is exported is what is on screen. Every part narrows (they all hold);
 * without `status`, every status but draft. Days are calendar days in the caller's `tz`.
 */
export const ResultsFiltersSchema = z.strictObject({
  status: z.array(z.enum(SUBMISSION_STATUSES)).min(1).max(SUBMISSION_STATUSES.length).optional(),
  /** Carries every one of these tags. */
  tags: z.array(TagField).min(1).max(MAX_TAGS).optional(),
  /** Sent on or after this day. */
  submitted_from: IsoDate.optional(),
  /** Sent on or before this day. */
  submitted_to: IsoDate.optional(),
  lang: z.array(LanguageSchema).min(1).max(5).optional(),
  /** Answered on one of these published versions. */
  version: z.array(intField(1)).min(1).max(100).optional(),
  /** The registered user's email, first or last name contains this. */
  user: z.string().trim().min(1).max(200).optional(),
  answers: z.array(AnswerFilterSchema).min(1).max(MAX_ANSWER_FILTERS).optional(),
});

/** A set of results filters. */
export type ResultsFilters = z.infer<typeof ResultsFiltersSchema>;

/** An IANA time zone name, as the browser tells it; calendar days are read in it. */
export const TimeZoneField = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (name) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: name });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'invalid' },
  );

/** What filtered results calls take: the form, its filters and the caller's time zone. */
const FilteredScope = { ...FormScope, filters: ResultsFiltersSchema.default({}), tz: TimeZoneField.default('UTC') };

/** The columns the submissions table sorts by: a fixed one, or a field's answer (`answer:<key>`). */
export const SortSchema = z.object({
  by: z.string().regex(/^(submitted_at|updated_at|status|user|lang|version|answer:[a-z0-9_-]{1,100})$/, { error: 'invalid' }),
  dir: z.enum(['asc', 'desc']),
});

/** A sort of the submissions table. */
export type ResultsSort = z.infer<typeof SortSchema>;

/** One bar of a chart: a value (an option's key, a day, a word, a bucket's lower bound) and its count. */
const BucketSchema = z.object({ value: z.string(), count: z.number().int() });

/** A field's chart, by its type: the counts of answered and empty, and buckets fitting the type. */
export const FieldSummarySchema = z.object({
  key: z.string(),
  type: z.enum(FIELD_TYPES),
  answered: z.number().int(),
  empty: z.number().int(),
  /**
   * choices and checkbox: per option (every option, zero included, in the form's order);
   * number and rating: a histogram (`value` is the lower bound, `to` the upper);
   * date: per month (`YYYY-MM`); text: the commonest words. Files, emails, phones: none.
   */
  buckets: z.array(BucketSchema.extend({ to: z.number().optional() })),
  /** number and rating: the mean and the median of the answers. */
  mean: z.number().nullable().optional(),
  median: z.number().nullable().optional(),
});

/** The results dashboard: the counts and charts of the filtered submissions. */
export const ResultsSummary = endpoint({
  path: 'company/:company/project/:project/form/:form/results/summary',
  kind: 'query',
  permission: 'formAssist',
  input: z.object(FilteredScope),
  output: z.object({
    /** The filtered submissions (drafts among them only when the status filter asks for drafts). */
    total: z.number().int(),
    /** The form's drafts, whatever the filters: what may still arrive. */
    drafts: z.number().int(),
    /** The filtered submissions by status. */
    by_status: z.record(z.enum(SUBMISSION_STATUSES), z.number().int()),
    /** Filtered submissions sent per calendar day (`YYYY-MM-DD` in `tz`), days with none left out. */
    per_day: z.array(BucketSchema),
    /** The fields of the form's last published version, in its order (statements left out). */
    fields: z.array(FieldSummarySchema),
  }),
});

/** A submission as the results table lists it: the list's item with its tags and language. */
export const ResultsItemSchema = SubmissionListItemSchema.extend({
  tags: z.array(z.string()),
  lang: z.string(),
  updated_at: z.string(),
  /** How many internal notes it has. */
  notes: z.number().int(),
});

/** One page of the filtered submissions, sorted; the answers of one block only when `block` is given. */
export const ResultsList = endpoint({
  path: 'company/:company/project/:project/form/:form/results/list',
  kind: 'query',
  permission: 'formAssist',
  input: z.object({
    ...FilteredScope,
    sort: SortSchema.default({ by: 'submitted_at', dir: 'desc' }),
    page: intField(1, 100_000).default(1),
    pageSize: intField(1, 200).default(25),
    block: intField(0, 1000).optional(),
  }),
  output: z.object({ items: z.array(ResultsItemSchema), total: z.number().int() }),
});

/** The ids of every filtered submission, for a "select all filtered" (at most 100,000). */
export const ResultsIds = endpoint({
  path: 'company/:company/project/:project/form/:form/results/ids',
  kind: 'query',
  permission: 'formAssist',
  input: z.object(FilteredScope),
  output: z.object({ ids: z.array(z.string()) }),
});

/** A change of status in a submission's history; `by` is null for the respondent's own. */
export const HistoryEntrySchema = z.object({
  from: z.enum(SUBMISSION_STATUSES).nullable(),
  to: z.enum(SUBMISSION_STATUSES),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});

/** An internal note. */
export const NoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
  /** Whether the reader may delete it: its author may, and whoever edits the project. */
  deletable: z.boolean(),
});

/** One submission whole: its answers, the version it answered (to show them in the form's order), its history and notes. */
export const ResultsSubmissionGet = endpoint({
  path: 'company/:company/project/:project/form/:form/results/submission/get',
  kind: 'query',
  permission: 'formAssist',
  input: z.object({ ...FormScope, submission: IdField }),
  output: z.object({
    entity: ResultsItemSchema.extend({
      definition: FormDefinitionSchema,
      history: z.array(HistoryEntrySchema),
      notes_list: z.array(NoteSchema),
    }),
  }),
});

/** The statuses an operator may set (draft is the respondent's; withdrawn too, but an operator may record it). */
export const OPERATOR_STATUSES = ['received', 'in_review', 'accepted', 'rejected', 'withdrawn'] as const;

/**
 * Changes submissions: a status, tags added and removed. Named by ids, or as "every submission
 * the filters select" (what the operator saw). Setting what is already there changes nothing,
 * so a replay changes nothing either.
 */
export const ResultsChange = endpoint({
  path: 'company/:company/project/:project/form/:form/results/change',
  kind: 'mutation',
  permission: 'formAssist',
  input: z
    .object({
      ...FormScope,
      target: z.union([
        z.strictObject({ ids: z.array(IdField).min(1).max(MAX_BULK_IDS) }),
        z.strictObject({ filters: ResultsFiltersSchema, tz: TimeZoneField.default('UTC') }),
      ]),
      status: z.enum(OPERATOR_STATUSES).optional(),
      add_tags: z.array(TagField).max(MAX_TAGS).default([]),
      remove_tags: z.array(TagField).max(MAX_TAGS).default([]),
    })
    .refine((input) => input.status !== undefined || input.add_tags.length > 0 || input.remove_tags.length > 0, {
      path: ['status'],
      error: 'required',
    }),
  /** How many submissions changed. */
  output: z.object({ changed: z.number().int() }),
});

/** Adds an internal note to a submission. */
export const ResultsNoteAdd = endpoint({
  path: 'company/:company/project/:project/form/:form/results/note/add',
  kind: 'mutation',
  permission: 'formAssist',
  input: z.object({ ...FormScope, submission: IdField, body: z.string().trim().min(1).max(5000) }),
  output: z.object({ entity: NoteSchema }),
});

/** Deletes an internal note: its author's own, or any for the form's editors. */
export const ResultsNoteDelete = endpoint({
  path: 'company/:company/project/:project/form/:form/results/note/delete',
  kind: 'mutation',
  permission: 'formAssist',
  input: z.object({ ...FormScope, note: IdField }),
  output: SuccessOutput,
});

/** The tags used on a form's submissions, commonest first, for the pickers. */
export const ResultsTags = endpoint({
  path: 'company/:company/project/:project/form/:form/results/tags',
  kind: 'query',
  permission: 'formAssist',
  input: z.object(FormScope),
  output: z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) }),
});

/** A saved set of filters: the caller's own, or one shared with the project's operators. */
export const SavedFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: ResultsFiltersSchema,
  shared: z.boolean(),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** Whether the caller may change or delete it (its owner only). */
  mine: z.boolean(),
  updated_at: z.string(),
});

/** The saved filters of a form the caller may use: their own and the shared ones, by name. */
export const SavedFilterList = endpoint({
  path: 'company/:company/project/:project/form/:form/results/filters/list',
  kind: 'query',
  permission: 'formAssist',
  input: z.object(FormScope),
  output: z.object({ items: z.array(SavedFilterSchema) }),
});

/** Saves a set of filters under a name (a new one without `id`); one name once per owner and form. */
export const SavedFilterSave = endpoint({
  path: 'company/:company/project/:project/form/:form/results/filters/save',
  kind: 'mutation',
  permission: 'formAssist',
  input: z.object({
    ...FormScope,
    id: IdField.optional(),
    name: z.string().trim().min(1).max(80),
    filters: ResultsFiltersSchema,
    shared: z.boolean().default(false),
  }),
  output: z.object({ entity: SavedFilterSchema }),
});

/** Deletes one of the caller's saved filters. */
export const SavedFilterDelete = endpoint({
  path: 'company/:company/project/:project/form/:form/results/filters/delete',
  kind: 'mutation',
  permission: 'formAssist',
  input: z.object({ ...FormScope, id: IdField }),
  output: SuccessOutput,
});

/** The formats of a results export: a table (CSV or XLSX), or the files answered as a ZIP. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'zip'] as const;

/**
 * Starts the export of the filtered submissions as a job (its file downloaded from `jobFilePath`):
 * one column per field (choices as their labels in `lang`, files as links), status, tags, notes.
 * An assistant's export leaves personal answers out unless the form allows them.
 */
export const ResultsExport = endpoint({
  path: 'company/:company/project/:project/form/:form/results/export',
  kind: 'mutation',
  permission: 'formAssist',
  input: z.object({ ...FilteredScope, format: z.enum(EXPORT_FORMATS), lang: LanguageSchema }),
  output: JobSchema,
});

/** A form's submissions, newest first; drafts only when asked by status. */
export const SubmissionList = endpoint({
  path: 'company/:company/project/:project/form/:form/submissions/list',
  kind: 'query',
  permission: 'formAssist',
  input: ListQuery.extend({
    ...FormScope,
    status: z.enum(SUBMISSION_STATUSES).optional(),
    /** Only the answers of this block (its index), for the screen of one block. */
    block: intField(0, 1000).optional(),
  }),
  output: listOutput(SubmissionListItemSchema),
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('results', {
  filters: { it: 'Filtri', en: 'Filters', es: 'Filtros', fr: 'Filtres', pt: 'Filtros' },
  tz: { it: 'Fuso orario', en: 'Time zone', es: 'Zona horaria', fr: 'Fuseau horaire', pt: 'Fuso horário' },
  sort: { it: 'Ordinamento', en: 'Sort', es: 'Orden', fr: 'Tri', pt: 'Ordenação' },
  status: { it: 'Stato', en: 'Status', es: 'Estado', fr: 'Statut', pt: 'Status' },
  add_tags: { it: 'Etichette da aggiungere', en: 'Tags to add', es: 'Etiquetas que añadir', fr: 'Étiquettes à ajouter', pt: 'Etiquetas a adicionar' },
  remove_tags: { it: 'Etichette da togliere', en: 'Tags to remove', es: 'Etiquetas que quitar', fr: 'Étiquettes à retirer', pt: 'Etiquetas a remover' },
  body: { it: 'Nota', en: 'Note', es: 'Nota', fr: 'Note', pt: 'Nota' },
  name: { it: 'Nome', en: 'Name', es: 'Nombre', fr: 'Nom', pt: 'Nome' },
  format: { it: 'Formato', en: 'Format', es: 'Formato', fr: 'Format', pt: 'Formato' },
  lang: { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  block: { it: 'Blocco', en: 'Block', es: 'Bloque', fr: 'Bloc', pt: 'Bloco' },
} satisfies FieldLabels);
