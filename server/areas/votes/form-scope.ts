import { and, eq } from 'drizzle-orm';
import type { FormField } from '../../../contract/form-definition.ts';
import type { Db } from '../../db/db.ts';
import { forms, formVersions } from '../../db/schema/forms.ts';
import { AppError } from '../../errors.ts';
import { voterFields } from '../../respondents/vote-form.ts';
import type { FormScope } from '../../../contract/fields.ts';

/** A form as the operators' votes calls read it: its row and the fields it shows voters. */
export interface ScopedVoteForm {
  row: typeof forms.$inferSelect;
  fields: FormField[];
}

/** The form of an operators' votes call, with the voter fields of its published version (none before it). */
export async function formOf(db: Db, scope: FormScope): Promise<ScopedVoteForm> {
  const [found] = await db
    .select({ row: forms, definition: formVersions.definition })
    .from(forms)
    .leftJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.number, forms.publishedVersion)))
    .where(and(eq(forms.id, scope.form), eq(forms.projectId, scope.project), eq(forms.companyId, scope.company)))
    .limit(1);
  if (!found) throw new AppError('not_found');
  return { row: found.row, fields: found.definition ? voterFields(found.definition, found.row.voterFields) : [] };
}

/** The form's name in the log: its title in its default language, else its slug. */
export function formName(row: ScopedVoteForm['row']): string {
  return row.draft.title[row.draft.default_lang]?.trim() || row.slug;
}
