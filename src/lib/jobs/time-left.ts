/** How far a job had got when the screen asked. */
export interface ProgressSample {
  /** The screen's clock, in ms. */
  at: number;
  done: number;
}

/** How many recent samples set the pace: enough to smooth a slow page, few enough to follow a change of speed. */
export const PACE_SAMPLES = 10;

/**
 * Seconds until `total` at the pace of the recent samples, or null while it cannot be told (no
 * total, fewer than two samples, no progress between them). The screen's own clock is used, so
 * a server whose clock is off does not skew it.
 */
export function secondsLeft(samples: readonly ProgressSample[], total: number | null): number | null {
  const recent = samples.slice(-PACE_SAMPLES);
  const first = recent[0];
  const last = recent.at(-1);
  if (total === null || !first || !last || last.at <= first.at) return null;
  const perSecond = (last.done - first.done) / ((last.at - first.at) / 1000);
  if (!(perSecond > 0)) return null;
  return Math.max(0, Math.ceil((total - last.done) / perSecond));
}

/** Adds a sample, dropping those too old to count. */
export function withSample(samples: readonly ProgressSample[], sample: ProgressSample): ProgressSample[] {
  return [...samples, sample].slice(-PACE_SAMPLES);
}
