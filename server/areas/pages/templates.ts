// The installation's presets: starting pages a new page copies.
import crypto from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PRESET_FORM } from '../../../contract/page-doc-model.ts';
import { PAGE_LIMITS, type PageTemplateSave } from '../../../contract/pages.ts';
import type { Db } from '../../db/db.ts';
import { pageTemplates } from '../../db/schema/pages.ts';
import { AppError, fieldError, type FieldProblem } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { templateEntity, type PageTemplateRow } from './presenter.ts';
import { checkTemplateImages, formPlaces } from './references.ts';

type SaveInput = z.output<typeof PageTemplateSave.input>;

/** The presets by name. */
export async function listTemplates(db: Db): Promise<PageTemplateRow[]> {
  return db.select().from(pageTemplates).orderBy(asc(pageTemplates.name), asc(pageTemplates.id));
}

async function getTemplate(db: Db, id: string): Promise<PageTemplateRow> {
  const [row] = await db.select().from(pageTemplates).where(eq(pageTemplates.id, id)).limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

// A preset belongs to no project: its form blocks and phase sections name "the page's call" only.
function checkPresetForms(body: SaveInput['body']): void {
  const problems: Record<string, FieldProblem> = {};
  for (const [lang, doc] of Object.entries(body)) {
    for (const place of doc ? formPlaces(doc) : []) if (place.form !== PRESET_FORM) problems[`body.${lang}.${place.path}`] = { rule: 'invalid' };
  }
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}

/** Creates or saves a preset at its version. */
export async function saveTemplate(db: Db, input: SaveInput, now: Date): Promise<PageTemplateRow> {
  const existing = input.id ? await getTemplate(db, input.id) : undefined;
  if (existing) checkVersion(existing, input.version, () => templateEntity(existing));
  checkPresetForms(input.body);
  await checkTemplateImages(db, input.body);
  const fields = { name: input.name, description: input.description, body: input.body, updatedAt: now };
  if (existing) {
    const [row] = await db
      .update(pageTemplates)
      .set({ ...fields, version: existing.version + 1 })
      .where(and(eq(pageTemplates.id, existing.id), eq(pageTemplates.version, existing.version)))
      .returning();
    if (!row) throw new AppError('conflict', { extra: { current: templateEntity(await getTemplate(db, existing.id)) } });
    return row;
  }
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pageTemplates);
  if (total >= PAGE_LIMITS.templates) throw fieldError({ name: { rule: 'maxValue', bound: PAGE_LIMITS.templates } });
  const [row] = await db
    .insert(pageTemplates)
    .values({ ...fields, id: crypto.randomUUID(), createdAt: now })
    .returning();
  return row!;
}

/** Deletes a preset; pages made from it keep their copy. */
export async function deleteTemplate(db: Db, id: string): Promise<PageTemplateRow> {
  const row = await getTemplate(db, id);
  await db.delete(pageTemplates).where(eq(pageTemplates.id, id));
  return row;
}
