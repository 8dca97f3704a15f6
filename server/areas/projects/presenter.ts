import { isLanguage, type Language } from '../../../contract/languages.ts';
import type { Project } from '../../../contract/projects.ts';
import type { projects } from '../../db/schema/projects.ts';

/** A project row. */
export type ProjectRow = typeof projects.$inferSelect;

/** The project as the contract shows it. */
export function projectEntity(row: ProjectRow): Project {
  return {
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    languages: row.languages.filter(isLanguage),
    default_lang: (isLanguage(row.defaultLang) ? row.defaultLang : 'it') satisfies Language,
    opens_at: row.opensAt?.toISOString() ?? null,
    closes_at: row.closesAt?.toISOString() ?? null,
    status: row.status,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
