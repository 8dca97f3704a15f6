// A page's revisions: its content at each publication, and while edited at most one per 10 minutes;
// the last 10 of each kind kept per page.
import crypto from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAGE_LIMITS } from '../../../contract/pages.ts';
import type { Db } from '../../db/db.ts';
import { operators } from '../../db/schema/accounting.ts';
import { pageRevisions } from '../../db/schema/pages.ts';
import { AppError } from '../../errors.ts';
import type { PageRow } from './presenter.ts';

type Kind = (typeof pageRevisions.$inferSelect)['kind'];

const WINDOW_MS = PAGE_LIMITS.editRevisionMinutes * 60 * 1000;

/**
 * Records the page's content as a revision. A publication always makes one. An edit makes one
 * when the page's last edit revision is 10 minutes old or more; a younger one takes the new
 * content instead, so one revision stands for each 10 minutes of editing, holding how the draft
 * stood at the end of them. Past the last 10 of its kind, the oldest of the page go.
 */
export async function recordRevision(db: Db, page: PageRow, kind: Kind, operator: string | null, now: Date): Promise<void> {
  const content = { title: page.title, description: page.description, body: page.body };
  if (kind === 'edit') {
    const [last] = await db
      .select({ id: pageRevisions.id, createdAt: pageRevisions.createdAt })
      .from(pageRevisions)
      .where(and(eq(pageRevisions.pageId, page.id), eq(pageRevisions.kind, 'edit')))
      .orderBy(desc(pageRevisions.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < WINDOW_MS) {
      await db.update(pageRevisions).set({ ...content, createdBy: operator }).where(eq(pageRevisions.id, last.id));
      return;
    }
  }
  await db.insert(pageRevisions).values({ id: crypto.randomUUID(), pageId: page.id, kind, createdAt: now, createdBy: operator, ...content });
  const older = await db
    .select({ id: pageRevisions.id })
    .from(pageRevisions)
    .where(and(eq(pageRevisions.pageId, page.id), eq(pageRevisions.kind, kind)))
    .orderBy(desc(pageRevisions.createdAt), desc(pageRevisions.id))
    .offset(PAGE_LIMITS.revisionsKept);
  if (older.length > 0) await db.delete(pageRevisions).where(inArray(pageRevisions.id, older.map((row) => row.id)));
}

/** The page's revisions, newest first, each with who made it. */
export async function listRevisions(db: Db, pageId: string) {
  const rows = await db
    .select({ id: pageRevisions.id, kind: pageRevisions.kind, createdAt: pageRevisions.createdAt, firstName: operators.firstName, email: operators.email })
    .from(pageRevisions)
    .leftJoin(operators, eq(operators.id, pageRevisions.createdBy))
    .where(eq(pageRevisions.pageId, pageId))
    // A publication made in the same instant as an edit came after it.
    .orderBy(desc(pageRevisions.createdAt), desc(pageRevisions.kind), desc(pageRevisions.id));
  return rows.map((row) => ({ id: row.id, kind: row.kind, created_at: row.createdAt.toISOString(), by: row.firstName?.trim() || row.email || '' }));
}

/** One revision of the page, or 404. */
export async function getRevision(db: Db, pageId: string, id: string) {
  const [row] = await db
    .select()
    .from(pageRevisions)
    .where(and(eq(pageRevisions.id, id), eq(pageRevisions.pageId, pageId)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  return row;
}
