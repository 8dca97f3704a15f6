import { and, asc, desc, eq, like, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyList } from '../../../contract/companies.ts';
import type { Db } from '../../db/client.ts';
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

/** One page of an unsearched variant, read in the order's index, with each company's project count. */
export function companyPageQuery(db: Db, variant: ListVariant) {
  return db
    .select({ ...shown, projects: projectCount(companies) })
    .from(companies)
    .where(where(variant))
    .orderBy(...orderOf(variant.sort, companies))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * One page of a searched variant with the number of matches in the same statement: the trigram
 * index finds the matches once for both, where a separate count found them again. The project
 * counts are read for the page's companies only.
 */
export function searchedPageQuery(db: Db, variant: ListVariant) {
  const page = db
    .select({ ...shown, total: sql<number>`(count(*) OVER ())::int`.as('total') })
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
