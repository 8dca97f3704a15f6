import { and, asc, desc, eq, like, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyList } from '../../../contract/companies.ts';
import type { Db } from '../../db/db.ts';
import { companies } from '../../db/schema/companies.ts';
import { projects } from '../../db/schema/projects.ts';

type Sort = z.output<typeof CompanyList.input>['sort'];

/** What tells the list's queries apart; the values (status, pattern, limit, offset) are placeholders. */
export interface ListVariant {
  sort: Sort;
  byStatus: boolean;
  searched: boolean;
}

const SORTS = {
  name: ['name', asc],
  '-name': ['name', desc],
  slug: ['slug', asc],
  '-slug': ['slug', desc],
  updated: ['updatedAt', asc],
  '-updated': ['updatedAt', desc],
} as const;

type Sortable = Record<'id' | 'name' | 'slug' | 'updatedAt', AnyColumn | SQL.Aliased>;

// The id breaks ties, so a page never repeats or skips a company whose sort key equals another's.
function orderOf(sort: Sort, columns: Sortable): SQL[] {
  const [key, direction] = SORTS[sort];
  return [direction(columns[key]), asc(columns.id)];
}

function where(variant: ListVariant): SQL | undefined {
  const filters: SQL[] = [];
  if (variant.byStatus) filters.push(eq(companies.status, sql.placeholder('status')));
  // One lower-case column with a trigram index: a few milliseconds among 10,000 companies, however common the term.
  if (variant.searched) filters.push(like(companies.search, sql.placeholder('pattern')));
  return filters.length > 0 ? and(...filters) : undefined;
}

const shown = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  status: companies.status,
  contactEmail: companies.contactEmail,
  updatedAt: companies.updatedAt,
};

// Drizzle writes the columns of a one-table select's sql`` without their table, which made this
// subquery compare the project's company_id with the project's own id: every count was 0.
function projectCount(table: SQLWrapper): SQL<number> {
  return sql<number>`(SELECT count(*)::int FROM ${projects} WHERE ${projects}.${sql.identifier(projects.companyId.name)} = ${table}.${sql.identifier(companies.id.name)})`;
}

/**
 * One page of a variant with the number of companies it matches and each company's project
 * count, in one statement. A searched page counts its matches with a window count: the trigram
 * index finds them once for the page and the total. The page is chosen first and the project
 * counts read for its companies only: in the same select, PostgreSQL counted the projects of
 * every company it skipped too (5,000 for page 200).
 */
export function companyPageQuery(db: Db, variant: ListVariant) {
  const total = variant.searched
    ? sql<number>`(count(*) OVER ())::int`
    : sql<number>`(SELECT count(*)::int FROM ${companies} WHERE ${where(variant) ?? sql`true`})`;
  const page = db
    .select({ ...shown, total: total.as('total') })
    .from(companies)
    .where(where(variant))
    .orderBy(...orderOf(variant.sort, companies))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      id: page.id,
      name: page.name,
      slug: page.slug,
      status: page.status,
      contactEmail: page.contactEmail,
      updatedAt: page.updatedAt,
      total: page.total,
      projects: projectCount(sql.identifier('page')),
    })
    .from(page)
    .orderBy(...orderOf(variant.sort, page));
}

/** The number of companies a variant matches. */
export function companyCountQuery(db: Db, variant: ListVariant) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(companies)
    .where(where(variant));
}
