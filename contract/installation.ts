import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdField, intField, listOutput, ListQuery, SlugField, VersionField } from './fields.ts';
import { localizedText, requiredText } from './form-definition.ts';
import { JobSchema } from './jobs.ts';
import { languageLabels, type FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** One row of the operations' log. */
export const LogRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_id: z.string().nullable(),
  operator_email: z.string().nullable(),
  ip: z.string(),
  endpoint: z.string(),
  status: z.number().int(),
  target: z.string().nullable(),
  company_id: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  /** Who made the call, as people call them (first name, else email), read when the log is. */
  operator_name: z.string().nullable(),
  /** The company's name now, else the one the row keeps; null when neither is known. */
  company_name: z.string().nullable(),
  /** The target record's name now (company, project, operator), else the one the row keeps; null when neither is known. */
  target_name: z.string().nullable(),
  /** The names of the other records the summary names by id (the projects of an invitation, a project's company). */
  names: z.record(z.string(), z.string()),
  /** The entry of the log's area filter that lists the call (`logs/areas`), null for a path no area holds. */
  area: z.string().nullable(),
  /** Why the call was refused or failed, in the reader's language; null when it was done. */
  reason: z.string().nullable(),
  /** A saved record's changed fields, in the order saved, each named in the reader's language. */
  changes: z.array(z.object({ field: z.string(), label: z.string(), from: z.unknown(), to: z.unknown() })),
  /** Who did what to which named record, in the reader's language, with the reason of a refusal. */
  sentence: z.string(),
});

/** The outcomes the log's filter offers: done (below 400), refused (4xx), failed (5xx). */
export const LOG_OUTCOMES = ['done', 'refused', 'failed'] as const;

/**
 * What the operations' log is filtered by: operator, area (an entry of `logs/areas`, or else the
 * calls' first path segment, as before areas had names), company, outcome and dates.
 */
export const LogFilters = z.object({
  operator: IdField.optional(),
  area: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .default(''),
  company: IdField.optional(),
  outcome: z.enum(['', ...LOG_OUTCOMES]).default(''),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** The operations' log, newest first, filtered and paged (installation admins). */
export const LogList = endpoint({
  path: 'admin/installation/logs/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: LogFilters.extend(ListQuery.omit({ search: true }).shape),
  output: listOutput(LogRowSchema),
});

/** The entries of the log's area filter, each named in the reader's language, in the order offered. */
export const LogAreas = endpoint({
  path: 'admin/installation/logs/areas',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ items: z.array(z.object({ value: z.string(), label: z.string() })) }),
});

/**
 * Starts a job that writes the filtered rows of the operations' log, newest first, to a CSV
 * file (no row limit); follow it with `jobs/get`, download the file by GET when it is done.
 */
export const LogExport = endpoint({
  path: 'admin/installation/logs/export',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: LogFilters,
  output: JobSchema,
});

/** The operators or companies whose name or email (slug) holds a text, and those of the ids given, for the log's filters. */
export const LogChoices = endpoint({
  path: 'admin/installation/logs/choices',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({
    kind: z.enum(['operator', 'company']),
    search: z.string().trim().max(200).default(''),
    ids: z.array(IdField).max(10).default([]),
  }),
  output: z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), detail: z.string() })) }),
});

/** The kind of job LogExport starts. */
export const LOG_EXPORT_JOB = 'installation/log-export';

/** What the installation runs on and holds. */
export const InstallationInfo = endpoint({
  path: 'admin/installation/info',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({
    version: z.string(),
    database: z.object({ engine: z.enum(['pglite', 'postgres']), size_bytes: z.number() }),
    mail: z.object({ transport: z.enum(['file', 'smtp']) }),
    uptime_seconds: z.number().int(),
    counts: z.object({ companies: z.number().int(), projects: z.number().int(), operators: z.number().int() }),
  }),
});

/** The longest title of a condition, in each language. */
export const CONDITION_TITLE_MAX_LENGTH = 200;

/** The longest text of a condition, in each language (plain text, its line breaks kept). */
export const CONDITION_BODY_MAX_LENGTH = 50_000;

