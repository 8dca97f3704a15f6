// How long a message waits after an attempt the relay did not take, and when it is given up.

/** The waits between attempts: doubling from the first, held short while the message is young. */
export interface RetryPolicy {
  /** The wait after the first failed attempt; each further one waits twice as long, up to a cap. */
  firstWaitMs: number;
  /** How long a message counts as young. */
  youngMs: number;
  /** The longest wait of a young message, so it leaves within that long of the relay's return. */
  youngMaxWaitMs: number;
  /** The longest wait afterwards. */
  maxWaitMs: number;
  /** Past this age a message that still was not taken fails for good. */
  giveUpMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The product's waits: 5, 10, 20, 40 s, then a minute at most during the first hour (a PIN or a
 * code waits at most a minute past the relay's return), then up to 15 minutes, and given up after 24 hours.
 */
export const MAIL_RETRY: RetryPolicy = { firstWaitMs: 5_000, youngMs: HOUR, youngMaxWaitMs: MINUTE, maxWaitMs: 15 * MINUTE, giveUpMs: 24 * HOUR };

/** The wait before the next attempt after `attempts` failed ones, for a message `ageMs` old; null when it is given up. */
export function retryWait(policy: RetryPolicy, attempts: number, ageMs: number): number | null {
  if (ageMs >= policy.giveUpMs) return null;
  const cap = ageMs < policy.youngMs ? policy.youngMaxWaitMs : policy.maxWaitMs;
  const doubled = policy.firstWaitMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  // The last attempt comes at the give-up age, not a whole wait past it.
  return Math.max(0, Math.min(doubled, cap, policy.giveUpMs - ageMs));
}
