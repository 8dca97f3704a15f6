// The announcements an installation admin chose for a project's public side, as its pages show
// them: read by the alerts area's public call (the public app's banner) and by the landing pages,
// which the server writes whole.
import { and, desc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PublicAlert } from '../../contract/alerts-public.ts';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import type { Db } from '../db/db.ts';
import { announcements } from '../db/schema/alerts.ts';
import { ON_PAGE, renderRichText } from '../rich-text/render.ts';

/** The loudest first. */
export const SEVERITY_ORDER = { critical: 0, warning: 1, info: 2 } as const;

/** Started, and not ended yet. */
export const inWindow = (now: Date) => and(lte(announcements.startsAt, now), or(isNull(announcements.endsAt), gt(announcements.endsAt, now)));

/** The body in every language it is written in, rendered by the one rich-text renderer. */
export function renderedBody(body: Record<string, RichTextDocument> | null): Record<string, string> {
  const html: Record<string, string> = {};
  for (const [lang, doc] of Object.entries(body ?? {})) {
    const rendered = renderRichText(doc, ON_PAGE);
    if (rendered.text.trim() !== '' || rendered.html.includes('<img')) html[lang] = rendered.html;
  }
  return html;
}

/** The announcements in their window chosen for a project's public pages, the loudest first. */
export async function publicAnnouncements(db: Db, projectId: string, now: Date): Promise<PublicAlert[]> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(inWindow(now), sql`(${announcements.audience} -> 'public_projects') @> ${JSON.stringify([projectId])}::jsonb`))
    .orderBy(desc(announcements.startsAt));
  return rows
    .map((row) => ({ id: row.id, title: row.title, body: renderedBody(row.body), severity: row.severity, starts_at: row.startsAt.toISOString(), ends_at: row.endsAt?.toISOString() ?? null }))
    .sort((x, y) => SEVERITY_ORDER[x.severity] - SEVERITY_ORDER[y.severity]);
}
