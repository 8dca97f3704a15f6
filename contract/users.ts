// Registered users as the operators see them: the people who registered with a project's forms.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { defineErrors } from './errors.ts';
import { IdField, LanguageSchema, listOutput, ListQuery, ProjectScope, SuccessOutput } from './fields.ts';
import { JobSchema, JobStateSchema } from './jobs.ts';
import type { FieldLabels } from './labels.ts';
import type { Localized } from './messages.ts';
import { COMPANY_ROLES, CompanyRoleSchema } from './roles.ts';
import { SUBMISSION_STATUSES } from './submission-status.ts';
import { namedFieldLabels } from './text-overrides.ts';


// A name of the IANA time zone database the runtime knows (`Europe/Rome`, `UTC`).
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A time zone by its IANA name. */
export const TimeZoneField = z.string().min(1).max(64).refine(knownZone, { error: 'invalid' });

/** One registered user in the operators' list. */
export const RegisteredUserListItemSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_lang: z.string(),
  /** Their submissions (drafts not counted). */
  submissions: z.number().int(),
  created_at: z.string(),
  blocked_at: z.string().nullable(),
});

/** A project's registered users, newest first, with search and filters. */
export const UserList = endpoint({
  path: 'company/:company/project/:project/users/list',
  kind: 'query',
  permission: 'projectEdit',
  input: ListQuery.extend({
    ...ProjectScope,
    /** true: only those who submitted something; false: only those who have not. */
    submitted: z.boolean().optional(),
    /** Only those who accepted this condition version (its id). */
    condition: z.uuid().optional(),
    lang: LanguageSchema.optional(),
    /** Registered on or after this day (YYYY-MM-DD). */
    from: z.iso.date().optional(),
    /** Registered on or before this day (YYYY-MM-DD). */
    to: z.iso.date().optional(),
    /** The time zone the days are read in (the operator's, `Europe/Rome`); UTC when left out. */
    zone: TimeZoneField.optional(),
  }),
  output: listOutput(RegisteredUserListItemSchema),
});

/** A version of one of the installation's conditions, as the filter of the list offers it. */
export const ConditionVersionSchema = z.object({
  id: z.string(),
  key: z.string(),
  version: z.number().int(),
  required: z.boolean(),
  title: z.record(z.string(), z.string()),
  published_at: z.string(),
  withdrawn: z.boolean(),
});

/** The versions of the installation's conditions, for the list's filter and the consent record: by key, newest version first. */
export const UserConditions = endpoint({
  path: 'company/:company/project/:project/users/conditions',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(ProjectScope),
  output: z.object({ items: z.array(ConditionVersionSchema) }),
});

/** One registered user with their submissions and their record of consent. */
export const UserGet = endpoint({
  path: 'company/:company/project/:project/users/get',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField }),
  output: z.object({
    entity: RegisteredUserListItemSchema.extend({
      items: z.array(
        z.object({
          id: z.string(),
          form: z.object({ id: z.string(), slug: z.string() }),
          status: z.enum(SUBMISSION_STATUSES),
          version: z.number().int(),
          updated_at: z.string(),
          submitted_at: z.string().nullable(),
        }),
      ),
      consents: z.array(
        z.object({ condition: z.string(), key: z.string(), version: z.number().int(), required: z.boolean(), accepted_at: z.string() }),
      ),
    }),
  }),
});

/** Blocks a registered user (they can no longer sign in nor submit) or unblocks them. */
export const UserBlock = endpoint({
  path: 'company/:company/project/:project/users/block',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField, blocked: z.boolean() }),
  output: z.object({ entity: RegisteredUserListItemSchema }),
});

/** Everything the project holds about a registered user, their files included (base64), as JSON. */
export const UserExport = endpoint({
  path: 'company/:company/project/:project/users/export',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField }),
  output: z.string(),
  download: { type: 'application/json', fileName: 'registered-user.json' },
});

