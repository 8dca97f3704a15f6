import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { EmailField, IdField, ListQuery, SlugField, VersionField, listOutput } from './fields.ts';
import { NAME_MAX_LENGTH } from './limits.ts';
import { COMPANY_STATUSES } from './roles.ts';
import type { FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** The longest notes of a company. */
export const NOTES_MAX_LENGTH = 5000;

/** A company as lists show it. */
export const CompanySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(COMPANY_STATUSES),
  contact_email: z.string(),
  projects: z.number().int(),
  updated_at: z.string(),
});

/** A company with every field the details screen edits. */
export const CompanySchema = CompanySummarySchema.omit({ projects: true }).extend({
  notes: z.string(),
  logo_media_id: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
});

/** One company. */
export type Company = z.infer<typeof CompanySchema>;

/** The companies, searched by name, slug or contact, sorted and paged (installation admins). */
export const CompanyList = endpoint({
  path: 'admin/companies/list',
  kind: 'query',
  permission: 'installationAdmin',
  input: ListQuery.extend({
    sort: z.enum(['name', '-name', 'slug', '-slug', 'updated', '-updated']).default('name'),
    status: z.enum([...COMPANY_STATUSES, 'all']).default('all'),
  }),
  output: listOutput(CompanySummarySchema),
});

/** One company, to edit it. */
export const CompanyGet = endpoint({
  path: 'admin/companies/get',
  kind: 'query',
  permission: 'installationAdmin',
  input: z.object({ id: IdField }),
  output: z.object({ entity: CompanySchema }),
});

/** The fields of a company as its form sends them; the same schema checks the form and the server input. */
export const CompanyFields = z.object({
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  slug: SlugField,
  contact_email: z.union([z.literal(''), EmailField]).default(''),
  notes: z.string().max(NOTES_MAX_LENGTH).default(''),
  status: z.enum(COMPANY_STATUSES).default('active'),
  logo_media_id: IdField.nullable().default(null),
});

/** Creates a company (without id) or changes one (with id and the version it was read at). */
export const CompanySave = endpoint({
  path: 'admin/companies/save',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: CompanyFields.extend({ id: IdField.optional(), version: VersionField.optional() }),
  output: z.object({ entity: CompanySchema }),
});

/** Archives a company: its people keep their grants, but only installation admins open it. */
export const CompanyArchive = endpoint({
  path: 'admin/companies/archive',
  kind: 'mutation',
  permission: 'installationAdmin',
  input: z.object({ id: IdField, version: VersionField.optional() }),
  output: z.object({ entity: CompanySchema }),
});

/** The names of this area's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('companies', {
  name: { en: 'Name', it: 'Nome', es: 'Nombre', fr: 'Nom', pt: 'Nome' },
  slug: { en: 'Slug', it: 'Slug', es: 'Slug', fr: 'Slug', pt: 'Slug' },
  contact_email: {
    en: 'Contact email',
    it: 'Email di contatto',
    es: 'Correo de contacto',
    fr: 'E-mail de contact',
    pt: 'E-mail de contato',
  },
  notes: { en: 'Notes', it: 'Note', es: 'Notas', fr: 'Notes', pt: 'Notas' },
  status: { en: 'Status', it: 'Stato', es: 'Estado', fr: 'Statut', pt: 'Status' },
  logo_media_id: { en: 'Logo', it: 'Logo', es: 'Logotipo', fr: 'Logo', pt: 'Logotipo' },
} as const satisfies FieldLabels);
