import { and, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Answers } from '../../contract/answer.ts';
import type { FormScope } from '../../contract/fields.ts';
import { fieldsOf, type FormDefinition, type FormField, type LocalizedText } from '../../contract/form-definition.ts';
import type { Db } from '../db/db.ts';
import { formVersions, forms } from '../db/schema/forms.ts';

/** The form versions some submissions answered, by `versionKey`. */
export type AnsweredVersions = Map<string, FormDefinition>;

/** The key of a form's published version in AnsweredVersions. */
export function versionKey(formId: string, number: number): string {
  return `${formId}:${number}`;
}

/**
 * The definitions of the versions these submissions answered. A version that cannot be found
 * (none should be missing: a submission always names a published one) is left out.
 */
export async function answeredVersions(db: Db, answered: ReadonlyArray<{ formId: string; formVersion: number }>): Promise<AnsweredVersions> {
  const pairs = [...new Map(answered.map((row) => [versionKey(row.formId, row.formVersion), row])).values()];
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select({ formId: formVersions.formId, number: formVersions.number, definition: formVersions.definition })
    .from(formVersions)
    .where(or(...pairs.map((pair) => and(eq(formVersions.formId, pair.formId), eq(formVersions.number, pair.formVersion)))));
  return new Map(rows.map((row) => [versionKey(row.formId, row.number), row.definition]));
}

/** The answers of one block of a version (by index); a block the version does not have holds none. */
export function blockAnswers(answers: Answers, definition: FormDefinition | undefined, block: number): Answers {
  const keys = new Set(definition?.blocks[block]?.fields.map((field) => field.key) ?? []);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => keys.has(key)));
}

/** The forms these submissions answered, with their slug and their title in the draft (for a version that went missing). */
export async function formsOf(db: Db, formIds: readonly string[]) {
  if (formIds.length === 0) return new Map<string, { slug: string; draft: FormDefinition }>();
  const rows = await db.select({ id: forms.id, slug: forms.slug, draft: forms.draft }).from(forms).where(inArray(forms.id, [...new Set(formIds)]));
  return new Map(rows.map((row) => [row.id, { slug: row.slug, draft: row.draft }]));
}

/** A text in a language, else in the definition's default language, else in any. */
export function textIn(text: LocalizedText | undefined, lang: string, fallback: string): string {
  if (!text) return '';
  const values = text as Record<string, string | undefined>;
  return values[lang]?.trim() || values[fallback]?.trim() || Object.values(values).find((value) => value?.trim()) || '';
}

/** Whether an answer is a file given as an answer. */
export function isFileAnswer(value: unknown): value is { media_id: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { media_id?: unknown }).media_id === 'string';
}

/**
 * The keys of the answers an erasure blanks: every field marked personal and every file field
 * of the version answered, and any answer that holds a file. Without the version, every answer.
 */
export function personalKeys(answers: Answers, definition: FormDefinition | undefined): Set<string> {
  if (!definition) return new Set(Object.keys(answers));
  const keys = new Set(
    fieldsOf(definition)
      .filter(({ field }) => field.personal === true || field.type === 'file')
      .map(({ field }) => field.key),
  );
  for (const [key, value] of Object.entries(answers)) if (isFileAnswer(value)) keys.add(key);
  return keys;
}

/** SQL: whether answers (a column) give the file `id` (a column or a value) as the answer of some field. */
export function answersHoldFile(answers: SQLWrapper, id: SQLWrapper | string): SQL<boolean> {
  return sql<boolean>`jsonb_path_exists(${answers}, '$.*.media_id ? (@ == $id)', jsonb_build_object('id', ${id}::text))`;
}

/**
 * The definition of a form's published version: what its respondents answer, its results filter by and
 * its judges read; null before its first publication. Named by scope, only a form of that project and company.
 */
export async function publishedDefinition(db: Db, form: string | FormScope): Promise<FormDefinition | null> {
  const where =
    typeof form === 'string' ? eq(forms.id, form) : and(eq(forms.id, form.form), eq(forms.projectId, form.project), eq(forms.companyId, form.company));
  const [found] = await db
    .select({ definition: formVersions.definition })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.number, forms.publishedVersion)))
    .where(where)
    .limit(1);
  return found?.definition ?? null;
}

/** The fields a judging session shows its judges: every published one, but the `personal` ones in a blind session. */
export function judgedFields(definition: FormDefinition | null, blind: boolean): FormField[] {
  const fields = definition ? fieldsOf(definition).map(({ field }) => field) : [];
  return blind ? fields.filter((field) => field.personal !== true) : fields;
}
