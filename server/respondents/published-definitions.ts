// The definitions of published form versions, kept by this process. A published version is frozen
// (`form_versions`: never changed after publication), so a copy keyed by form and number can never
// go stale, whatever another server does: a new publication is a new number, which the form's row,
// read at every call, names.
import { and, eq } from 'drizzle-orm';
import type { FormDefinition } from '../../contract/form-definition.ts';
import type { Db } from '../db/db.ts';
import { formVersions } from '../db/schema/forms.ts';
import { AppError } from '../errors.ts';

/** How many definitions a process keeps; the least recently used goes first. */
export const KEPT_DEFINITIONS = 200;

const kept = new Map<string, FormDefinition>();

// Frozen all the way down: every call shares the one copy, and none may change it.
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** The definition of a form's published version: read once, then from this process's copy. */
export async function publishedDefinition(db: Db, formId: string, number: number): Promise<FormDefinition> {
  const key = `${formId}:${number}`;
  const known = kept.get(key);
  if (known) {
    // Used again: moved to the newest end of the map, which evicts from its oldest.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const [found] = await db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.number, number)))
    .limit(1);
  if (!found) throw new AppError('not_found');
  const definition = frozen(found.definition);
  kept.set(key, definition);
  if (kept.size > KEPT_DEFINITIONS) kept.delete(kept.keys().next().value!);
  return definition;
}
