import crypto from 'node:crypto';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProjectFieldsShape } from '../../../contract/project-fields.ts';
import type { HomeCompanies } from '../../../contract/projects.ts';
import { canAccessCompany, canEditProject, canManageCompany, grantedCompanies, type Grantee } from '../../auth/grants.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { containing } from '../../db/search.ts';
import { companies } from '../../db/schema/companies.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { projectEntity, type ProjectRow } from './presenter.ts';

type Fields = z.output<typeof ProjectFieldsShape>;

function columns(fields: Fields, now: Date) {
  return {
    name: fields.name,
    slug: fields.slug,
    description: fields.description,
    languages: fields.languages,
    defaultLang: fields.default_lang,
    opensAt: fields.opens_at ? new Date(fields.opens_at) : null,
    closesAt: fields.closes_at ? new Date(fields.closes_at) : null,
    status: fields.status,
    updatedAt: now,
  };
}

const slugTaken = () => fieldError({ slug: { code: 'slug_taken' } }, 'slug_taken');

async function checkSlugFree(db: Db, company: string, slug: string, id?: string): Promise<void> {
  const [taken] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, company), eq(projects.slug, slug)))
    .limit(1);
  if (taken && taken.id !== id) throw slugTaken();
}

/** A project of the company, or 404 (the adapter has checked that it belongs there). */
export async function getProject(db: Db, company: string, project: string): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, project), eq(projects.companyId, company)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** Creates a project in a company; its slug is unique within the company. */
export async function createProject(db: Db, company: string, fields: Fields, now: Date): Promise<ProjectRow> {
  await checkSlugFree(db, company, fields.slug);
  try {
    const [row] = await db
      .insert(projects)
      .values({ ...columns(fields, now), id: crypto.randomUUID(), companyId: company, createdAt: now })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'projects_company_slug_key')) throw slugTaken();
    throw error;
  }
}

/** Changes a project at the version it was read; a stale version is refused with the current record. */
export async function saveProject(
  db: Db,
  company: string,
  project: string,
  fields: Fields,
  version: number | undefined,
  now: Date,
): Promise<ProjectRow> {
  const existing = await getProject(db, company, project);
  checkVersion(existing, version, () => projectEntity(existing));
  await checkSlugFree(db, company, fields.slug, project);
  try {
    const [row] = await db
      .update(projects)
      .set({ ...columns(fields, now), version: existing.version + 1 })
      .where(and(eq(projects.id, project), eq(projects.version, existing.version)))
      .returning();
    if (!row) throw new AppError('conflict', { extra: { current: projectEntity(await getProject(db, company, project)) } });
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'projects_company_slug_key')) throw slugTaken();
    throw error;
  }
}

/** The companies (active, unless the operator is an installation admin) and projects the operator may open. */
export async function homeCompanies(db: Db, who: Grantee, input: z.output<typeof HomeCompanies.input>) {
  const filters: SQL[] = [];
  if (!who.operator.installationAdmin) {
    const ids = grantedCompanies(who);
    if (ids.length === 0) return { items: [], total: 0 };
    filters.push(inArray(companies.id, ids), eq(companies.status, 'active'));
  }
  if (input.search) {
    const like = containing(input.search);
    const projectMatches = sql`EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.companyId} = ${companies.id} AND ${projects.name} ILIKE ${like})`;
    filters.push(or(ilike(companies.name, like), projectMatches)!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [page, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where),
  ]);
  const ids = page.map((company) => company.id);
  const rows = ids.length === 0 ? [] : await db.select().from(projects).where(inArray(projects.companyId, ids)).orderBy(asc(projects.name));
  const items = page
    .filter((company) => canAccessCompany(who, company.id))
    .map((company) => ({
      id: company.id,
      name: company.name,
      slug: company.slug,
      status: company.status,
      can_manage: canManageCompany(who, company.id),
      projects: rows
        .filter((project) => project.companyId === company.id && opens(who, company.id, project.id))
        .map((project) => ({
          id: project.id,
          name: project.name,
          slug: project.slug,
          status: project.status,
          can_edit: canEditProject(who, company.id, project.id),
        })),
    }));
  return { items, total };
}

/** A project opens for whoever edits it, and for whoever holds a grant on it (judges, assistants). */
export function opens(who: Grantee, company: string, project: string): boolean {
  if (canEditProject(who, company, project)) return true;
  return who.grants.some((grant) => grant.companyId === company && (grant.projectId === null || grant.projectId === project));
}
