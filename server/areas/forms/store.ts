import { and, eq } from 'drizzle-orm';
import type { FormDefinition } from '../../../contract/form-definition.ts';
import type { Form } from '../../../contract/forms.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { forms } from '../../db/schema/forms.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { formEntity, type FormRow } from './presenter.ts';
import { publishedDefinition } from '../../respondents/answered-versions.ts';
import type { FormScope } from '../../../contract/fields.ts';

/** A form of the project, or 404 (the adapter has checked that it belongs there). */
export async function getFormRow(db: Db, scope: FormScope): Promise<FormRow> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, scope.form), eq(forms.projectId, scope.project), eq(forms.companyId, scope.company)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

/** The definition of the row's published version; a form never published asks nothing. */
export async function publishedOf(db: Db, row: FormRow): Promise<FormDefinition | null> {
  return row.publishedVersion === null ? null : publishedDefinition(db, row.id);
}

/** A form row as the contract shows it. */
export async function presentForm(db: Db, row: FormRow): Promise<Form> {
  return formEntity(row, await publishedOf(db, row));
}

/** A form of the project as the contract shows it. */
export async function getForm(db: Db, scope: FormScope): Promise<Form> {
  return presentForm(db, await getFormRow(db, scope));
}

/** Refuses a change made on another version than the stored one (409, with the current form). */
export async function checkFormVersion(db: Db, row: FormRow, version: number | undefined): Promise<void> {
  const current = version !== undefined && version !== row.version ? await presentForm(db, row) : null;
  checkVersion(row, version, () => current);
}

/** A slug already used by another form of the project, told on the field that carries it. */
export function slugTaken(field: string): AppError {
  return fieldError({ [field]: { code: 'slug_taken' } }, 'slug_taken');
}

/** Refuses a slug another form of the project holds, on the field that carries it. */
export async function checkSlugFree(db: Db, project: string, slug: string, field: string, id?: string): Promise<void> {
  const [taken] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.projectId, project), eq(forms.slug, slug)))
    .limit(1);
  if (taken && taken.id !== id) throw slugTaken(field);
}

/** Runs a write that may take a slug; a form that took it meanwhile is `slug_taken` on `field`. */
export async function takingSlug<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'forms_project_slug_key')) throw slugTaken(field);
    throw error;
  }
}

/**
 * Changes a form read at `row.version` and moves it to the next version; when someone changed
 * it in between, the change is refused with the current form.
 */
export async function updateForm(db: Db, row: FormRow, set: Partial<typeof forms.$inferInsert>, now: Date): Promise<FormRow> {
  const [saved] = await db
    .update(forms)
    .set({ ...set, version: row.version + 1, updatedAt: now })
    .where(and(eq(forms.id, row.id), eq(forms.version, row.version)))
    .returning();
  if (!saved) {
    const current = await getFormRow(db, { company: row.companyId, project: row.projectId, form: row.id });
    throw new AppError('conflict', { extra: { current: await presentForm(db, current) } });
  }
  return saved;
}
