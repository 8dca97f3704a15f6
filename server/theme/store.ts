// The stored themes: one row of override texts per installation, company and project, each with
// its version. Shared by the theme area (which edits them), the public side and the landing pages
// (which show them), so none of them imports another's area.
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { mergeThemeTexts, type ThemeLayers, type ThemeTexts } from '../../contract/theme-merge.ts';
import type { Db } from '../db/db.ts';
import { companies } from '../db/schema/companies.ts';
import { projects } from '../db/schema/projects.ts';
import { themes } from '../db/schema/theme.ts';

/** Whose theme a row is: the installation's, a company's or a project's (by id). */
export type ThemeOwner = { scope: 'installation' } | { scope: 'company'; id: string } | { scope: 'project'; id: string };

/** A level's stored override texts with their version; a level never saved is empty texts at version 1. */
export interface StoredTheme extends ThemeTexts {
  version: number;
}

/** New texts for a level; a text left undefined keeps what is stored, an empty text removes that override. */
export interface ThemeChange {
  Theme_Colors?: string | undefined;
  Theme_Graphics?: string | undefined;
}

/** The scope a merged theme is asked for, by ids (either may be left out). */
export interface ThemeScope {
  companyId?: string | null | undefined;
  projectId?: string | null | undefined;
}

const ownerId = (owner: ThemeOwner) => (owner.scope === 'installation' ? null : owner.id);

function rowOf(owner: ThemeOwner): SQL {
  const id = ownerId(owner);
  return and(eq(themes.scope, owner.scope), id === null ? isNull(themes.ownerId) : eq(themes.ownerId, id))!;
}

/** A level's stored override texts and version. */
export async function readTheme(db: Db, owner: ThemeOwner): Promise<StoredTheme> {
  const [row] = await db
    .select({ colors: themes.colors, graphics: themes.graphics, version: themes.version })
    .from(themes)
    .where(rowOf(owner))
    .limit(1);
  return { Theme_Colors: row?.colors ?? '', Theme_Graphics: row?.graphics ?? '', version: row?.version ?? 1 };
}

/**
 * Writes a level's texts as the version after `basedOn` (the version the change was read at);
 * null when the stored version is no longer `basedOn` (another save landed meanwhile), with
 * nothing written. A level never saved is version 1.
 */
export async function writeTheme(db: Db, owner: ThemeOwner, change: ThemeChange, basedOn: number, now: Date): Promise<StoredTheme | null> {
  const set = {
    ...(change.Theme_Colors === undefined ? {} : { colors: change.Theme_Colors }),
    ...(change.Theme_Graphics === undefined ? {} : { graphics: change.Theme_Graphics }),
  };
  // The first save of a level makes its row at version 1, then changes it as any later save does.
  if (basedOn === 1) {
    await db
      .insert(themes)
      .values({ id: crypto.randomUUID(), scope: owner.scope, ownerId: ownerId(owner), updatedAt: now })
      .onConflictDoNothing();
  }
  const [row] = await db
    .update(themes)
    .set({ ...set, version: sql`${themes.version} + 1`, updatedAt: now })
    .where(and(rowOf(owner), eq(themes.version, basedOn)))
    .returning({ colors: themes.colors, graphics: themes.graphics, version: themes.version });
  return row ? { Theme_Colors: row.colors, Theme_Graphics: row.graphics, version: row.version } : null;
}

/** The override texts of the installation and, where the scope names them, the company and the project. */
export async function readThemeLayers(db: Db, scope: ThemeScope): Promise<ThemeLayers> {
  const owners = [scope.companyId, scope.projectId].filter((id): id is string => typeof id === 'string');
  const rows = await db
    .select({ scope: themes.scope, ownerId: themes.ownerId, colors: themes.colors, graphics: themes.graphics })
    .from(themes)
    .where(
      or(
        and(eq(themes.scope, 'installation'), isNull(themes.ownerId)),
        owners.length > 0 ? and(inArray(themes.scope, ['company', 'project']), inArray(themes.ownerId, owners)) : undefined,
      ),
    );
  const layers: ThemeLayers = {};
  for (const row of rows) {
    const belongs =
      row.scope === 'installation' ||
      (row.scope === 'company' && row.ownerId === scope.companyId) ||
      (row.scope === 'project' && row.ownerId === scope.projectId);
    if (belongs) layers[row.scope] = { Theme_Colors: row.colors, Theme_Graphics: row.graphics };
  }
  return layers;
}

/** The theme of a scope: the spec defaults, then the installation's, the company's and the project's texts over them. */
export async function loadMergedTheme(db: Db, scope: ThemeScope): Promise<ThemeTexts> {
  return mergeThemeTexts(await readThemeLayers(db, scope));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A record named by its id or its slug.
const byRef = (ref: string, id: AnyPgColumn, slug: AnyPgColumn) =>
  UUID.test(ref) ? or(eq(id, ref.toLowerCase()), eq(slug, ref)) : eq(slug, ref);

/**
 * The company and project a theme is asked for by references (ids or slugs, a project within its
 * company; a project's id alone names its company too). What is unknown is left out: the theme of
 * a scope that does not exist is the installation's, so the answer tells nothing of what exists.
 */
export async function findThemeScope(db: Db, refs: { company?: string | undefined; project?: string | undefined }): Promise<ThemeScope> {
  let companyId: string | undefined;
  if (refs.company !== undefined) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(byRef(refs.company, companies.id, companies.slug)).limit(1);
    companyId = company?.id;
    if (!companyId) return {};
  }
  if (refs.project === undefined) return { companyId };
  const where = companyId
    ? and(eq(projects.companyId, companyId), byRef(refs.project, projects.id, projects.slug))
    : UUID.test(refs.project)
      ? eq(projects.id, refs.project.toLowerCase())
      : undefined;
  if (!where) return { companyId };
  const [project] = await db.select({ id: projects.id, companyId: projects.companyId }).from(projects).where(where).limit(1);
  return project ? { companyId: project.companyId, projectId: project.id } : { companyId };
}
