import type { z } from 'zod';
import type { CompanyList } from '../../../contract/companies.ts';
import type { Db } from '../../db/db.ts';
import { prepared } from '../../db/prepared.ts';
import { containing } from '../../db/search.ts';
import { companyCountQuery, companyPageQuery, type ListVariant } from './list-queries.ts';

type ListInput = z.output<typeof CompanyList.input>;

function prepareVariant(db: Db, variant: ListVariant) {
  const name = `companies_list:${variant.sort}:${variant.byStatus ? 'status' : 'all'}:${variant.searched ? 'search' : 'any'}`;
  return {
    page: companyPageQuery(db, variant).prepare(`${name}:page`),
    count: companyCountQuery(db, variant).prepare(`${name}:count`),
  };
}

type Prepared = ReturnType<typeof prepareVariant>;

// Building the same SQL again at every call was a fifth of the server's time on PostgreSQL.
function statementsOf(db: Db, variant: ListVariant): Prepared {
  return prepared(db, `companies_list|${variant.sort}|${variant.byStatus}|${variant.searched}`, (on) => prepareVariant(on, variant));
}

type Values = { status: string; pattern: string; limit: number; offset: number };

async function pageWithTotal(statements: Prepared, values: Values) {
  const rows = await statements.page.execute(values);
  // A page past the last company has no row to carry the count.
  if (rows.length === 0 && values.offset > 0) {
    const [{ total = 0 } = {}] = await statements.count.execute(values);
    return { rows, total };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One page of companies matching the search and status, with each one's project count, and the total. */
export async function listCompanies(db: Db, input: ListInput) {
  const variant = { sort: input.sort, byStatus: input.status !== 'all', searched: input.search !== '' };
  const statements = statementsOf(db, variant);
  const values = {
    status: input.status,
    pattern: containing(input.search.toLowerCase()),
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  };
  const { rows, total } = await pageWithTotal(statements, values);
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
