import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import type { AssistedForm } from '../../../contract/projects.ts';
import type { LocalizedText } from '../../../contract/form-definition.ts';
import { canEditProject, type Grantee } from '../../auth/grants.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';

/** A project the navbar lists, by its company. */
interface ListedProject {
  id: string;
  companyId: string;
}

// The assistant grants that reach a project: of that project, or of every project of its company.
const assistGrants = (who: Grantee, project: ListedProject) =>
  who.grants.filter(
    (grant) => grant.role === 'assistant' && grant.companyId === project.companyId && (grant.projectId === null || grant.projectId === project.id),
  );

/**
 * The forms the operator assists, by project: only in projects they do not edit, only forms
 * an assistant grant names (or every form of the project, for a grant without a form), never
 * an archived one. Other forms of the same project are never named.
 */
export async function assistedForms(db: Db, who: Grantee, listed: ListedProject[]): Promise<Map<string, AssistedForm[]>> {
  const assisted = listed.filter((project) => !canEditProject(who, project.companyId, project.id) && assistGrants(who, project).length > 0);
  const byProject = new Map<string, AssistedForm[]>();
  if (assisted.length === 0) return byProject;
  const rows = await db
    .select({
      id: forms.id,
      projectId: forms.projectId,
      slug: forms.slug,
      title: sql<LocalizedText>`${forms.draft} -> 'title'`,
      publicVotes: forms.publicVotes,
    })
    .from(forms)
    .where(and(inArray(forms.projectId, assisted.map((project) => project.id)), ne(forms.status, 'archived')))
    .orderBy(asc(forms.slug), asc(forms.id));
  for (const project of assisted) {
    const grants = assistGrants(who, project);
    const own = rows
      .filter((row) => row.projectId === project.id && grants.some((grant) => grant.formId === null || grant.formId === row.id))
      .map((row) => ({ id: row.id, slug: row.slug, title: row.title, public_votes: row.publicVotes }));
    byProject.set(project.id, own);
  }
  return byProject;
}
