import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { rateLimits } from '../db/schema/http.ts';

/** A limit: at most `limit` hits per `windowSeconds` for one key. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** A counter after one more hit: the hits in the current window and when it started. */
export interface HitCount {
  hits: number;
  windowStart: Date;
}

/** Counts one hit on a key in a fixed window of `windowSeconds`, in one statement so that concurrent servers share the count. */
export async function countHit(db: Db, key: string, windowSeconds: number, now: Date): Promise<HitCount> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStart} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${windowStart} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  return row ?? { hits: 1, windowStart: now };
}

/** Counts one hit on a key; returns the seconds to wait when it is over the limit, else 0. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimit, now: Date): Promise<number> {
  const { hits, windowStart } = await countHit(db, key, rule.windowSeconds, now);
  if (hits <= rule.limit) return 0;
  const endsAt = windowStart.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Removes the counters whose window ended long ago. */
export async function purgeRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 24 * 3600 * 1000)}`);
}
