// The cookie banner of the public pages: its texts live in the installation's settings under one
// key, written by the Cookie law screen and read by every public page.
import { eq, sql } from 'drizzle-orm';
import { CookieLawSchema, DEFAULT_COOKIE_LAW, type CookieLaw } from '../../contract/public.ts';
import type { Db } from '../db/db.ts';
import { settings } from '../db/schema/installation.ts';

/** The settings key of the banner's texts. */
export const COOKIE_LAW_SETTING = 'cookie_law';

/** The banner's texts with the version of the record that holds them; the defaults are version 1. */
export interface StoredCookieLaw {
  cookieLaw: CookieLaw;
  version: number;
}

/**
 * The banner's texts and their version: what is stored (a `CookieLawSchema` value with its
 * `version` beside), else the defaults at version 1, also when the stored value cannot be read.
 */
export async function readStoredCookieLaw(db: Db): Promise<StoredCookieLaw> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, COOKIE_LAW_SETTING)).limit(1);
  const parsed = CookieLawSchema.safeParse(row?.value);
  if (!parsed.success) return { cookieLaw: DEFAULT_COOKIE_LAW, version: 1 };
  const version = (row?.value as { version?: unknown }).version;
  return { cookieLaw: parsed.data, version: typeof version === 'number' && Number.isInteger(version) && version > 1 ? version : 1 };
}

/** The banner the public pages show: the stored texts, else the defaults. */
export async function readCookieLaw(db: Db): Promise<CookieLaw> {
  return (await readStoredCookieLaw(db)).cookieLaw;
}

/**
 * Stores the banner's texts as the version after `basedOn`, unless the stored version is no longer
 * `basedOn` (another save landed meanwhile): then nothing is written and the answer is false.
 */
export async function writeCookieLaw(db: Db, cookieLaw: CookieLaw, basedOn: number, now: Date): Promise<boolean> {
  const value = { ...cookieLaw, version: basedOn + 1 };
  const written = await db
    .insert(settings)
    .values({ key: COOKIE_LAW_SETTING, value, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: now },
      setWhere: sql`coalesce((${settings.value}->>'version')::int, 1) = ${basedOn}`,
    })
    .returning({ key: settings.key });
  return written.length > 0;
}
