import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LocalizedText } from '../../../contract/form-definition.ts';
import type { FormList } from '../../../contract/forms.ts';
import type { Db } from '../../db/db.ts';
import { forms } from '../../db/schema/forms.ts';
import { containing } from '../../db/search.ts';
import { formListItem } from './presenter.ts';

type ListInput = z.output<typeof FormList.input>;

/**
 * One page of a project's forms, last changed first: searched by slug or by title in any language, archived ones only when
 * asked; each with the count of its submissions (drafts aside).
 */
export async function listForms(db: Db, input: ListInput) {
  const filters: SQL[] = [eq(forms.projectId, input.project), eq(forms.companyId, input.company)];
  if (!input.archived) filters.push(ne(forms.status, 'archived'));
  if (input.search) {
    const like = containing(input.search);
    const titled = sql`EXISTS (SELECT 1 FROM jsonb_each_text(${forms.draft} -> 'title') AS title(lang, text) WHERE title.text ILIKE ${like})`;
    filters.push(or(ilike(forms.slug, like), titled)!);
  }
  const where = and(...filters);
  const [rows, [{ total = 0 } = {}]] = await Promise.all([
    db
      .select({
        id: forms.id,
        slug: forms.slug,
        title: sql<LocalizedText>`${forms.draft} -> 'title'`,
        status: forms.status,
        version: forms.version,
        publishedVersion: forms.publishedVersion,
        // In full: the builder leaves a one-table query's columns unqualified, and a bare "id" in the subquery would be its own.
        submissions: sql<number>`(SELECT count(*) FROM submissions AS sent WHERE sent.form_id = forms.id AND sent.status <> 'draft')::int`,
        updatedAt: forms.updatedAt,
      })
      .from(forms)
      .where(where)
      .orderBy(desc(forms.updatedAt), desc(forms.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(forms).where(where),
  ]);
  return { items: rows.map(formListItem), total };
}
