import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { media } from '../db/schema/media.ts';

/**
 * Whether stored files may stand as theme graphics (a logo, a page background) of an owner: theme
 * files of the installation, or of that company. An attachment, another company's graphic or an
 * unknown id never may: a saved theme or logo is shown to anyone, so it may only name what its
 * owner could show anyway.
 */
export async function areThemeGraphicsOf(db: Db, mediaIds: string[], owner: { company: string | null }): Promise<boolean> {
  const ids = [...new Set(mediaIds)];
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: media.id, companyId: media.companyId, projectId: media.projectId })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.kind, 'theme')));
  const usable = rows.filter((row) => row.projectId === null && (row.companyId === null || row.companyId === owner.company));
  return usable.length === ids.length;
}
