// The merge tags of a template: those it names, and those a project's templates may name (the
// fixed set and the field keys of the project's forms, in their draft and every published version).
import { asc, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { MERGE_TAGS, type MergeTag } from '../../../contract/mail-merge.ts';
import { asksAnswer, fieldsOf, type FormDefinition } from '../../../contract/form-definition.ts';
import { tagsIn } from '../../../contract/notification-catalog.ts';
import type { LocalizedRichTextValue } from '../../../contract/rich-text-model.ts';
import type { Db } from '../../db/db.ts';
import { formVersions, forms } from '../../db/schema/forms.ts';
import type { LocalizedSubject } from '../../db/schema/mail-merge.ts';
import { AppError } from '../../errors.ts';
import { bodyTags } from '../../mail/text-tags.ts';
import { textIn } from '../../respondents/answered-versions.ts';

/** The tags a subject names, then its body, in one language, in the order written. */
function tagsIn1(subject: LocalizedSubject, body: LocalizedRichTextValue, lang: Language): { subject: string[]; body: string[] } {
  return { subject: tagsIn(subject[lang] ?? ''), body: bodyTags(body[lang]?.content ?? []).tags };
}

/** The tags a template names in every language (subject then body, language by language), each once. */
export function tagsOfTemplate(subject: LocalizedSubject, body: LocalizedRichTextValue): string[] {
  const names = new Set<string>();
  for (const lang of LANGUAGES) {
    const found = tagsIn1(subject, body, lang);
    for (const name of [...found.subject, ...found.body]) names.add(name);
  }
  return [...names];
}

/** A project's form with the fields a tag may name (the keys of its draft and of its published versions). */
export interface TaggedForm {
  id: string;
  name: string;
  fields: Array<{ key: string; label: string }>;
}

/** The project's forms with their answer fields: the draft's first, then keys only an older published version has. */
export async function taggedForms(db: Db, projectId: string, lang: Language): Promise<TaggedForm[]> {
  const rows = await db.select({ id: forms.id, slug: forms.slug, draft: forms.draft }).from(forms).where(eq(forms.projectId, projectId)).orderBy(asc(forms.slug));
  const versions = await db
    .select({ formId: formVersions.formId, definition: formVersions.definition })
    .from(formVersions)
    .innerJoin(forms, eq(forms.id, formVersions.formId))
    .where(eq(forms.projectId, projectId))
    .orderBy(asc(formVersions.formId), asc(formVersions.number));
  return rows.map((row) => {
    const definitions: FormDefinition[] = [row.draft, ...versions.filter((version) => version.formId === row.id).map((version) => version.definition).reverse()];
    const fields = new Map<string, string>();
    for (const definition of definitions) {
      for (const { field } of fieldsOf(definition)) {
        if (!asksAnswer(field.type) || fields.has(field.key)) continue;
        fields.set(field.key, textIn(field.label, lang, definition.default_lang) || field.key);
      }
    }
    return { id: row.id, name: textIn(row.draft.title, lang, row.draft.default_lang) || row.slug, fields: [...fields].map(([key, label]) => ({ key, label })) };
  });
}

/** Every tag a template of the project may name. */
export async function knownTags(db: Db, projectId: string): Promise<Set<string>> {
  const known = new Set<string>(MERGE_TAGS);
  for (const form of await taggedForms(db, projectId, 'en')) for (const field of form.fields) known.add(field.key);
  return known;
}

/** Whether a tag is one of the fixed set. */
export function isMergeTag(name: string): name is MergeTag {
  return (MERGE_TAGS as readonly string[]).includes(name);
}

/**
 * Refuses a template that names a tag neither of the fixed set nor a field key of one of the
 * project's forms: the first one written, by name, on the subject or body of its language.
 */
export async function checkTemplateTags(db: Db, projectId: string, subject: LocalizedSubject, body: LocalizedRichTextValue): Promise<void> {
  const known = await knownTags(db, projectId);
  for (const lang of LANGUAGES) {
    const found = tagsIn1(subject, body, lang);
    for (const part of ['subject', 'body'] as const) {
      const unknown = found[part].find((name) => !known.has(name));
      if (unknown === undefined) continue;
      const args = [`{{${unknown}}}`];
      throw new AppError('merge_tag_unknown', { args, fields: { [`${part}.${lang}`]: { code: 'merge_tag_unknown', args } } });
    }
  }
}