/** One version of one of the installation's conditions (terms of use, privacy notice...), as admins read it. */
export const ConditionVersionSchema = z.object({
  id: z.string(),
  /** Which condition: every version of one shares it. */
  key: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  title: localizedText(CONDITION_TITLE_MAX_LENGTH),
  body: localizedText(CONDITION_BODY_MAX_LENGTH),
  published_at: z.string(),
  /** Who published it; null once that operator is gone. */
  published_by_email: z.string().nullable(),
  /** Set when the condition was withdrawn at this version: shown to nobody, asked of nobody. */
  withdrawn_at: z.string().nullable(),
});

/** One version of a condition. */
export type ConditionVersion = z.infer<typeof ConditionVersionSchema>;

/** A condition in its current (highest) version, with how many registered users accepted that version and how many versions it has. */
export const ConditionSchema = ConditionVersionSchema.extend({ accepted: z.number().int(), versions: z.number().int() });

/** A condition in its current version. */
export type Condition = z.infer<typeof ConditionSchema>;

/** Every condition of the installation in its current version, withdrawn ones too, by key. */
export const ConditionList = endpoint({
  path: 'admin/installation/conditions/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({}),
  output: z.object({ items: z.array(ConditionSchema) }),
});

/** Every version of one condition, newest first. */
export const ConditionVersions = endpoint({
  path: 'admin/installation/conditions/versions',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({ key: SlugField }),
  output: z.object({ items: z.array(ConditionVersionSchema) }),
});

/** The fields of a new version as the publish dialog sends them; the same schema checks the dialog and the server input. */
export const ConditionPublishFields = z.object({
  key: SlugField,
  required: z.boolean(),
  title: requiredText(CONDITION_TITLE_MAX_LENGTH),
  body: requiredText(CONDITION_BODY_MAX_LENGTH),
});

/**
 * Publishes the next version of a condition (version 1 of a new key); a published version is never
 * changed. `version` is the one the new version follows as the screen read it: 0 for a new
 * condition (refused while the key is taken), a stale one refused with 409 and the current version.
 * A new version of a required condition is asked again of every registered user at their next visit.
 */
export const ConditionPublish = endpoint({
  path: 'admin/installation/conditions/publish',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: ConditionPublishFields.extend({ version: intField(0).optional() }),
  output: z.object({ entity: ConditionSchema }),
});

/** Withdraws a condition (no longer shown nor asked) or publishes a withdrawn one again, at its current version. */
export const ConditionWithdraw = endpoint({
  path: 'admin/installation/conditions/withdraw',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ key: SlugField, withdrawn: z.boolean(), version: VersionField.optional() }),
  output: z.object({ entity: ConditionSchema }),
});

const CONDITION_TITLE = { en: 'Title', it: 'Titolo', es: 'Título', fr: 'Titre', pt: 'Título' };
const CONDITION_BODY = { en: 'Text', it: 'Testo', es: 'Texto', fr: 'Texte', pt: 'Texto' };

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('installation', {
  area: { en: 'Area', it: 'Area', es: 'Área', fr: 'Domaine', pt: 'Área' },
  outcome: { en: 'Outcome', it: 'Esito', es: 'Resultado', fr: 'Résultat', pt: 'Resultado' },
  kind: { en: 'Kind', it: 'Tipo', es: 'Tipo', fr: 'Type', pt: 'Tipo' },
  ids: { en: 'Selected', it: 'Selezionati', es: 'Seleccionados', fr: 'Sélectionnés', pt: 'Selecionados' },
  from: { en: 'From', it: 'Dal', es: 'Desde', fr: 'Du', pt: 'De' },
  to: { en: 'To', it: 'Al', es: 'Hasta', fr: 'Au', pt: 'Até' },
  key: { en: 'Key', it: 'Chiave', es: 'Clave', fr: 'Clé', pt: 'Chave' },
  required: { en: 'Required', it: 'Obbligatoria', es: 'Obligatoria', fr: 'Obligatoire', pt: 'Obrigatória' },
  title: CONDITION_TITLE,
  ...languageLabels('title', CONDITION_TITLE),
  body: CONDITION_BODY,
  ...languageLabels('body', CONDITION_BODY),
  withdrawn: { en: 'Withdrawn', it: 'Ritirata', es: 'Retirada', fr: 'Retirée', pt: 'Retirada' },
} as const satisfies FieldLabels);
