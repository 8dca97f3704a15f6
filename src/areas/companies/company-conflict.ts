import type { Company } from '../../../contract/companies.ts';
import type { ApiResult } from '../../lib/api.ts';

/** The fields the company form edits. */
export interface CompanyValues {
  name: string;
  slug: string;
  contact_email: string;
  notes: string;
  status: Company['status'];
}

/** What a refused save means for the screen. */
export type SaveFailure =
  | { kind: 'conflict'; message: string }
  | { kind: 'fields'; message: string; fields: Record<string, string> };

/** Reads a refused save: a stale version asks for the current record, anything else lands on the fields. */
export function readSaveFailure(result: Extract<ApiResult<unknown>, { ok: false }>, unreachable: string): SaveFailure {
  // Read in place rather than through the shared form helpers, which keeps this screen's chunk apart from the sign-in page's.
  const failure = result.error ? { message: result.error.message, fields: result.error.fields ?? {} } : { message: unreachable, fields: {} };
  if (result.error?.code === 'conflict') return { kind: 'conflict', message: failure.message };
  // A taken slug is the slug's problem even when the server names no field.
  if (result.error?.code === 'slug_taken' && !failure.fields.slug) {
    return { kind: 'fields', message: failure.message, fields: { ...failure.fields, slug: failure.message } };
  }
  return { kind: 'fields', ...failure };
}

/** The form's values of a stored company. */
export function valuesOf(company: Company): CompanyValues {
  const { name, slug, contact_email, notes, status } = company;
  return { name, slug, contact_email, notes, status };
}

/** The fields where the current record differs from what the operator typed, with both values. */
export function changedFields(mine: CompanyValues, current: Company): { field: keyof CompanyValues; mine: string; current: string }[] {
  const theirs = valuesOf(current);
  return (Object.keys(theirs) as (keyof CompanyValues)[])
    .filter((field) => theirs[field] !== mine[field])
    .map((field) => ({ field, mine: mine[field], current: theirs[field] }));
}
