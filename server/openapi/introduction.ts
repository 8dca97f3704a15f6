import { signInCalls } from './sign-in-calls.ts';

/** The opening text of the description (Markdown): how every call is made and answered. */
export function introduction(maxBodyBytes: number): string {
  return [
    'The API of the back office, generated from its contract: every call below is checked by the server exactly as described here.',
    [
      '- Every call of the contract is `POST /api/<path>` with `Content-Type: application/json` (else 415), even with no body;',
      `  the body is one JSON object (else 400) of at most ${maxBodyBytes} bytes (else 413). Other methods answer 405 with \`Allow: POST\`.`,
      '- A path segment in braces is a field of the input carried in the path; the body holds the other fields. Fields the call does not know are ignored.',
      "- A POST whose `Origin` is another site's is refused (403 `forbidden_origin`), and any request sent to a host the server does not answer at (its pages, files and `/api/health` too) gets 421 (`unknown_host`).",
      `- Sign in (${signInCalls()}): the last answer sets the session cookie, which later calls send back.`,
      '- `x-permission` on each operation names the permission the call needs; `x-permissions` at the root says who passes each.',
      '- A mutation takes an `Idempotency-Key` header: sent again with the same body it gets the stored answer (with `Idempotent-Replayed: true`), with another body 422, while the first is still running 409. A call that carries credentials (a password, a PIN, a code) keeps no record of its key: a retry runs it again.',
      '- Every refusal is `{"error": {"code", "message", "fields"?}}` with the status of its code: `code` is stable (`x-error-codes` at the root lists them all), `message` is in the caller\'s language, `fields` maps a field to what is wrong with it. 429 `rate_limited` comes with `Retry-After` in seconds.',
    ].join('\n'),
  ].join('\n\n');
}
