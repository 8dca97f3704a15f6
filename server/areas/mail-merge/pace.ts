// A campaign's pace: a token bucket at its rate per second, and its cap over any sliding hour.
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/db.ts';
import { mmRecipients } from '../../db/schema/mail-merge.ts';

/** The longest the feeder sleeps at once, so a pause or a lost lease is seen soon. */
export const LONGEST_NAP_MS = 1_000;

const HOUR_MS = 60 * 60 * 1000;

/** How often the feeder hands a batch at most: a batch is a tick's worth of the rate. */
export const TICK_MS = 250;

/**
 * Rows at `rate` a second, a tick's worth at a time (a transaction, a claim and a relay's
 * connection each carry a batch rather than one row): it fills with time up to one second's
 * worth, so a batch is at most the rate, and a feeder that was slow catches up by no more than that.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;
  /** The rows of one tick: at least one. */
  private readonly batch: number;

  constructor(
    private readonly rate: number,
    now: number,
  ) {
    this.batch = Math.max(1, Math.floor((rate * TICK_MS) / 1000));
    // A first batch at once: a campaign of a few recipients need not wait.
    this.tokens = this.batch;
    this.at = now;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.rate, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
  }

  /** How many rows may go now, at most `most`, taken from the bucket; none until a batch (or `most`) is there. */
  take(most: number, now: number): number {
    this.refill(now);
    const available = Math.floor(this.tokens);
    if (most <= 0 || available < Math.min(this.batch, most)) return 0;
    const taken = Math.min(most, available);
    this.tokens -= taken;
    return taken;
  }

  /** How long until a batch may go. */
  waitMs(now: number): number {
    this.refill(now);
    return this.tokens >= this.batch ? 0 : Math.ceil(((this.batch - this.tokens) / this.rate) * 1000);
  }
}

/**
 * How many rows the campaign may still hand in the hour ending at `now` under its cap (null: no
 * cap): read from the ledger's `queued_at`, so a restart keeps the window.
 */
export async function capRoom(db: Db, campaignId: string, capPerHour: number | null, now: Date): Promise<number> {
  if (capPerHour === null) return Number.POSITIVE_INFINITY;
  const [row] = await db
    .select({ n: count() })
    .from(mmRecipients)
    .where(and(eq(mmRecipients.campaignId, campaignId), gt(mmRecipients.queuedAt, new Date(now.getTime() - HOUR_MS))));
  return Math.max(0, capPerHour - Number(row?.n ?? 0));
}

/** Waits `ms` or until `signal` aborts, whichever comes first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
