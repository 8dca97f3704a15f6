import { describe, expect, it } from 'vitest';
import { TokenBucket } from '../../server/areas/mail-merge/pace.ts';

describe('a campaign’s token bucket', () => {
  it('hands a tick’s worth at a time, at the rate on the whole, never more than a second’s worth at once', () => {
    const bucket = new TokenBucket(100, 0);
    expect(bucket.take(1_000, 0)).toBe(25);
    // Less than a batch is not handed: one row per transaction would cost more than it paces.
    expect(bucket.take(1_000, 100)).toBe(0);
    expect(bucket.waitMs(100)).toBe(150);
    expect(bucket.take(1_000, 250)).toBe(25);
    // A feeder that stalled for ten seconds catches up by one second's worth only.
    expect(bucket.take(1_000, 10_250)).toBe(100);
    let handed = 0;
    for (let now = 10_250; now <= 20_250; now += 50) handed += bucket.take(1_000, now);
    expect(handed).toBeGreaterThanOrEqual(975);
    expect(handed).toBeLessThanOrEqual(1_000);
  });

  it('takes no more than the room left under the cap, and one row at a time at a slow rate', () => {
    const slow = new TokenBucket(1, 0);
    expect(slow.take(10, 0)).toBe(1);
    expect(slow.take(10, 500)).toBe(0);
    expect(slow.take(10, 1_000)).toBe(1);
    const fast = new TokenBucket(1_000, 0);
    expect(fast.take(3, 0)).toBe(3);
    expect(fast.take(0, 5_000)).toBe(0);
  });
});
