import type { z } from 'zod';
import type { ProjectDefaults, ProjectDefaultsSave } from '../../../contract/theme.ts';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../errors.ts';
import { checkVersion } from '../../http/versions.ts';
import { readProjectDefaults, writeProjectDefaults } from '../../theme/project-defaults.ts';

type SaveInput = z.output<typeof ProjectDefaultsSave.input>;

/** What new projects start with, as stored (the built-in defaults until the first save) with its version. */
export async function getProjectDefaults(db: Db): Promise<ProjectDefaults> {
  return readProjectDefaults(db);
}

/** Saves what new projects start with at the version it was read; a stale one is refused with 409 and the stored defaults. */
export async function saveProjectDefaults(db: Db, input: SaveInput, now: Date): Promise<{ before: ProjectDefaults; entity: ProjectDefaults }> {
  const before = await readProjectDefaults(db);
  checkVersion(before, input.version, () => before);
  const { languages, default_lang, description, Theme_Colors, Theme_Graphics } = input;
  const entity = await writeProjectDefaults(db, { languages, default_lang, description, Theme_Colors, Theme_Graphics }, before.version, now);
  // Another save landed between the read and the write.
  if (!entity) throw new AppError('conflict', { extra: { current: await readProjectDefaults(db) } });
  return { before, entity };
}
