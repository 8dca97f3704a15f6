// A project's pages: create and save the draft, publish, archive, duplicate, order, and the home page.
import crypto from 'node:crypto';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { SLUG_MAX_LENGTH } from '../../../contract/limits.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import { PRESET_FORM, type LocalizedPageDocValue, type PageBlock, type PageDocument } from '../../../contract/page-doc-model.ts';
import { isReservedPageSlug, PAGE_LIMITS, type PageSave } from '../../../contract/pages.ts';
import type { Db } from '../../db/db.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { forms } from '../../db/schema/forms.ts';
import { pages, pageTemplates } from '../../db/schema/pages.ts';
import { projects } from '../../db/schema/projects.ts';
import { AppError, fieldError, type FieldProblem } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { pageEntity, type PageRow } from './presenter.ts';
import { checkBodyReferences, type ProjectRef } from './references.ts';
import { recordRevision } from './revisions.ts';

type SaveInput = z.output<typeof PageSave.input>;

/** The project's pages in their order. */
export async function listPages(db: Db, ref: ProjectRef): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.projectId, ref.project), eq(pages.companyId, ref.company)))
    .orderBy(asc(pages.position), asc(pages.createdAt));
}

/** A page of the project, or 404. */
export async function getPage(db: Db, ref: ProjectRef, id: string): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.projectId, ref.project), eq(pages.companyId, ref.company)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}

function conflict(row: PageRow): AppError {
  return new AppError('conflict', { extra: { current: pageEntity(row) } });
}

function slugTaken(): AppError {
  return fieldError({ slug: { code: 'slug_taken' } }, 'slug_taken');
}

async function checkSlug(db: Db, ref: ProjectRef, slug: string, id: string | undefined): Promise<void> {
  if (isReservedPageSlug(slug)) throw fieldError({ slug: { code: 'slug_reserved' } });
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.projectId, ref.project), eq(pages.slug, slug)))
    .limit(1);
  if (taken && taken.id !== id) throw slugTaken();
}

// The project's home page is one: making a page the home page takes it from the one before.
async function takeHome(db: Db, ref: ProjectRef, id: string, now: Date): Promise<void> {
  const [current] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.projectId, ref.project), eq(pages.home, true), ne(pages.id, id)))
    .limit(1);
  if (current) await db.update(pages).set({ home: false, version: current.version + 1, updatedAt: now }).where(eq(pages.id, current.id));
}

/**
 * The form a page made from a preset names for "the page's call": the project's open form, else
 * its newest one that is not archived; none when the project has no such form.
 */
async function callForm(db: Db, ref: ProjectRef): Promise<string | null> {
  const rows = await db
    .select({ id: forms.id, status: forms.status })
    .from(forms)
    .where(and(eq(forms.projectId, ref.project), ne(forms.status, 'archived')))
    .orderBy(asc(forms.createdAt));
  const open = rows.find((row) => row.status === 'open');
  return open?.id ?? rows.at(-1)?.id ?? null;
}

// A preset's document made the project's: its "page's call" named as the project's form, or,
// without one, its form blocks left out and its phase sections' blocks shown always.
function withCallForm(doc: PageDocument, form: string | null): PageDocument {
  const placed = (block: PageBlock): PageBlock[] => {
    if (block.type === 'formBlock') return form ? [{ ...block, attrs: { form: block.attrs.form === PRESET_FORM ? form : block.attrs.form } }] : [];
    if (block.type === 'phaseSection') {
      const inner = block.content.flatMap((child) => placed(child) as typeof block.content);
      if (!form) return inner;
      return [{ ...block, attrs: { ...block.attrs, form: block.attrs.form === PRESET_FORM ? form : block.attrs.form }, content: inner }];
    }
    return [block];
  };
  return { type: 'doc', content: doc.content.flatMap(placed) };
}

async function projectLanguages(db: Db, ref: ProjectRef): Promise<Language[]> {
  const [project] = await db.select({ languages: projects.languages }).from(projects).where(eq(projects.id, ref.project)).limit(1);
  return (project?.languages ?? []).filter(isLanguage);
}

// A page is written in its project's languages only: a text in another is refused where it stands.
function checkLanguages(input: Pick<SaveInput, 'title' | 'description' | 'body'>, languages: readonly Language[]): void {
  const problems: Record<string, FieldProblem> = {};
  for (const field of ['title', 'description', 'body'] as const) {
    for (const lang of Object.keys(input[field] ?? {})) if (!languages.includes(lang as Language)) problems[`${field}.${lang}`] = { code: 'language_not_in_project' };
  }
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}

// The body of a new page: what was sent, and in each other language of the project the preset's.
async function bodyFromTemplate(db: Db, ref: ProjectRef, template: string, body: LocalizedPageDocValue): Promise<LocalizedPageDocValue> {
  const [preset] = await db.select().from(pageTemplates).where(eq(pageTemplates.id, template)).limit(1);
  if (!preset) throw fieldError({ template: { rule: 'invalid' } });
  const languages = await projectLanguages(db, ref);
  const form = await callForm(db, ref);
  const copied: LocalizedPageDocValue = { ...body };
  for (const lang of languages) {
    const doc = preset.body[lang];
    if (doc && !body[lang]) copied[lang] = withCallForm(doc, form);
  }
  return copied;
}

