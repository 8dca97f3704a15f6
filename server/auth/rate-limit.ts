import { isIPv4, isIPv6 } from 'node:net';
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

/**
 * A client address as the limits count it: an IPv4 address as it is (also when written as IPv6,
 * `::ffff:192.0.2.1`), an IPv6 address by its /64, the block one subscriber usually holds whole,
 * so that walking through its addresses buys no new budget. Anything else is counted as it reads.
 */
export function limitAddress(address: string): string {
  const plain = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return address;
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}

// The eight groups of an IPv6 address, written in full in lower case.
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':')).flatMap((group) => (group.includes('.') ? ipv4Groups(group) : [group]));
  const start = groupsOf(head);
  const end = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - start.length - end.length).fill('0');
  return [...start, ...zeros, ...end].map((group) => Number.parseInt(group, 16).toString(16));
}

// An IPv4 address at the end of an IPv6 one, as two groups.
function ipv4Groups(dotted: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** Removes the counters whose window ended long ago. */
export async function purgeRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${new Date(now.getTime() - 24 * 3600 * 1000)}`);
}
