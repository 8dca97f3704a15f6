// What a page's document and a menu name must be the project's own: its forms, its pages, its
// images. A refusal names the place of the wrong id (`body.en.content.1.attrs.form`).
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { LocalizedPageDocValue, PageDocument } from '../../../contract/page-doc-model.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import { media } from '../../db/schema/media.ts';
import { fieldError, type FieldProblem } from '../../errors.ts';
import { richTextMediaIds } from '../../rich-text/render.ts';

/** The project a page belongs to. */
export interface ProjectRef {
  company: string;
  project: string;
}

/** Each form a document names, with the place it is named at (`content.1.attrs.form`). */
export function formPlaces(doc: PageDocument): Array<{ form: string; path: string }> {
  const places: Array<{ form: string; path: string }> = [];
  doc.content.forEach((block, index) => {
    if (block.type === 'formBlock') places.push({ form: block.attrs.form, path: `content.${index}.attrs.form` });
    if (block.type === 'phaseSection') {
      places.push({ form: block.attrs.form, path: `content.${index}.attrs.form` });
      block.content.forEach((inner, at) => {
        if (inner.type === 'formBlock') places.push({ form: inner.attrs.form, path: `content.${index}.content.${at}.attrs.form` });
      });
    }
  });
  return places;
}

/** The ids among `ids` that are forms of the project. */
export async function projectForms(db: Db, ref: ProjectRef, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.projectId, ref.project), eq(forms.companyId, ref.company), inArray(forms.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Refuses a body that names a form of another project, or an image that is neither a page image of
 * this project nor a public theme graphic of the installation, its company or this project.
 */
export async function checkBodyReferences(db: Db, ref: ProjectRef, body: LocalizedPageDocValue, field = 'body'): Promise<void> {
  const problems: Record<string, FieldProblem> = {};
  const places = Object.entries(body).flatMap(([lang, doc]) => (doc ? formPlaces(doc).map((place) => ({ ...place, lang })) : []));
  const known = await projectForms(
    db,
    ref,
    places.map((place) => place.form),
  );
  for (const place of places) if (!known.has(place.form)) problems[`${field}.${place.lang}.${place.path}`] = { code: 'form_not_in_project' };
  for (const [lang, doc] of Object.entries(body)) {
    if (doc && !(await areImagesOf(db, ref, richTextMediaIds(doc as unknown as RichTextDocument)))) problems[`${field}.${lang}`] = { code: 'image_not_in_project' };
  }
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}

async function areImagesOf(db: Db, ref: ProjectRef, ids: string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        inArray(media.id, ids),
        or(
          and(eq(media.kind, 'page'), eq(media.projectId, ref.project)),
          and(eq(media.kind, 'theme'), or(isNull(media.companyId), eq(media.companyId, ref.company)), or(isNull(media.projectId), eq(media.projectId, ref.project))),
        ),
      ),
    );
  return rows.length === new Set(ids).size;
}

/** Refuses a preset's images that are not the installation's theme graphics: a preset belongs to no project. */
export async function checkTemplateImages(db: Db, body: LocalizedPageDocValue): Promise<void> {
  const problems: Record<string, FieldProblem> = {};
  for (const [lang, doc] of Object.entries(body)) {
    const ids = doc ? richTextMediaIds(doc as unknown as RichTextDocument) : [];
    if (ids.length === 0) continue;
    const rows = await db
      .select({ id: media.id })
      .from(media)
      .where(and(inArray(media.id, ids), eq(media.kind, 'theme'), isNull(media.companyId), isNull(media.projectId)));
    if (rows.length !== ids.length) problems[`body.${lang}`] = { rule: 'invalid' };
  }
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}
