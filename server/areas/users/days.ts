// A day as the operator reads it, turned into the instants it spans in their time zone.

const DAY_MS = 24 * 60 * 60 * 1000;

// How far the zone's clock is ahead of UTC at an instant, in milliseconds.
function zoneOffset(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant a day (`YYYY-MM-DD`) starts in a time zone. */
export function dayStart(day: string, zone = 'UTC'): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const first = midnight - zoneOffset(midnight, zone);
  // A change of offset between UTC midnight and the zone's (summer time) moves the answer once more.
  const second = midnight - zoneOffset(first, zone);
  return new Date(second);
}

/** The instant the day after `day` starts in a time zone: the end of `day`, excluded. */
export function dayEnd(day: string, zone = 'UTC'): Date {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return dayStart(next, zone);
}
