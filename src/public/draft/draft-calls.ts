import type { EndpointOutput } from '../../../contract/endpoint.ts';
import { DraftSave, DraftSubmit } from '../../../contract/public.ts';
import { publicCall, type PublicResult, type SitePlace } from '../api.ts';
import type { PendingSubmit, SaveBody } from './draft-state.ts';
import type { SaveOutcome, SubmitOutcome } from './draft-sync.ts';

/** The answer of a submission: the submission and the form's confirmation message. */
export type Submitted = EndpointOutput<typeof DraftSubmit>;

// No answer, the server down or busy, or the same key still being answered: worth sending again.
function isTransient(result: { status: number; error: { code: string } | null }): boolean {
  return result.status === 0 || result.status >= 500 || result.status === 429 || result.error?.code === 'idempotency_in_progress';
}

function message(result: PublicResult<unknown>): string | null {
  return result.ok ? null : (result.error?.message ?? null);
}

/** Sends a save of the draft; the answer as the sync reads it. */
export async function sendSave(place: SitePlace, form: string, body: SaveBody): Promise<SaveOutcome> {
  const result = await publicCall(DraftSave, { ...place, form, ...body });
  if (result.ok) return { kind: 'saved', revision: result.data.draft.revision };
  if (isTransient(result)) return { kind: 'offline' };
  if (result.status === 401) return { kind: 'signed-out' };
  return { kind: 'refused', message: message(result) };
}

/** The field keys of a refusal's messages: the server names them by key, or by their path under `answers`. */
export function answerFields(fields: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([path, text]) => [path.replace(/^answers\./, ''), text]));
}

/** Sends the submission with its key; the answer as the sync reads it. */
export async function sendSubmit(place: SitePlace, form: string, pending: PendingSubmit): Promise<SubmitOutcome<Submitted>> {
  const result = await publicCall(DraftSubmit, { ...place, form, ...pending.body }, { idempotencyKey: pending.key });
  if (result.ok) return { kind: 'submitted', answer: result.data };
  if (isTransient(result)) return { kind: 'offline' };
  if (result.status === 401) return { kind: 'signed-out' };
  if (result.status === 400 && result.error?.fields && Object.keys(result.error.fields).length > 0) {
    return { kind: 'invalid', fields: answerFields(result.error.fields), message: message(result) };
  }
  return { kind: 'refused', message: message(result) };
}
