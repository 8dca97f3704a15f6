import type { FormDefinition, Prefill } from '../../../contract/form-definition.ts';
import { withAnswer, type DeviceDraft } from './draft-state.ts';

/** What the respondent's own record gives to the fields marked to be filled from it. */
export interface PersonRecord {
  email: string;
  first_name: string;
  last_name: string;
}

function valueOf(prefill: Prefill, person: PersonRecord): string {
  if (prefill === 'email') return person.email;
  if (prefill === 'first_name') return person.first_name.trim();
  if (prefill === 'last_name') return person.last_name.trim();
  return `${person.first_name.trim()} ${person.last_name.trim()}`.trim();
}

/**
 * A new draft with each field marked `prefill` filled from the person's record, where no change of
 * it waits on this device (an answer emptied there stays empty). Only a draft the server has never
 * held is filled: the first save carried the values, so a field empty in a saved draft is one the
 * person emptied, and it stays empty on every device. The values go as changes, so the next save,
 * or the submission, carries them like typed answers.
 */
export function withPrefills(draft: DeviceDraft, definition: Pick<FormDefinition, 'blocks'>, person: PersonRecord): DeviceDraft {
  // A submission on its way carries its own answers, and a saved draft holds what the person left: nothing joins them.
  if (draft.submit || draft.revision !== null) return draft;
  let next = draft;
  for (const block of definition.blocks) {
    for (const field of block.fields) {
      if (!('prefill' in field) || !field.prefill) continue;
      if (field.key in next.answers || field.key in next.pending) continue;
      const value = valueOf(field.prefill, person);
      if (value !== '') next = withAnswer(next, field.key, value);
    }
  }
  return next;
}
