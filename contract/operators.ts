import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, IdField, LanguageSchema, SuccessOutput } from './fields.ts';
import { CompanyRoleSchema } from './roles.ts';
import type { FieldLabels } from './labels.ts';
import { defineErrors } from './errors.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** A role an operator holds in a company: on every project (project_id null) or on one, and an assistant's on one form of it (form_id). */
export const RoleGrantSchema = z.object({ role: CompanyRoleSchema, project_id: z.string().nullable(), form_id: z.string().nullable() });

/** A form a grant or an invitation names, as the Managers screen shows it: its project, slug and title. */
export const GrantedFormSchema = z.object({ id: z.string(), project_id: z.string(), slug: z.string(), title: z.record(z.string(), z.string()) });

/** An operator of a company with their roles there. */
export const CompanyOperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  installation_admin: z.boolean(),
  roles: z.array(RoleGrantSchema),
});

/** An invitation that has not been accepted yet. */
export const PendingInviteSchema = z.object({
  email: z.string(),
  role: CompanyRoleSchema,
  projects: z.array(z.string()),
  /** The forms an assistant is invited to assist (none: every form of the projects). */
  forms: z.array(z.string()),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});

const Company = z.object({ company: IdField });

/** The role to give and, for project roles, the projects it covers (none: every project of the company). */
const RoleInput = z.object({ Role: CompanyRoleSchema, Projects: z.array(IdField).max(200).default([]) });

/** The company's operators with their roles, and the invitations still open (its managers). */
export const CompanyOperatorList = endpoint({
  path: 'company/:company/operators/list',
  kind: 'query',
  permission: 'companyManage',
  input: Company,
  output: z.object({ operators: z.array(CompanyOperatorSchema), invites: z.array(PendingInviteSchema), forms: z.array(GrantedFormSchema) }),
});

/**
 * Invites someone by mail to a role in the company; the link leads to /app/out/invite/{token}.
 * `Lang` is the language of the mail and of the page its link opens (the inviter's own when
 * left out); someone who is an operator already reads their own preferred language instead.
 */
export const CompanyOperatorInvite = endpoint({
  path: 'company/:company/operators/invite',
  kind: 'mutation',
  permission: 'companyManage',
  input: Company.extend({ Email: EmailField, Lang: LanguageSchema.optional() }).extend(RoleInput.shape),
  output: SuccessOutput,
});

/** Sends a new link for an open invitation; the earlier link stops working. */
export const CompanyOperatorResendInvite = endpoint({
  path: 'company/:company/operators/resend-invite',
  kind: 'mutation',
  permission: 'companyManage',
  input: Company.extend({ Email: EmailField }),
  output: SuccessOutput,
});

/** Replaces an operator's roles in the company with one role. */
export const CompanyOperatorSetRole = endpoint({
  path: 'company/:company/operators/set-role',
  kind: 'mutation',
  permission: 'companyManage',
  input: Company.extend({ operator: IdField }).extend(RoleInput.shape),
  output: SuccessOutput,
});

/** Takes every role in the company from an operator: their next call there is refused. */
export const CompanyOperatorRevoke = endpoint({
  path: 'company/:company/operators/revoke',
  kind: 'mutation',
  permission: 'companyManage',
  input: Company.extend({ operator: IdField }),
  output: SuccessOutput,
});

/** The forms of one of the company's projects an assistant assists. */
const AssistedForms = { project: IdField, Forms: z.array(IdField).min(1).max(200) };

/** Makes an operator of the company assistant of some forms of one of its projects; their other roles stay. */
export const CompanyFormAssistantGrant = endpoint({
  path: 'company/:company/operators/form-assistant/grant',
  kind: 'mutation',
  permission: 'companyManage',
  input: Company.extend({ operator: IdField, ...AssistedForms }),
  output: SuccessOutput,
});

/** Invites someone by mail to assist some forms of one of the company's projects, as `CompanyOperatorInvite` invites to a role. */
export const CompanyFormAssistantInvite = endpoint({
  path: 'company/:company/operators/form-assistant/invite',
  kind: 'mutation',
  permission: 'companyManage',
  input: Company.extend({ Email: EmailField, Lang: LanguageSchema.optional(), ...AssistedForms }),
  output: SuccessOutput,
});

/** Takes one form from its assistant: they no longer read its results, votes or files; their other roles stay. */
export const CompanyFormAssistantRevoke = endpoint({
  path: 'company/:company/operators/form-assistant/revoke',
  kind: 'mutation',
  permission: 'companyManage',
  input: Company.extend({ operator: IdField, project: IdField, form: IdField }),
  output: SuccessOutput,
});

/** Invites an operator to the installation by email; the link leads to /app/out/invite/{token}; `Lang` as for a company's invite. */
export const AdminOperatorInvite = endpoint({
  path: 'admin/operators/invite',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({
    Email: EmailField,
    InstallationAdmin: z.boolean().default(false),
    Lang: LanguageSchema.optional(),
  }),
  output: SuccessOutput,
});

/** Grants or takes the installation admin flag; the installation never loses its last admin. */
export const AdminOperatorSetInstallationAdmin = endpoint({
  path: 'admin/operators/set-installation-admin',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ operator: IdField, InstallationAdmin: z.boolean() }),
  output: SuccessOutput,
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('operators', {
  Email: { en: 'Email', it: 'Email', es: 'Correo electrónico', fr: 'E-mail', pt: 'E-mail' },
  Role: { en: 'Role', it: 'Ruolo', es: 'Rol', fr: 'Rôle', pt: 'Função' },
  Projects: { en: 'Projects', it: 'Progetti', es: 'Proyectos', fr: 'Projets', pt: 'Projetos' },
  Forms: { en: 'Forms', it: 'Moduli', es: 'Formularios', fr: 'Formulaires', pt: 'Formulários' },
  project: { en: 'Project', it: 'Progetto', es: 'Proyecto', fr: 'Projet', pt: 'Projeto' },
  operator: { en: 'Operator', it: 'Operatore', es: 'Operador', fr: 'Opérateur', pt: 'Operador' },
  InstallationAdmin: {
    en: 'Installation admin',
    it: "Amministratore dell'installazione",
    es: 'Administrador de la instalación',
    fr: "Administrateur de l'installation",
    pt: 'Administrador da instalação',
  },
  Lang: { en: 'Language', it: 'Lingua', es: 'Idioma', fr: 'Langue', pt: 'Idioma' },
} as const satisfies FieldLabels);

/** This area's own error codes. */
export const ERRORS = defineErrors({
  last_admin: {
    status: 409,
    en: 'The installation needs at least one admin: grant the flag to someone else first.',
    it: "L'installazione ha bisogno di almeno un amministratore: concedi prima il ruolo a qualcun altro.",
    es: 'La instalación necesita al menos un administrador: concede antes el permiso a otra persona.',
    fr: "L'installation a besoin d'au moins un administrateur : accordez d'abord ce rôle à quelqu'un d'autre.",
    pt: 'A instalação precisa de pelo menos um administrador: conceda primeiro a função a outra pessoa.',
  },
});
