// Named sets of results filters: each operator's own, and those their owners share with whoever
// may assist the form. Only the owner changes or deletes one; another's unshared set is never
// seen, and behaves as not found.
import crypto from 'node:crypto';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { jsonEqual } from '../../../contract/json-equal.ts';
import type { ResultsFilters } from '../../../contract/results.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { savedFilters } from '../../db/schema/submissions.ts';
import { fieldError, AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';

import { savedFilterEntry } from './presenter.ts';
import type { FormScope } from '../../../contract/fields.ts';

type SavedRow = typeof savedFilters.$inferSelect;

const OWNER = { id: operators.id, firstName: operators.firstName, email: operators.email };

const nameTaken = () => fieldError({ name: { rule: 'nameTaken' } });

// The scope already proved the form is the project's; the form's own id is enough here.
const ofForm = (scope: FormScope) => eq(savedFilters.formId, scope.form);

/** The saved filters of the form the caller may use: their own and the shared ones, by name. */
export async function listSavedFilters(db: Db, scope: FormScope, callerId: string) {
  const rows = await db
    .select({ row: savedFilters, owner: OWNER })
    .from(savedFilters)
    .innerJoin(operators, eq(operators.id, savedFilters.ownerId))
    .where(and(ofForm(scope), or(eq(savedFilters.ownerId, callerId), eq(savedFilters.shared, true))))
    .orderBy(asc(sql`lower(${savedFilters.name})`), asc(savedFilters.id));
  return rows.map(({ row, owner }) => savedFilterEntry(row, owner, callerId));
}

async function present(db: Db, row: SavedRow, callerId: string) {
  const [owner] = await db.select(OWNER).from(operators).where(eq(operators.id, row.ownerId));
  return savedFilterEntry(row, owner!, callerId);
}

const sameFilters = (row: SavedRow, filters: ResultsFilters, shared: boolean) => row.shared === shared && jsonEqual(row.filters, filters);

/**
 * Saves a set of filters: a new one without `id`, else the caller's own named by `id` (another's,
 * or another form's, is not found). One name once per owner and form, in any case of letters;
 * saving again what is saved already under that name changes nothing (a replay).
 */
export async function saveFilter(
  db: Db,
  scope: FormScope,
  input: { id?: string | undefined; name: string; filters: ResultsFilters; shared: boolean },
  callerId: string,
  now: Date,
): Promise<{ entry: ReturnType<typeof savedFilterEntry>; before: SavedRow | null; row: SavedRow }> {
  const [sameName] = await db
    .select()
    .from(savedFilters)
    .where(and(ofForm(scope), eq(savedFilters.ownerId, callerId), sql`lower(${savedFilters.name}) = lower(${input.name})`))
    .limit(1);
  let before: SavedRow | null = null;
  if (input.id) {
    const [own] = await db
      .select()
      .from(savedFilters)
      .where(and(ofForm(scope), eq(savedFilters.id, input.id), eq(savedFilters.ownerId, callerId)))
      .limit(1);
    if (!own) throw new AppError('not_found');
    if (sameName && sameName.id !== own.id) throw nameTaken();
    before = own;
  } else if (sameName) {
    if (!sameFilters(sameName, input.filters, input.shared) || sameName.name !== input.name) throw nameTaken();
    return { entry: await present(db, sameName, callerId), before: sameName, row: sameName };
  }
  try {
    const [row] = before
      ? await db
          .update(savedFilters)
          .set({ name: input.name, filters: input.filters, shared: input.shared, updatedAt: now })
          .where(eq(savedFilters.id, before.id))
          .returning()
      : await db
          .insert(savedFilters)
          .values({ id: crypto.randomUUID(), formId: scope.form, ownerId: callerId, name: input.name, filters: input.filters, shared: input.shared, createdAt: now, updatedAt: now })
          .returning();
    return { entry: await present(db, row!, callerId), before, row: row! };
  } catch (error) {
    if (isUniqueViolation(error, 'saved_filters_owner_name_key')) throw nameTaken();
    throw error;
  }
}

/** Deletes one of the caller's saved filters of the form; any other is not found. */
export async function deleteSavedFilter(db: Db, scope: FormScope, id: string, callerId: string): Promise<SavedRow> {
  const [row] = await db
    .delete(savedFilters)
    .where(and(ofForm(scope), eq(savedFilters.id, id), eq(savedFilters.ownerId, callerId)))
    .returning();
  if (!row) throw new AppError('not_found');
  return row;
}
