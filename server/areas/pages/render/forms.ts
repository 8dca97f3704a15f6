import { and, eq } from 'drizzle-orm';
import type { LocalizedText } from '../../../../contract/form-definition.ts';
import type { Db } from '../../../db/db.ts';
import { forms, formVersions } from '../../../db/schema/forms.ts';
import type { PageForm } from './page-body.ts';

/** The project's forms as its pages show them: title of the published version, status and dates. */
export async function pageForms(db: Db, projectId: string): Promise<Map<string, PageForm>> {
  const rows = await db
    .select({
      id: forms.id,
      slug: forms.slug,
      status: forms.status,
      publishedVersion: forms.publishedVersion,
      opensAt: forms.opensAt,
      closesAt: forms.closesAt,
      resultsAt: forms.resultsAt,
      draft: forms.draft,
      definition: formVersions.definition,
    })
    .from(forms)
    .leftJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.number, forms.publishedVersion)))
    .where(eq(forms.projectId, projectId));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        slug: row.slug,
        title: ((row.definition ?? row.draft) as { title?: LocalizedText }).title ?? {},
        status: row.status,
        published: row.publishedVersion !== null,
        opensAt: row.opensAt,
        closesAt: row.closesAt,
        resultsAt: row.resultsAt,
      },
    ]),
  );
}
