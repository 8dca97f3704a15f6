import type { PublicError, PublicResult } from './api.ts';
import type { PublicTexts } from './texts.ts';

/** What a refused call says on the page: the server's own message, or that it did not answer. */
export function failureText(result: { ok: false; error: PublicError | null }, texts: PublicTexts): string {
  return result.error?.message ?? texts.page.noAnswer();
}

/** A refusal's message for one field, if it names it. */
export function fieldFailure<T>(result: PublicResult<T>, field: string): string | null {
  return result.ok ? null : (result.error?.fields?.[field] ?? null);
}