/** Creates a page or saves its draft; see `PageSave`. */
export async function savePage(db: Db, ref: ProjectRef, input: SaveInput, operator: string | null, now: Date): Promise<PageRow> {
  const existing = input.id ? await getPage(db, ref, input.id) : undefined;
  if (existing) checkVersion(existing, input.version, () => pageEntity(existing));
  await checkSlug(db, ref, input.slug, existing?.id);
  checkLanguages(input, await projectLanguages(db, ref));
  const body = !existing && input.template ? await bodyFromTemplate(db, ref, input.template, input.body) : input.body;
  await checkBodyReferences(db, ref, body);
  if (input.home && existing?.status === 'archived') throw new AppError('page_archived');
  const id = existing?.id ?? crypto.randomUUID();
  if (input.home) await takeHome(db, ref, id, now);
  const fields = {
    slug: input.slug,
    title: input.title,
    description: input.description ?? existing?.description ?? {},
    body,
    updatedAt: now,
    ...(input.home !== undefined ? { home: input.home } : {}),
  };
  try {
    let row: PageRow | undefined;
    if (existing) {
      [row] = await db
        .update(pages)
        .set({ ...fields, version: existing.version + 1 })
        .where(and(eq(pages.id, existing.id), eq(pages.version, existing.version)))
        .returning();
      if (!row) throw conflict(await getPage(db, ref, existing.id));
    } else {
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(pages).where(eq(pages.projectId, ref.project));
      if (total >= PAGE_LIMITS.pages) throw new AppError('page_limit_reached');
      [row] = await db
        .insert(pages)
        .values({ ...fields, id, companyId: ref.company, projectId: ref.project, position: total, status: 'draft', createdAt: now })
        .returning();
    }
    await recordRevision(db, row!, 'edit', operator, now);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'pages_project_slug_key')) throw slugTaken();
    // Another page became the home page between the read and the write.
    if (isUniqueViolation(error, 'pages_project_home_key')) throw new AppError('conflict', { extra: existing ? { current: pageEntity(existing) } : {} });
    throw error;
  }
}

async function update(db: Db, ref: ProjectRef, row: PageRow, set: Partial<typeof pages.$inferInsert>, now: Date): Promise<PageRow> {
  const [saved] = await db
    .update(pages)
    .set({ ...set, version: row.version + 1, updatedAt: now })
    .where(and(eq(pages.id, row.id), eq(pages.version, row.version)))
    .returning();
  if (!saved) throw conflict(await getPage(db, ref, row.id));
  return saved;
}

/** Publishes the draft at `version`: the public reads it from now on. */
export async function publishPage(db: Db, ref: ProjectRef, id: string, version: number, operator: string | null, now: Date): Promise<PageRow> {
  const row = await getPage(db, ref, id);
  checkVersion(row, version, () => pageEntity(row));
  if (row.status === 'archived') throw new AppError('page_archived');
  // The forms the draft names are checked again: one may have moved since the draft was saved.
  await checkBodyReferences(db, ref, row.body);
  const saved = await update(
    db,
    ref,
    row,
    {
      status: 'published',
      publishedTitle: row.title,
      publishedDescription: row.description,
      publishedBody: row.body,
      publishedVersion: row.version + 1,
      publishedAt: now,
    },
    now,
  );
  await recordRevision(db, saved, 'publish', operator, now);
  return saved;
}

/** Archives a page (no longer served, no longer the home page), or brings it back. */
export async function archivePage(db: Db, ref: ProjectRef, id: string, archived: boolean, version: number, now: Date): Promise<PageRow> {
  const row = await getPage(db, ref, id);
  checkVersion(row, version, () => pageEntity(row));
  const status = archived ? 'archived' : row.publishedVersion !== null ? 'published' : 'draft';
  return update(db, ref, row, archived ? { status, home: false } : { status }, now);
}

/** A draft copy of a page at the end of the list, under the first free "<slug>-copy[-n]". */
export async function duplicatePage(db: Db, ref: ProjectRef, id: string, operator: string | null, now: Date): Promise<PageRow> {
  const source = await getPage(db, ref, id);
  const taken = new Set((await listPages(db, ref)).map((row) => row.slug));
  if (taken.size >= PAGE_LIMITS.pages) throw new AppError('page_limit_reached');
  const slug = copySlug(source.slug, taken);
  const [row] = await db
    .insert(pages)
    .values({
      id: crypto.randomUUID(),
      companyId: ref.company,
      projectId: ref.project,
      slug,
      position: taken.size,
      home: false,
      status: 'draft',
      title: source.title,
      description: source.description,
      body: source.body,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await recordRevision(db, row!, 'edit', operator, now);
  return row!;
}

/** The first of "<slug>-copy", "<slug>-copy-2"… no page holds, within the slug's length. */
export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = slug.slice(0, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Puts the pages in the order given: every page of the project once, or 409. */
export async function reorderPages(db: Db, ref: ProjectRef, ids: string[], now: Date): Promise<void> {
  const rows = await listPages(db, ref);
  const known = new Set(rows.map((row) => row.id));
  if (ids.length !== rows.length || !ids.every((id) => known.has(id))) throw new AppError('page_order_mismatch');
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [position, id] of ids.entries()) {
    const row = byId.get(id)!;
    if (row.position !== position) await db.update(pages).set({ position, version: row.version + 1, updatedAt: now }).where(eq(pages.id, id));
  }
}

/** Makes a revision's title, description and body the draft, as a new version. */
export async function restoreContent(
  db: Db,
  ref: ProjectRef,
  row: PageRow,
  content: Pick<PageRow, 'title' | 'description' | 'body'>,
  operator: string | null,
  now: Date,
): Promise<PageRow> {
  const saved = await update(db, ref, row, { title: content.title, description: content.description, body: content.body }, now);
  await recordRevision(db, saved, 'edit', operator, now);
  return saved;
}
