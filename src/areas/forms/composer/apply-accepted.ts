import { applyChanges, ChangeNotApplicable, schemaForChangesOf, type FormChange } from '../../../../contract/form-changes.ts';
import type { FormDefinition } from '../../../../contract/form-definition.ts';

/** The draft after the accepted changes, and how many could not be placed. */
export interface Applied {
  draft: FormDefinition;
  skipped: number;
}

// A change placed after a field the operator rejected goes to the end of its step instead.
function placed(draft: FormDefinition, change: FormChange): FormChange | null {
  if (change.op === 'add_field' && change.after !== null) {
    const block = draft.blocks.find((candidate) => candidate.key === change.block);
    return { ...change, after: block?.fields.at(-1)?.key ?? null };
  }
  if (change.op === 'move_field' && change.after !== null) {
    const block = draft.blocks.find((candidate) => candidate.key === change.block);
    const last = block?.fields.filter((field) => field.key !== change.key).at(-1)?.key ?? null;
    return { ...change, after: last };
  }
  return null;
}

function tryChange(draft: FormDefinition, change: FormChange, schema: ReturnType<typeof schemaForChangesOf>): FormDefinition | null {
  try {
    const next = applyChanges(draft, [change]);
    return schema.safeParse(next).success ? next : null;
  } catch (error) {
    if (error instanceof ChangeNotApplicable) return null;
    throw error;
  }
}

/**
 * Applies the accepted changes in their order, each on the draft the ones before it made; a
 * change that no longer fits (it names a field the operator rejected) is placed at the end of
 * its step when it can be, else left out and counted. The result is always a valid draft (one
 * that can be stored, when the draft was still incomplete).
 */
export function applyAccepted(draft: FormDefinition, accepted: readonly FormChange[]): Applied {
  let current = draft;
  let skipped = 0;
  const schema = schemaForChangesOf(draft);
  for (const change of accepted) {
    const fallback = placed(current, change);
    const next = tryChange(current, change, schema) ?? (fallback ? tryChange(current, fallback, schema) : null);
    if (next) current = next;
    else skipped += 1;
  }
  return { draft: current, skipped };
}
