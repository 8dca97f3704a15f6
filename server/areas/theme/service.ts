import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_THEME_COLORS, DEFAULT_THEME_GRAPHICS } from '../../../contract/theme-defaults.ts';
import type { Db } from '../../db/db.ts';
import { themes } from '../../db/schema/theme.ts';

/** The stored theme texts, exactly as the spec's theme/load answers them. */
export interface ThemeTexts {
  Theme_Colors: string;
  Theme_Graphics: string;
}

/** The installation theme (company and project themes, once they exist, override it). */
export async function loadInstallationTheme(db: Db): Promise<ThemeTexts> {
  const [row] = await db
    .select({ colors: themes.colors, graphics: themes.graphics })
    .from(themes)
    .where(and(eq(themes.scope, 'installation'), isNull(themes.ownerId)))
    .limit(1);
  return {
    Theme_Colors: row?.colors ?? JSON.stringify(DEFAULT_THEME_COLORS),
    Theme_Graphics: row?.graphics ?? JSON.stringify(DEFAULT_THEME_GRAPHICS),
  };
}

/** Stores the installation theme with the spec's defaults, unless there is one. */
export async function ensureInstallationTheme(db: Db, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(themes)
    .values({
      id: crypto.randomUUID(),
      scope: 'installation',
      ownerId: null,
      colors: JSON.stringify(DEFAULT_THEME_COLORS),
      graphics: JSON.stringify(DEFAULT_THEME_GRAPHICS),
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: themes.id });
  return inserted.length > 0;
}

/** New theme texts; a text left undefined keeps what is stored. */
export interface ThemeChange {
  colors?: string;
  graphics?: string;
}

/** Replaces the installation theme's texts and bumps its version, so caches can tell it changed. */
export async function saveInstallationTheme(db: Db, change: ThemeChange, now: Date): Promise<void> {
  await ensureInstallationTheme(db, now);
  await db
    .update(themes)
    .set({
      ...(change.colors === undefined ? {} : { colors: change.colors }),
      ...(change.graphics === undefined ? {} : { graphics: change.graphics }),
      version: sql`${themes.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(themes.scope, 'installation'), isNull(themes.ownerId)));
}

/** The files a Theme_Graphics text names (its logo and page background); a text the contract has checked. */
export function graphicsMediaIds(graphics: string): string[] {
  if (graphics.trim() === '') return [];
  const parsed = JSON.parse(graphics) as { logo?: { media_id?: string | null }; pages?: { background?: { media_id?: string | null } } };
  return [parsed.logo?.media_id, parsed.pages?.background?.media_id].filter((id): id is string => typeof id === 'string');
}
