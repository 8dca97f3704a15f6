import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { media } from '../db/schema/media.ts';

/**
 * Whether stored files may stand as theme graphics (a logo, a page background) of an owner: theme
 * files of the installation, of that company, or (for a project's theme) of that project. An
 * attachment, another company's or another project's graphic or an unknown id never may: a saved
 * theme or logo is shown to anyone, so it may only name what its owner could show anyway.
 */
export async function areThemeGraphicsOf(db: Db, mediaIds: string[], owner: { company: string | null; project?: string | null }): Promise<boolean> {
  const ids = [...new Set(mediaIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: media.id, companyId: media.companyId, projectId: media.projectId })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.kind, 'theme')));
  const usable = rows.filter(
    (row) =>
      (row.companyId === null || row.companyId === owner.company) &&
      (row.projectId === null || (owner.project !== undefined && owner.project !== null && row.projectId === owner.project)),
  );
  return usable.length === ids.length;
}
