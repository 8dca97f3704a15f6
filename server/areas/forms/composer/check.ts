import { applyChanges, FormChangeSchema, schemaForChangesOf, type FormChange } from '../../../../contract/form-changes.ts';
import type { FormDefinition } from '../../../../contract/form-definition.ts';

/**
 * The changes of a proposal if every one is a well-formed change and, applied in order to the
 * draft, they leave a form the schema accepts (keys unique, conditions on earlier fields; for a
 * draft still incomplete, one that can be stored); else null.
 */
export function checkedChanges(draft: FormDefinition, raw: unknown): FormChange[] | null {
  if (!Array.isArray(raw)) return null;
  const changes: FormChange[] = [];
  for (const entry of raw) {
    const parsed = FormChangeSchema.safeParse(entry);
    if (!parsed.success) return null;
    changes.push(parsed.data);
  }
  try {
    return schemaForChangesOf(draft).safeParse(applyChanges(draft, changes)).success ? changes : null;
  } catch {
    return null;
  }
}
