import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { FormDefinitionSchema, type FormDefinition } from '../../../contract/form-definition.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { formVersions } from '../../db/schema/forms.ts';
import type { PublishOpening } from '../../../contract/forms.ts';
import { AppError, fieldError } from '../../errors.ts';
import { parseInput } from '../../http/validation.ts';
import { checkLanguages, projectLanguages } from './languages.ts';
import { formVersionItem, sameContent, type FormRow } from './presenter.ts';
import { checkFormVersion, getFormRow, publishedOf, updateForm } from './store.ts';
import type { FormScope } from '../../../contract/fields.ts';

// A draft is stored with what it still lacks; a version holds every rule, each refusal named by its path in the draft.
const Publishable = z.object({ draft: FormDefinitionSchema });

// The status a publication leaves, saved with the version number in one change: a publication
// never leaves a form open that was meant to stay closed.
function openingOf(row: FormRow, opening: PublishOpening | undefined, now: Date): Pick<FormRow, 'status'> & Partial<Pick<FormRow, 'opensAt'>> {
  switch (opening) {
    case undefined:
      return { status: row.status === 'draft' ? 'open' : row.status };
    case 'closed':
      return { status: 'closed' };
    case 'scheduled':
      if (!row.opensAt) throw fieldError({ opening: { rule: 'noOpeningTime' } });
      return { status: 'open' };
    case 'now':
      return row.opensAt && row.opensAt > now ? { status: 'open', opensAt: now } : { status: 'open' };
  }
}

/**
 * Freezes the draft as the next numbered version, which never changes afterwards, and opens the
 * form as `opening` says (without it, a form still in draft opens). A draft equal to the last
 * published version has nothing to publish, and a draft still incomplete is refused on each of
 * its problems.
 */
export async function publishForm(db: Db, scope: FormScope, version: number, publisher: string | null, now: Date, opening?: PublishOpening): Promise<FormRow> {
  const row = await getFormRow(db, scope);
  await checkFormVersion(db, row, version);
  parseInput(Publishable, { draft: row.draft });
  const published = await publishedOf(db, row);
  if (published && sameContent(row.draft, published)) throw new AppError('nothing_to_publish');
  const status = openingOf(row, opening, now);
  const number = (row.publishedVersion ?? 0) + 1;
  // Saved first: a publication racing this one fails here on the version, before its number is taken.
  const saved = await updateForm(db, row, { publishedVersion: number, ...status }, now);
  await db.insert(formVersions).values({ formId: row.id, number, definition: row.draft, publishedAt: now, publishedBy: publisher });
  return saved;
}

/** The published versions of a form, newest first, with who published each (their name, while they exist). */
export async function listVersions(db: Db, scope: FormScope) {
  const row = await getFormRow(db, scope);
  const rows = await db
    .select({ version: formVersions, firstName: operators.firstName, email: operators.email })
    .from(formVersions)
    .leftJoin(operators, eq(operators.id, formVersions.publishedBy))
    .where(eq(formVersions.formId, row.id))
    .orderBy(desc(formVersions.number));
  return rows.map((entry) => formVersionItem(entry.version, entry.email === null ? null : entry.firstName?.trim() || entry.email));
}

/** One published version's definition, or 404. */
export async function getVersion(db: Db, scope: FormScope, number: number): Promise<FormDefinition> {
  const row = await getFormRow(db, scope);
  const [found] = await db
    .select({ definition: formVersions.definition })
    .from(formVersions)
    .where(and(eq(formVersions.formId, row.id), eq(formVersions.number, number)))
    .limit(1);
  if (!found) throw new AppError('not_found');
  return found.definition;
}

/** Puts a published version back into the draft, under the form's own slug; the versions stay as they are. */
export async function restoreVersion(db: Db, scope: FormScope, number: number, version: number, now: Date): Promise<FormRow> {
  const row = await getFormRow(db, scope);
  await checkFormVersion(db, row, version);
  const definition = await getVersion(db, scope, number);
  // The project may have dropped a language since that version was published.
  checkLanguages(definition, await projectLanguages(db, scope.company, scope.project), 'number');
  return updateForm(db, row, { draft: { ...definition, slug: row.slug } }, now);
}
