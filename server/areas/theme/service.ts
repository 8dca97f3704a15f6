import crypto from 'node:crypto';
import { DEFAULT_THEME_TEXTS, parseThemeText } from '../../../contract/theme-merge.ts';
import type { ProjectThemeAnswer, ThemeEntity } from '../../../contract/theme.ts';
import type { Db } from '../../db/db.ts';
import { themes } from '../../db/schema/theme.ts';
import { AppError, fieldError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { areThemeGraphicsOf } from '../../storage/media-refs.ts';
import { readTheme, readThemeLayers, writeTheme, type ThemeChange, type ThemeOwner } from '../../theme/store.ts';

/** Stores the installation theme with the spec's defaults, unless there is one. */
export async function ensureInstallationTheme(db: Db, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(themes)
    .values({
      id: crypto.randomUUID(),
      scope: 'installation',
      ownerId: null,
      colors: DEFAULT_THEME_TEXTS.Theme_Colors,
      graphics: DEFAULT_THEME_TEXTS.Theme_Graphics,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: themes.id });
  return inserted.length > 0;
}

/** The files a Theme_Graphics text names (its logo and page background); a text the contract has checked. */
export function graphicsMediaIds(graphics: string): string[] {
  const parsed = parseThemeText(graphics) as { logo?: { media_id?: unknown }; pages?: { background?: { media_id?: unknown } } };
  return [parsed.logo?.media_id, parsed.pages?.background?.media_id].filter((id): id is string => typeof id === 'string');
}

/** Who a level's graphics are shown as: the installation's files, a company's, a project's. */
export function graphicsOwner(owner: ThemeOwner, company?: string): { company: string | null; project?: string } {
  if (owner.scope === 'installation') return { company: null };
  if (owner.scope === 'company') return { company: owner.id };
  return { company: company ?? null, project: owner.id };
}

/**
 * Refuses graphics that name a file their owner could not show (an attachment, another
 * company's graphic, an unknown id) with the field's "not valid".
 */
export async function checkGraphics(db: Db, graphics: string | undefined, owner: { company: string | null; project?: string }): Promise<void> {
  if (graphics === undefined) return;
  if (!(await areThemeGraphicsOf(db, graphicsMediaIds(graphics), owner))) throw fieldError({ Theme_Graphics: { rule: 'invalid' } });
}

/** What a theme save changes, at the version it was read. */
export interface ThemeSaveInput extends ThemeChange {
  version?: number | undefined;
}

/**
 * Saves one level's texts at the version they were read (left out: the stored one); a stale
 * version is refused with 409 and the stored texts in `current`.
 */
export async function saveTheme(db: Db, owner: ThemeOwner, input: ThemeSaveInput, now: Date): Promise<{ before: ThemeEntity; entity: ThemeEntity }> {
  const before = await readTheme(db, owner);
  checkVersion(before, input.version, () => before);
  const entity = await writeTheme(db, owner, { Theme_Colors: input.Theme_Colors, Theme_Graphics: input.Theme_Graphics }, before.version, now);
  // Another save landed between the read and the write.
  if (!entity) throw new AppError('conflict', { extra: { current: await readTheme(db, owner) } });
  return { before, entity };
}

/** A project's own texts and the levels below them, each as stored. */
export async function projectTheme(db: Db, company: string, project: string): Promise<ProjectThemeAnswer> {
  const [entity, layers] = await Promise.all([readTheme(db, { scope: 'project', id: project }), readThemeLayers(db, { companyId: company })]);
  const texts = (level: 'installation' | 'company') => ({
    Theme_Colors: layers[level]?.Theme_Colors ?? '',
    Theme_Graphics: layers[level]?.Theme_Graphics ?? '',
  });
  return { entity, layers: { defaults: DEFAULT_THEME_TEXTS, installation: texts('installation'), company: texts('company') } };
}
