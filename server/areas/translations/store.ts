import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/languages.ts';
import type { Db } from '../../db/db.ts';
import { i18nOverrides, i18nVersions } from '../../db/schema/translations.ts';

/** One stored override: its text and the built-in text it was written against. */
export interface OverrideRow {
  key: string;
  lang: Language;
  text: string;
  builtin: string;
}

/** Every stored override (or one language's). */
export async function readOverrides(db: Db, lang?: Language): Promise<OverrideRow[]> {
  const rows = await db
    .select({ key: i18nOverrides.key, lang: i18nOverrides.lang, text: i18nOverrides.text, builtin: i18nOverrides.builtin })
    .from(i18nOverrides)
    .where(lang ? eq(i18nOverrides.lang, lang) : undefined);
  return rows as OverrideRow[];
}

/** Each language's overrides version (a language never changed is at 0). */
export async function readVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ lang: i18nVersions.lang, version: i18nVersions.version }).from(i18nVersions);
  return new Map(rows.map((row) => [row.lang, row.version]));
}

/** Writes an override (or removes it with null); the language's version is raised by the caller, once per change. */
export async function writeOverride(db: Db, key: string, lang: Language, value: { text: string; builtin: string } | null, by: string | null, now: Date): Promise<void> {
  if (value === null) {
    await db.delete(i18nOverrides).where(and(eq(i18nOverrides.key, key), eq(i18nOverrides.lang, lang)));
    return;
  }
  await db
    .insert(i18nOverrides)
    .values({ key, lang, text: value.text, builtin: value.builtin, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: [i18nOverrides.key, i18nOverrides.lang], set: { text: value.text, builtin: value.builtin, updatedBy: by, updatedAt: now } });
}

/** Raises a language's version in the change's transaction, so devices and other servers know theirs is stale; answers the new version. */
export async function bumpVersion(db: Db, lang: Language, now: Date): Promise<number> {
  const [row] = await db
    .insert(i18nVersions)
    .values({ lang, version: 1, updatedAt: now })
    .onConflictDoUpdate({ target: i18nVersions.lang, set: { version: sql`${i18nVersions.version} + 1`, updatedAt: now } })
    .returning({ version: i18nVersions.version });
  return row!.version;
}
