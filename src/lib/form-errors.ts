import type { ApiResult } from './api.ts';

/** What a failed call means for a form: a message for the alert and messages for fields. */
export interface FormFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * Reads a failed call for a form. The server already speaks the operator's language;
 * `unreachable` covers the case where no answer with an error body arrived.
 */
export function formFailure(result: Extract<ApiResult<unknown>, { ok: false }>, unreachable: string): FormFailure {
  if (!result.error) return { message: unreachable, fields: {} };
  return { message: result.error.message, fields: result.error.fields ?? {} };
}
