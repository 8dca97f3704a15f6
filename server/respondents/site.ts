import { and, eq } from 'drizzle-orm';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../contract/limits.ts';
import type { Db } from '../db/db.ts';
import { companies } from '../db/schema/companies.ts';
import { projects } from '../db/schema/projects.ts';

/** The project a public call is about, found by its company's and its own slug. */
export interface Site {
  companyId: string;
  companySlug: string;
  project: typeof projects.$inferSelect;
}

/**
 * The project at `/p/:company/:project`, or null when there is none to show the public: an
 * archived company or project is not shown.
 */
export async function findSite(db: Db, companySlug: string, projectSlug: string): Promise<Site | null> {
  // Only a slug can name one: anything else (control characters included) is nobody's.
  const isSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
  if (!isSlug(companySlug) || !isSlug(projectSlug)) return null;
  const [row] = await db
    .select({ companyId: companies.id, companySlug: companies.slug, companyStatus: companies.status, project: projects })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(companies.slug, companySlug), eq(projects.slug, projectSlug)))
    .limit(1);
  if (!row || row.companyStatus === 'archived' || row.project.status === 'archived') return null;
  return { companyId: row.companyId, companySlug: row.companySlug, project: row.project };
}

/** The path under which a project's public calls live, and its registered users' cookies with them. */
export function siteApiPath(site: Pick<Site, 'companySlug' | 'project'>): string {
  return `/api/p/${site.companySlug}/${site.project.slug}/`;
}

/** The site of a public call; the adapter has found it before any handler runs. */
export function siteOf(ctx: { site: Site | null }): Site {
  if (!ctx.site) throw new Error('A public call without its site');
  return ctx.site;
}
