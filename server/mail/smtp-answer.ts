// What a relay answered, and whether a refusal is worth another try.

/** A relay's answer: its SMTP code (null when there was none: no connection, a file written) and its text. */
export interface MailAnswer {
  code: number | null;
  text: string;
}

// Kept whole enough to read, short enough for a column the admins list.
const MAX_ANSWER = 500;

/** A message the relay did not take: its answer, and whether trying again could change it. */
export class MailSendError extends Error {
  constructor(
    readonly answer: MailAnswer,
    /** A refusal of the message itself (5xx): the same message would be refused again. */
    readonly final: boolean,
  ) {
    super(answer.code === null ? answer.text : `${answer.code} ${answer.text.replace(/^\d{3}\s*/, '')}`);
  }
}

/** The answer in an accepted message's response line (`250 2.0.0 Ok: queued as …`). */
export function answerOf(response: string | undefined): MailAnswer {
  const text = (response ?? '').slice(0, MAX_ANSWER);
  const code = /^([2-5]\d\d)\b/.exec(text)?.[1];
  return { code: code ? Number(code) : null, text };
}

// Refused before any word with the relay: the message is unsendable as it stands.
const MALFORMED = new Set(['EENVELOPE', 'EMESSAGE']);
// The relay refusing our account says nothing of the message: it may go once the settings are right.
const RELAY_REFUSED_US = new Set(['EAUTH', 'ENOAUTH']);

/**
 * A nodemailer error as the queue reads it. A 5xx answer is final, except 503 (bad sequence of
 * commands: the session, not the message, was wrong) and an authentication refusal; 4xx, a lost
 * connection and a timeout are tried again.
 */
export function sendFailure(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  const raw = (error ?? {}) as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown };
  const code = typeof raw.responseCode === 'number' ? raw.responseCode : null;
  const text = String(raw.response ?? raw.message ?? error).slice(0, MAX_ANSWER);
  const kind = typeof raw.code === 'string' ? raw.code : '';
  if (RELAY_REFUSED_US.has(kind)) return new MailSendError({ code, text }, false);
  if (code === null) return new MailSendError({ code, text }, MALFORMED.has(kind));
  return new MailSendError({ code, text }, code >= 500 && code < 600 && code !== 503);
}
