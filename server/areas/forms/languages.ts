import { and, eq } from 'drizzle-orm';
import type { FormDefinition } from '../../../contract/form-definition.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import type { Db } from '../../db/db.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, fieldError } from '../../errors.ts';

/** The languages a project offers, and its default one. */
export interface ProjectLanguages {
  languages: Language[];
  defaultLang: Language;
}

/** The languages of a project of the company, or 404. */
export async function projectLanguages(db: Db, company: string, project: string): Promise<ProjectLanguages> {
  const [row] = await db
    .select({ languages: projects.languages, defaultLang: projects.defaultLang })
    .from(projects)
    .where(and(eq(projects.id, project), eq(projects.companyId, company)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  const languages = row.languages.filter(isLanguage);
  return { languages, defaultLang: isLanguage(row.defaultLang) ? row.defaultLang : (languages[0] ?? 'it') };
}

/**
 * Refuses a definition that uses a language its project does not offer, on `field` (the
 * definition's own path in the call, such as `draft.languages`). The contract has already
 * checked that the default language is among the form's.
 */
export function checkLanguages(definition: Pick<FormDefinition, 'languages'>, offered: ProjectLanguages, field: string): void {
  if (definition.languages.every((lang) => offered.languages.includes(lang))) return;
  throw fieldError({ [field]: { rule: 'languageOfProject' } });
}
