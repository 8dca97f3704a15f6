// What a new project starts with: kept in the installation's settings under one key (an install
// that never saved them has none, and reads the built-in ones), written by the Project defaults
// screen and read when a project is created.
import { eq, sql } from 'drizzle-orm';
import { ProjectDefaultsSchema, type ProjectDefaults } from '../../contract/theme.ts';
import type { Db } from '../db/db.ts';
import { settings } from '../db/schema/installation.ts';
import { writeTheme } from './store.ts';

/** The settings key of the project defaults. */
export const PROJECT_DEFAULTS_SETTING = 'project_defaults';

/** The defaults until an admin saves some: Italian and English as a new project's form offers them, no description, no theme of its own. */
export const BUILT_IN_PROJECT_DEFAULTS: ProjectDefaults = {
  languages: ['it', 'en'],
  default_lang: 'it',
  description: '',
  Theme_Colors: '',
  Theme_Graphics: '',
  version: 1,
};

/** The stored defaults with their version, else the built-in ones (also when what is stored cannot be read). */
export async function readProjectDefaults(db: Db): Promise<ProjectDefaults> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, PROJECT_DEFAULTS_SETTING)).limit(1);
  const parsed = ProjectDefaultsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : BUILT_IN_PROJECT_DEFAULTS;
}

/**
 * Stores the defaults as the version after `basedOn`, unless the stored version is no longer
 * `basedOn` (another save landed meanwhile): then nothing is written and the answer is null.
 */
export async function writeProjectDefaults(db: Db, defaults: Omit<ProjectDefaults, 'version'>, basedOn: number, now: Date): Promise<ProjectDefaults | null> {
  const value: ProjectDefaults = { ...defaults, version: basedOn + 1 };
  const written = await db
    .insert(settings)
    .values({ key: PROJECT_DEFAULTS_SETTING, value, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: now },
      setWhere: sql`coalesce((${settings.value}->>'version')::int, 1) = ${basedOn}`,
    })
    .returning({ key: settings.key });
  return written.length > 0 ? value : null;
}

/** Gives a new project the defaults' theme texts as its own override (none when the defaults set none). */
export async function startProjectTheme(db: Db, project: string, defaults: ProjectDefaults, now: Date): Promise<void> {
  if (defaults.Theme_Colors.trim() === '' && defaults.Theme_Graphics.trim() === '') return;
  await writeTheme(db, { scope: 'project', id: project }, { Theme_Colors: defaults.Theme_Colors, Theme_Graphics: defaults.Theme_Graphics }, 1, now);
}

/** A new project's fields as its creator gave them: the languages, the default language and the description may be missing. */
export interface PresetFields {
  languages?: ProjectDefaults['languages'] | undefined;
  default_lang?: ProjectDefaults['default_lang'] | undefined;
  description: string;
}

/**
 * A new project's fields with what its creator left out taken from the defaults: the languages
 * (with the default language given, if the defaults lack it), the default language (the
 * defaults' when offered, else the first language) and an empty description.
 */
export function presetProject<F extends PresetFields>(fields: F, defaults: ProjectDefaults): F & Pick<ProjectDefaults, 'languages' | 'default_lang'> {
  const given = fields.default_lang;
  const languages =
    fields.languages ?? (given === undefined || defaults.languages.includes(given) ? defaults.languages : [given, ...defaults.languages].slice(0, 5));
  const default_lang = given ?? (languages.includes(defaults.default_lang) ? defaults.default_lang : languages[0]!);
  return { ...fields, languages, default_lang, description: fields.description === '' ? defaults.description : fields.description };
}
