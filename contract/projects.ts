import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FORM_LIMITS, localizedText } from './form-definition.ts';
import { IdField, LanguageSchema, listOutput, ListQuery, ProjectScope, VersionField } from './fields.ts';
import { ProjectFieldsShape, withProjectRules } from './project-fields.ts';
import { COMPANY_STATUSES, PROJECT_STATUSES } from './roles.ts';
import type { FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** A project with every field its details screen edits. */
export const ProjectSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  languages: z.array(LanguageSchema),
  default_lang: LanguageSchema,
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** One project. */
export type Project = z.infer<typeof ProjectSchema>;

/** A project as Home lists it, with what the operator may do there. */
export const HomeProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(PROJECT_STATUSES),
  can_edit: z.boolean(),
});

/** A company as Home lists it, with its projects the operator may open. */
export const HomeCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(COMPANY_STATUSES),
  can_manage: z.boolean(),
  projects: z.array(HomeProjectSchema),
});

/** The companies and projects the operator may open, searched by company or project name. */
export const HomeCompanies = endpoint({
  path: 'home/companies',
  kind: 'query',
  permission: 'signedIn',
  input: ListQuery,
  output: listOutput(HomeCompanySchema),
});

/** A form its assistant reaches from Home and the navbar: its results and, when it takes public votes, its votes. */
export const AssistedFormSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: localizedText(FORM_LIMITS.label),
  public_votes: z.boolean(),
});

/** A form as an assistant of it reaches it. */
export type AssistedForm = z.infer<typeof AssistedFormSchema>;

/**
 * A project as the navbar offers it; `forms` only where the operator assists forms of a project
 * they do not edit (whoever edits it reaches every form from the project's screens).
 */
export const NavigationProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  can_edit: z.boolean(),
  forms: z.array(AssistedFormSchema).optional(),
});

/** A company as the navbar and the company switcher offer it. */
export const NavigationCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  can_manage: z.boolean(),
  projects: z.array(NavigationProjectSchema),
});

/**
 * What the navbar may offer the operator: the companies they hold a grant in (with the
 * projects they open and, in those they do not edit, the forms they assist), the company on
 * screen when an installation admin opened another one, and whether they judge anywhere.
 */
export const Navigation = endpoint({
  path: 'home/navigation',
  kind: 'query',
  permission: 'signedIn',
  input: z.object({ current: IdField.optional() }),
  output: z.object({ companies: z.array(NavigationCompanySchema), judge: z.boolean() }),
});

/**
 * What a new project of the company starts with, from the installation's project defaults: the
 * languages and the default language the new-project form is filled with (the description and
 * the theme the defaults hold are given by the server on creation).
 */
export const ProjectStart = endpoint({
  path: 'company/:company/projects/start',
  kind: 'query',
  permission: 'companyManage',
  input: z.object({ company: IdField }),
  output: z.object({ entity: z.object({ languages: z.array(LanguageSchema), default_lang: LanguageSchema }) }),
});

/**
 * Creates a project in a company (its managers). The languages, the default language and the
 * description may be left out: the installation's project defaults fill them in, and give the
 * new project their theme.
 */
export const ProjectCreate = endpoint({
  path: 'company/:company/projects/create',
  kind: 'mutation',
  permission: 'companyManage',
  input: withProjectRules(
    ProjectFieldsShape.extend({ company: IdField, languages: ProjectFieldsShape.shape.languages.optional(), default_lang: LanguageSchema.optional() }),
  ),
  output: z.object({ entity: ProjectSchema }),
});

/** One project, to edit it. */
export const ProjectGet = endpoint({
  path: 'company/:company/project/:project/get',
  kind: 'query',
  permission: 'projectEdit',
  input: z.object(ProjectScope),
  output: z.object({ entity: ProjectSchema }),
});

/** Changes a project at the version it was read (its managers and editors). */
export const ProjectSave = endpoint({
  path: 'company/:company/project/:project/save',
  kind: 'mutation',
  permission: 'projectEdit',
  input: withProjectRules(ProjectFieldsShape.extend({ ...ProjectScope, version: VersionField.optional() })),
  output: z.object({ entity: ProjectSchema }),
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('projects', {
  name: { en: 'Name', it: 'Nome', es: 'Nombre', fr: 'Nom', pt: 'Nome' },
  slug: { en: 'Slug', it: 'Slug', es: 'Slug', fr: 'Slug', pt: 'Slug' },
  description: { en: 'Description', it: 'Descrizione', es: 'Descripción', fr: 'Description', pt: 'Descrição' },
  languages: {
    en: 'Languages offered',
    it: 'Lingue offerte',
    es: 'Idiomas ofrecidos',
    fr: 'Langues proposées',
    pt: 'Idiomas oferecidos',
  },
  default_lang: {
    en: 'Default language',
    it: 'Lingua predefinita',
    es: 'Idioma predeterminado',
    fr: 'Langue par défaut',
    pt: 'Idioma padrão',
  },
  opens_at: { en: 'Opening date', it: 'Data di apertura', es: 'Fecha de apertura', fr: "Date d'ouverture", pt: 'Data de abertura' },
  closes_at: {
    en: 'Closing date',
    it: 'Data di chiusura',
    es: 'Fecha de cierre',
    fr: 'Date de clôture',
    pt: 'Data de encerramento',
  },
  status: { en: 'Status', it: 'Stato', es: 'Estado', fr: 'Statut', pt: 'Status' },
} as const satisfies FieldLabels);
