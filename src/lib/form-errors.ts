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

/** Moves the server's field messages onto the form's own field names where the two differ. */
export function renameFields(fields: Record<string, string>, renames: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, message]) => [renames[name] ?? name, message]));
}
