import { asc, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { LogChoices } from '../../../contract/installation.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { companies } from '../../db/schema/companies.ts';
import { containing } from '../../db/search.ts';

/** The choices a filter offers as one types: enough to pick from, not a list of everyone. */
export const LOG_CHOICES_LIMIT = 20;

type Input = z.output<typeof LogChoices.input>;

/** The operators or companies matching the search, after those of the ids asked for (the filters already set). */
export async function logChoices(db: Db, input: Input) {
  const found = input.kind === 'operator' ? await operatorChoices(db, input) : await companyChoices(db, input);
  const seen = new Set<string>();
  return { items: found.filter((item) => !seen.has(item.id) && seen.add(item.id)) };
}

async function operatorChoices(db: Db, { search, ids }: Input) {
  const columns = { id: operators.id, firstName: operators.firstName, email: operators.email };
  const named = ids.length > 0 ? await db.select(columns).from(operators).where(inArray(operators.id, ids)) : [];
  const like = containing(search);
  const matching = await db
    .select(columns)
    .from(operators)
    .where(search ? or(ilike(operators.firstName, like), ilike(operators.email, like)) : undefined)
    .orderBy(asc(operators.firstName), asc(operators.email))
    .limit(LOG_CHOICES_LIMIT);
  return [...named, ...matching].map((row) => ({ id: row.id, name: row.firstName.trim() || row.email, detail: row.email }));
}

async function companyChoices(db: Db, { search, ids }: Input) {
  const columns = { id: companies.id, name: companies.name, slug: companies.slug };
  const named = ids.length > 0 ? await db.select(columns).from(companies).where(inArray(companies.id, ids)) : [];
  const like = containing(search);
  const matching = await db
    .select(columns)
    .from(companies)
    .where(search ? or(ilike(companies.name, like), ilike(companies.slug, like)) : undefined)
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(LOG_CHOICES_LIMIT);
  return [...named, ...matching].map((row) => ({ id: row.id, name: row.name, detail: row.slug }));
}
