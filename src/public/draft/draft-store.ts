import { readStored, removeStored, writeStored } from '../device.ts';
import type { DeviceDraft } from './draft-state.ts';

/** Where one person's draft of one form is kept: by project, form and email. */
export interface DraftPlace {
  company: string;
  project: string;
  form: string;
  email: string;
}

const PREFIX = 'p.draft:';

/** The storage key of a draft. */
export function draftKey(place: DraftPlace): string {
  return `${PREFIX}${place.company}/${place.project}/${place.form}:${place.email.toLowerCase()}`;
}

function isDraft(value: unknown): value is DeviceDraft {
  const draft = value as Partial<DeviceDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.answers === 'object' &&
    typeof draft.pending === 'object' &&
    typeof draft.block === 'number' &&
    typeof draft.lang === 'string'
  );
}

/** The draft this device holds, or null. */
export function readDraft(place: DraftPlace): DeviceDraft | null {
  const stored = readStored<unknown>(draftKey(place));
  return isDraft(stored) ? stored : null;
}

/** Keeps the draft on the device (null forgets it). */
export function writeDraft(place: DraftPlace, draft: DeviceDraft | null): void {
  writeStored(draftKey(place), draft);
}

/** Forgets every draft of a person in a project (signed out for good, or erased). */
export function forgetDrafts(company: string, project: string, email: string): void {
  const mine = `:${email.toLowerCase()}`;
  removeStored(`${PREFIX}${company}/${project}/`, (key) => key.endsWith(mine));
}