/** Erases a registered user: account, sessions, files and personal answers; anonymous answers stay. */
export const UserErase = endpoint({
  path: 'company/:company/project/:project/users/erase',
  kind: 'mutation',
  permission: 'projectEdit',
  input: z.object({ ...ProjectScope, user: IdField }),
  output: SuccessOutput,
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('users', {
  user: { it: 'Utente', en: 'User', es: 'Usuario', fr: 'Utilisateur', pt: 'Usuário' },
  submitted: { it: 'Ha inviato', en: 'Has submitted', es: 'Ha enviado', fr: 'A envoyé', pt: 'Enviou' },
  condition: { it: 'Condizione accettata', en: 'Accepted condition', es: 'Condición aceptada', fr: 'Condition acceptée', pt: 'Condição aceita' },
  lang: { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  from: { it: 'Dal', en: 'From', es: 'Desde', fr: 'Du', pt: 'De' },
  to: { it: 'Al', en: 'To', es: 'Hasta', fr: 'Au', pt: 'Até' },
  zone: { it: 'Fuso orario', en: 'Time zone', es: 'Zona horaria', fr: 'Fuseau horaire', pt: 'Fuso horário' },
  blocked: { it: 'Bloccato', en: 'Blocked', es: 'Bloqueado', fr: 'Bloqué', pt: 'Bloqueado' },
  kind: { it: 'Chi esportare', en: 'Who to export', es: 'A quién exportar', fr: 'Qui exporter', pt: 'Quem exportar' },
  filters: { it: 'Filtri', en: 'Filters', es: 'Filtros', fr: 'Filtres', pt: 'Filtros' },
  'filters.companies': { it: 'Aziende', en: 'Companies', es: 'Empresas', fr: 'Entreprises', pt: 'Empresas' },
  'filters.projects': { it: 'Progetti', en: 'Projects', es: 'Proyectos', fr: 'Projets', pt: 'Projetos' },
  'filters.from': { it: 'Dal', en: 'From', es: 'Desde', fr: 'Du', pt: 'De' },
  'filters.to': { it: 'Al', en: 'To', es: 'Hasta', fr: 'Au', pt: 'Até' },
  'filters.zone': { it: 'Fuso orario', en: 'Time zone', es: 'Zona horaria', fr: 'Fuseau horaire', pt: 'Fuso horário' },
  'filters.condition': { it: 'Condizione accettata', en: 'Accepted condition', es: 'Condición aceptada', fr: 'Condition acceptée', pt: 'Condição aceita' },
  'filters.submitted': { it: 'Ha inviato', en: 'Has submitted', es: 'Ha enviado', fr: 'A envoyé', pt: 'Enviou' },
  'filters.blocked': { it: 'Bloccato', en: 'Blocked', es: 'Bloqueado', fr: 'Bloqué', pt: 'Bloqueado' },
  'filters.roles': { it: 'Ruoli', en: 'Roles', es: 'Roles', fr: 'Rôles', pt: 'Funções' },
  'filters.installation_admin': {
    it: 'Amministratori dell’installazione',
    en: 'Installation admins',
    es: 'Administradores de la instalación',
    fr: 'Administrateurs de l’installation',
    pt: 'Administradores da instalação',
  },
  columns: { it: 'Colonne', en: 'Columns', es: 'Columnas', fr: 'Colonnes', pt: 'Colunas' },
  format: { it: 'Formato', en: 'Format', es: 'Formato', fr: 'Format', pt: 'Formato' },
  purpose: { it: 'Scopo', en: 'Purpose', es: 'Finalidad', fr: 'Finalité', pt: 'Finalidade' },
} satisfies FieldLabels);

// ---------------------------------------------------------------------------------------------
// The installation's export of people: registered users across companies and projects, or the operators.

/** What an export lists. */
export const USER_EXPORT_KINDS = ['registered_users', 'operators'] as const;

/** What an export lists. */
export type UserExportKind = (typeof USER_EXPORT_KINDS)[number];

/** The formats of a people export. */
export const USER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The kind of job an export of people runs as. */
export const USER_EXPORT_JOB = 'users/export';

/** How long an export's file can be downloaded, in days; then it is removed. */
export const USER_EXPORT_KEPT_DAYS = 3;

/** The bounds of the stated purpose: a sentence, not a word and not a letter. */
export const USER_EXPORT_PURPOSE_MIN = 10;
export const USER_EXPORT_PURPOSE_MAX = 300;

/** The most companies, projects or roles one filter names. */
export const USER_EXPORT_FILTER_MAX = 100;

/** The columns a registered users' export offers, in their order in the file. */
export const REGISTERED_USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'preferred_lang',
  'company',
  'project',
  'registered_at',
  'blocked_at',
  'submissions',
  'conditions',
] as const;

/** The columns an operators' export offers, in their order in the file. */
export const OPERATOR_COLUMNS = ['id', 'email', 'first_name', 'preferred_lang', 'installation_admin', 'disabled', 'roles', 'created_at'] as const;

/** Every column of either kind. */
export type UserExportColumn = (typeof REGISTERED_USER_COLUMNS)[number] | (typeof OPERATOR_COLUMNS)[number];

/** The columns each kind offers. */
export const USER_EXPORT_COLUMNS: Record<UserExportKind, readonly UserExportColumn[]> = {
  registered_users: REGISTERED_USER_COLUMNS,
  operators: OPERATOR_COLUMNS,
};

/** The columns chosen when none are named: who the person is, where, since when. */
export const USER_EXPORT_DEFAULT_COLUMNS: Record<UserExportKind, readonly UserExportColumn[]> = {
  registered_users: ['email', 'first_name', 'last_name', 'company', 'project', 'registered_at', 'submissions'],
  operators: ['email', 'first_name', 'installation_admin', 'roles', 'created_at'],
};

/** Each column's header in the file and its name on the screen, in five languages. */
export const USER_EXPORT_COLUMN_LABELS: Record<UserExportColumn, Localized> = namedFieldLabels('user-export', {
  id: { it: 'ID', en: 'ID', es: 'ID', fr: 'ID', pt: 'ID' },
  email: { it: 'Email', en: 'Email', es: 'Correo electrónico', fr: 'E-mail', pt: 'E-mail' },
  first_name: { it: 'Nome', en: 'First name', es: 'Nombre', fr: 'Prénom', pt: 'Nome' },
  last_name: { it: 'Cognome', en: 'Last name', es: 'Apellidos', fr: 'Nom', pt: 'Sobrenome' },
  preferred_lang: { it: 'Lingua', en: 'Language', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
  company: { it: 'Azienda', en: 'Company', es: 'Empresa', fr: 'Entreprise', pt: 'Empresa' },
  project: { it: 'Progetto', en: 'Project', es: 'Proyecto', fr: 'Projet', pt: 'Projeto' },
  registered_at: { it: 'Registrato il', en: 'Registered at', es: 'Registrado el', fr: 'Inscrit le', pt: 'Registrado em' },
  blocked_at: { it: 'Bloccato il', en: 'Blocked at', es: 'Bloqueado el', fr: 'Bloqué le', pt: 'Bloqueado em' },
  submissions: { it: 'Invii', en: 'Submissions', es: 'Envíos', fr: 'Envois', pt: 'Envios' },
  conditions: { it: 'Condizioni accettate', en: 'Accepted conditions', es: 'Condiciones aceptadas', fr: 'Conditions acceptées', pt: 'Condições aceitas' },
  installation_admin: {
    it: 'Amministratore dell’installazione',
    en: 'Installation admin',
    es: 'Administrador de la instalación',
    fr: 'Administrateur de l’installation',
    pt: 'Administrador da instalação',
  },
  disabled: { it: 'Disattivato', en: 'Disabled', es: 'Desactivado', fr: 'Désactivé', pt: 'Desativado' },
  roles: { it: 'Ruoli', en: 'Roles', es: 'Roles', fr: 'Rôles', pt: 'Funções' },
  created_at: { it: 'Creato il', en: 'Created at', es: 'Creado el', fr: 'Créé le', pt: 'Criado em' },
});

const IdList = z.array(IdField).max(USER_EXPORT_FILTER_MAX);

/**
 * What an export selects; every filter is optional and they add up. Registered users: companies,
 * projects, registered between two days, accepted a condition version, has a submission, blocked.
 * Operators: companies (any role there), roles, installation admins, created between two days.
 * A filter of the other kind is refused on its field.
 */
export const UserExportFilters = z.strictObject({
  companies: IdList.optional(),
  projects: IdList.optional(),
  /** Registered (created, for operators) on or after this day (YYYY-MM-DD), read in `zone`. */
  from: z.iso.date().optional(),
  /** Registered (created, for operators) on or before this day (YYYY-MM-DD), read in `zone`. */
  to: z.iso.date().optional(),
  /** The time zone the days are read in; UTC when left out. */
  zone: TimeZoneField.optional(),
  /** Registered users who accepted this condition version (its id). */
  condition: IdField.optional(),
  /** true: registered users who sent something; false: those who have not. */
  submitted: z.boolean().optional(),
  /** true: blocked registered users only; false: those not blocked. */
  blocked: z.boolean().optional(),
  /** Operators holding one of these roles in a company (or, with `companies`, in those companies). */
  roles: z.array(CompanyRoleSchema).max(COMPANY_ROLES.length).optional(),
  /** true: installation admins only; false: the other operators. */
  installation_admin: z.boolean().optional(),
});

/** The filters of an export. */
export type UserExportFilters = z.infer<typeof UserExportFilters>;

/** The filters each kind takes. */
export const USER_EXPORT_FILTERS: Record<UserExportKind, ReadonlyArray<keyof UserExportFilters>> = {
  registered_users: ['companies', 'projects', 'from', 'to', 'zone', 'condition', 'submitted', 'blocked'],
  operators: ['companies', 'roles', 'installation_admin', 'from', 'to', 'zone'],
};

/** What an export's manifest says: the filters and columns it was asked with, the rows and the file's SHA-256. */
export const UserExportManifestSchema = z.object({
  kind: z.enum(USER_EXPORT_KINDS),
  format: z.enum(USER_EXPORT_FORMATS),
  purpose: z.string(),
  filters: z.record(z.string(), z.unknown()),
  columns: z.array(z.string()),
  count: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
});

/** Starts an export of people as a job of the caller's (installation admins): follow it with `jobs/get`, its file at `jobFilePath`. */
export const UserExportStart = endpoint({
  path: 'admin/installation/export/start',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({
    kind: z.enum(USER_EXPORT_KINDS),
    filters: UserExportFilters.default({}),
    /** The columns in the file, in the kind's order; the kind's default set when left out. */
    columns: z.array(z.enum([...REGISTERED_USER_COLUMNS, ...OPERATOR_COLUMNS])).min(1).max(REGISTERED_USER_COLUMNS.length + OPERATOR_COLUMNS.length).optional(),
    format: z.enum(USER_EXPORT_FORMATS),
    /** Why the people are exported: a sentence, kept with the export and in the operations' log. */
    purpose: z.string().trim().min(USER_EXPORT_PURPOSE_MIN).max(USER_EXPORT_PURPOSE_MAX),
  }),
  /** The job's id, and the job as `jobs/get` shows it. */
  output: z.object({ job: z.string(), started: JobSchema }),
});

/** The input of an export's start. */
export type UserExportStartInput = z.input<typeof UserExportStart.input>;

/** One past export, as the installation admins see it. */
export const UserExportItemSchema = UserExportManifestSchema.extend({
  id: z.string(),
  /** Who asked for it; null once their account is gone. */
  requested_by: z.object({ id: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** When the file is removed (or was due to be). */
  expires_at: z.string(),
  /** When the file was removed; null while it can be downloaded (or is still being written). */
  removed_at: z.string().nullable(),
  downloads: z.number().int(),
  /** The job's state while it is kept (a week); null after. */
  state: JobStateSchema.nullable(),
  /** Whether the caller can download the file now (theirs, written, not removed). */
  downloadable: z.boolean(),
});

/** One past export. */
export type UserExportItem = z.infer<typeof UserExportItemSchema>;

/** The installation's exports of people, newest first: who, when, what, why, the manifest, expiry and downloads. */
export const UserExportList = endpoint({
  path: 'admin/installation/export/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: ListQuery.omit({ search: true }),
  output: listOutput(UserExportItemSchema),
});

/** What the export's filters offer: companies, projects (with their company) or condition versions whose name holds a text, and those of the ids given. */
export const UserExportChoices = endpoint({
  path: 'admin/installation/export/choices',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({
    of: z.enum(['company', 'project', 'condition']),
    search: z.string().trim().max(200).default(''),
    ids: z.array(IdField).max(USER_EXPORT_FILTER_MAX).default([]),
  }),
  output: z.object({ items: z.array(z.object({ id: z.string(), name: z.string(), detail: z.string() })) }),
});

/** This area's own error codes. */
export const ERRORS = defineErrors({
  export_expired: {
    status: 410,
    en: 'This export has expired: its file was removed. Start a new export.',
    it: 'Questa esportazione è scaduta: il suo file è stato rimosso. Avvia una nuova esportazione.',
    es: 'Esta exportación ha caducado: su archivo se ha eliminado. Inicia una nueva exportación.',
    fr: 'Cet export a expiré : son fichier a été supprimé. Lancez un nouvel export.',
    pt: 'Esta exportação expirou: o seu arquivo foi removido. Inicie uma nova exportação.',
  },
});
