// The limits of the mailed codes. Each counts per mailbox (a project's address) as well as per
// client, so that strangers on many addresses can neither flood a mailbox nor guess without
// bound; none refuses the owner for long: their code is bound to their own browser, the codes'
// window is short, and the guesses' budget ends strangers' codes instead of refusing checks.
import { countHit } from '../../auth/rate-limit.ts';
import type { RateLimitCaller, RateLimitRule } from '../../http/handler.ts';
import type { Site } from '../../respondents/site.ts';

const MINUTE = 60;

/** The window in which one mailbox gets at most `MAILBOX_CODES` codes, in seconds. */
export const MAILBOX_CODE_WINDOW = 10 * MINUTE;
/** Codes mailed to one address of a project per window, whoever asks from wherever. */
export const MAILBOX_CODES = 3;
/** Wrong codes typed for one address of a project per hour before each further one ends its code. */
export const MAILBOX_FAILURES_PER_HOUR = 10;

type CodeInput = { company: string; project: string; email: string };

// One address of one project; the slugs are those the call names.
const mailbox = (input: CodeInput) => `${input.company}/${input.project}|${input.email}`;

/** The limits of `code/send`. */
export const CODE_SEND_LIMITS: Array<RateLimitRule<CodeInput>> = [
  // Per client: one client cannot flood mailboxes.
  { name: 'ip', limit: 20, windowSeconds: 15 * MINUTE, key: (_input, caller) => caller.ip },
  { name: 'mailbox-ip', limit: 5, windowSeconds: 15 * MINUTE, key: (input, caller) => `${mailbox(input)}|${caller.ip}` },
  // Per mailbox, from anywhere: bounds the mail and the codes guessed on; short, so the owner waits little.
  { name: 'mailbox', limit: MAILBOX_CODES, windowSeconds: MAILBOX_CODE_WINDOW, key: (input) => mailbox(input) },
];

/** The limits of `code/check`; the wrong codes per mailbox are counted by `spendsMailboxBudget`. */
export const CODE_CHECK_LIMITS: Array<RateLimitRule<CodeInput>> = [
  { name: 'ip', limit: 60, windowSeconds: 15 * MINUTE, key: (_input, caller) => caller.ip },
];

/**
 * Counts a wrong code typed for the address; true once the hour's budget of its project's
 * address is spent, when the code it was typed for must end (its other tries are gone).
 */
export async function spendsMailboxBudget(ctx: { db: RateLimitCaller['db']; now: Date; factor: number }, site: Site, email: string): Promise<boolean> {
  const key = `p/code/failures:${site.project.id}|${email}`;
  const { hits } = await countHit(ctx.db, key, 60 * MINUTE, ctx.now);
  return hits > Math.ceil(MAILBOX_FAILURES_PER_HOUR * ctx.factor);
}
