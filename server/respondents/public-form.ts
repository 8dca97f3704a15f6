import { and, eq } from 'drizzle-orm';
import type { FormDefinition } from '../../contract/form-definition.ts';
import type { FORM_WINDOWS } from '../../contract/public.ts';
import type { Db } from '../db/db.ts';
import { forms, formVersions } from '../db/schema/forms.ts';
import { AppError } from '../errors.ts';
import type { Site } from './site.ts';

type FormRow = typeof forms.$inferSelect;

/** A form open to the public: its row and the published version it shows. */
export interface PublicForm {
  row: FormRow;
  version: number;
  definition: FormDefinition;
}

/** The form at a public address: published, and open or closed (a draft or archived form is not shown). */
export async function findPublicForm(db: Db, site: Site, slug: string): Promise<PublicForm> {
  const [found] = await db
    .select({ row: forms, definition: formVersions.definition })
    .from(forms)
    .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.number, forms.publishedVersion)))
    .where(and(eq(forms.projectId, site.project.id), eq(forms.slug, slug)))
    .limit(1);
  if (!found || (found.row.status !== 'open' && found.row.status !== 'closed') || found.row.publishedVersion === null) {
    throw new AppError('not_found');
  }
  return { row: found.row, version: found.row.publishedVersion, definition: found.definition };
}

/** Whether a form takes answers now. */
export function formWindow(row: FormRow, now: Date): (typeof FORM_WINDOWS)[number] {
  if (row.status !== 'open') return 'closed';
  if (row.opensAt && row.opensAt > now) return 'not_yet';
  if (row.closesAt && row.closesAt <= now) return 'closed';
  return 'open';
}
