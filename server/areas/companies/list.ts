import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyList } from '../../../contract/companies.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { projects } from '../../db/schema/projects.ts';
import { containing } from '../../db/search.ts';

type ListInput = z.output<typeof CompanyList.input>;

const ORDER = {
  name: asc(companies.name),
  '-name': desc(companies.name),
  slug: asc(companies.slug),
  '-slug': desc(companies.slug),
  updated: asc(companies.updatedAt),
  '-updated': desc(companies.updatedAt),
} as const;

/** What tells the list's queries apart; the values (status, search, page) are filled in at each call. */
export interface ListVariant {
  sort: ListInput['sort'];
  byStatus: boolean;
  searched: boolean;
}

// Drizzle writes the columns of a one-table select's sql`` without their table, which made this
// subquery compare the project's company_id with the project's own id: every count was 0.
const projectCount = sql<number>`(SELECT count(*)::int FROM ${projects} WHERE ${projects}.${sql.identifier(projects.companyId.name)} = ${companies}.${sql.identifier(companies.id.name)})`;

function where(variant: ListVariant): SQL | undefined {
  const filters: SQL[] = [];
  if (variant.byStatus) filters.push(eq(companies.status, sql.placeholder('status')));
  // One lower-case column with a trigram index: a few milliseconds among 10,000 companies, however common the term.
  if (variant.searched) filters.push(like(companies.search, sql.placeholder('pattern')));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** One page of a variant, with placeholders for status, pattern, limit and offset. */
export function companyPageQuery(db: Db, variant: ListVariant) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      status: companies.status,
      contactEmail: companies.contactEmail,
      updatedAt: companies.updatedAt,
      projects: projectCount,
    })
    .from(companies)
    .where(where(variant))
    .orderBy(ORDER[variant.sort], asc(companies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** The number of companies a variant matches, with placeholders for status and pattern. */
export function companyCountQuery(db: Db, variant: ListVariant) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(companies)
    .where(where(variant));
}

function prepareVariant(db: Db, variant: ListVariant) {
  const name = `companies_list:${variant.sort}:${variant.byStatus ? 'status' : 'all'}:${variant.searched ? 'search' : 'any'}`;
  return { page: companyPageQuery(db, variant).prepare(`${name}:page`), count: companyCountQuery(db, variant).prepare(`${name}:count`) };
}

type Prepared = ReturnType<typeof prepareVariant>;

// Building the same SQL again at every call was a fifth of the server's time: each variant is
// built once per database and kept as a prepared statement (named ones on PostgreSQL, parsed once per connection).
const preparedByDb = new WeakMap<Db, Map<string, Prepared>>();

function prepared(db: Db, variant: ListVariant): Prepared {
  let variants = preparedByDb.get(db);
  if (!variants) preparedByDb.set(db, (variants = new Map()));
  const key = `${variant.sort}|${variant.byStatus}|${variant.searched}`;
  let found = variants.get(key);
  if (!found) variants.set(key, (found = prepareVariant(db, variant)));
  return found;
}

/** One page of companies matching the search and status, with each one's project count, and the total. */
export async function listCompanies(db: Db, input: ListInput) {
  const variant = { sort: input.sort, byStatus: input.status !== 'all', searched: input.search !== '' };
  const { page, count } = prepared(db, variant);
  const values = {
    status: input.status,
    pattern: containing(input.search.toLowerCase()),
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  };
  const [rows, [{ total = 0 } = {}]] = await Promise.all([page.execute(values), count.execute(values)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      status: row.status,
      contact_email: row.contactEmail,
      updated_at: row.updatedAt.toISOString(),
      projects: row.projects,
    })),
    total,
  };
}
