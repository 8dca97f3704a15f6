// A project's site menu: its items in order, each leading to one of its pages or forms, its
// "My submissions" page, or another site.
import { and, eq, inArray } from 'drizzle-orm';
import type { MenuItem } from '../../../contract/pages.ts';
import type { Db } from '../../db/db.ts';
import { pages, siteMenus } from '../../db/schema/pages.ts';
import { AppError, fieldError, type FieldProblem } from '../../errors.ts';
import { projectForms, type ProjectRef } from './references.ts';

/** The project's menu; a menu never saved is empty, at version 0. */
export async function readMenu(db: Db, ref: ProjectRef): Promise<{ items: MenuItem[]; version: number }> {
  const [row] = await db.select().from(siteMenus).where(eq(siteMenus.projectId, ref.project)).limit(1);
  return row ? { items: row.items, version: row.version } : { items: [], version: 0 };
}

async function checkTargets(db: Db, ref: ProjectRef, items: MenuItem[]): Promise<void> {
  const ids = (kind: 'page' | 'form') => items.flatMap((item) => (item.target.kind === kind ? [item.target.id] : []));
  const pageIds = ids('page');
  const knownPages = new Set(
    pageIds.length === 0
      ? []
      : (
          await db
            .select({ id: pages.id })
            .from(pages)
            .where(and(eq(pages.projectId, ref.project), inArray(pages.id, pageIds)))
        ).map((row) => row.id),
  );
  const knownForms = await projectForms(db, ref, ids('form'));
  const problems: Record<string, FieldProblem> = {};
  items.forEach((item, index) => {
    if (item.target.kind === 'page' && !knownPages.has(item.target.id)) problems[`items.${index}.target.id`] = { code: 'page_not_in_project' };
    if (item.target.kind === 'form' && !knownForms.has(item.target.id)) problems[`items.${index}.target.id`] = { code: 'form_not_in_project' };
  });
  if (Object.keys(problems).length > 0) throw fieldError(problems);
}

/** Saves the menu (at `version` when given: a stale one is a conflict with the current menu). */
export async function saveMenu(db: Db, ref: ProjectRef, items: MenuItem[], version: number | undefined, now: Date) {
  await checkTargets(db, ref, items);
  const current = await readMenu(db, ref);
  if (version !== undefined && version !== current.version) throw new AppError('conflict', { extra: { current } });
  const [row] =
    current.version === 0
      ? await db.insert(siteMenus).values({ projectId: ref.project, companyId: ref.company, items, version: 1, updatedAt: now }).onConflictDoNothing().returning()
      : await db
          .update(siteMenus)
          .set({ items, version: current.version + 1, updatedAt: now })
          .where(and(eq(siteMenus.projectId, ref.project), eq(siteMenus.version, current.version)))
          .returning();
  if (!row) throw new AppError('conflict', { extra: { current: await readMenu(db, ref) } });
  return { items: row.items, version: row.version };
}
