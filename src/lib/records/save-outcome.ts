import type { ApiError, ApiResult, Queued } from '../api.ts';
import { formFailure } from '../form-errors.ts';

/** A save's refusal: the server's message, its messages by field, and its error as it came. */
export interface SaveRefusal {
  message: string;
  fields: Record<string, string>;
  error: ApiError | null;
}

/**
 * How a save went: the server applied it (and answered with the record), the device kept it for
 * later, it met someone else's save (their record, as the 409 carried it), or it was refused.
 */
export type SaveOutcome<R> =
  | { kind: 'applied'; record: R }
  | { kind: 'kept' }
  | { kind: 'conflict'; message: string; current: R | null }
  | ({ kind: 'refused' } & SaveRefusal);

/** Reads a mutation's result as a save's outcome; `unreachable` words a failure that brought no answer. */
export function saveOutcome<T, R>(result: ApiResult<T> | Queued, saved: (data: T) => R, unreachable: string): SaveOutcome<R> {
  if (result.ok && result.queued) return { kind: 'kept' };
  if (result.ok) return { kind: 'applied', record: saved(result.data) };
  const failure = formFailure(result, unreachable);
  if (result.error?.code === 'conflict') return { kind: 'conflict', message: failure.message, current: (result.current as R | undefined) ?? null };
  return { kind: 'refused', message: failure.message, fields: failure.fields, error: result.error };
}
