import { and, asc, eq, inArray } from 'drizzle-orm';
import { canAccessCompany, canEditProject, canManageCompany, grantedCompanies, type Grantee } from '../../auth/grants.ts';
import type { Db } from '../../db/db.ts';
import { companies } from '../../db/schema/companies.ts';
import { projects } from '../../db/schema/projects.ts';
import { assistedForms } from './assisted-forms.ts';
import { opens } from './service.ts';

/**
 * The companies the navbar offers: those the operator holds a grant in (active ones, unless
 * they are an installation admin) and the company on screen when they may open it, each with
 * the projects the operator opens and, where they assist forms of a project they do not edit,
 * those forms. Installation admins reach every other company from the company list, so the
 * navbar does not list thousands of them.
 */
export async function navigation(db: Db, who: Grantee, current: string | undefined) {
  const granted = grantedCompanies(who);
  const wanted = current && canAccessCompany(who, current) && !granted.includes(current) ? [...granted, current] : granted;
  if (wanted.length === 0) return { companies: [], judge: false };

  const admin = who.operator.installationAdmin;
  const visible = admin ? inArray(companies.id, wanted) : and(inArray(companies.id, wanted), eq(companies.status, 'active'));
  const [rows, projectRows] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(visible).orderBy(asc(companies.name), asc(companies.id)),
    db
      .select({ id: projects.id, name: projects.name, companyId: projects.companyId })
      .from(projects)
      .where(inArray(projects.companyId, wanted))
      .orderBy(asc(projects.name), asc(projects.id)),
  ]);
  const listed = projectRows.filter((project) => rows.some((company) => company.id === project.companyId) && opens(who, project.companyId, project.id));
  const assisted = await assistedForms(db, who, listed);
  return {
    companies: rows.map((company) => ({
      id: company.id,
      name: company.name,
      can_manage: canManageCompany(who, company.id),
      projects: listed
        .filter((project) => project.companyId === company.id)
        .map((project) => {
          const forms = assisted.get(project.id);
          return { id: project.id, name: project.name, can_edit: canEditProject(who, company.id, project.id), ...(forms ? { forms } : {}) };
        }),
    })),
    judge: who.grants.some((grant) => grant.role === 'judge'),
  };
}
