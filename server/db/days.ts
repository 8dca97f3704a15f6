// A day as people read it, turned into the instants it spans in their time zone: the lists filter by it.

const DAY_MS = 24 * 60 * 60 * 1000;

// Nobody registered before 1970 nor after 9999; beyond these the database takes no year (0, 10000) as written.
const EARLIEST = 0;
const LATEST = Date.UTC(9999, 11, 31);

// How far the zone's clock is ahead of UTC at an instant, in milliseconds.
function zoneOffset(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  // Years before 1 are told with an era (1 BC is year 0); setUTCFullYear takes years below 100 as they are.
  const year = parts.find((entry) => entry.type === 'era')?.value === 'BC' ? 1 - part('year') : part('year');
  const local = new Date(0);
  local.setUTCFullYear(year, part('month') - 1, part('day'));
  local.setUTCHours(part('hour'), part('minute'), part('second'));
  return local.getTime() - Math.floor(instant / 1000) * 1000;
}

// The instant the zone's clock shows a UTC midnight's date and time.
function zoned(midnight: number, zone: string): Date {
  const first = midnight - zoneOffset(midnight, zone);
  // A change of offset between UTC midnight and the zone's (summer time) moves the answer once more.
  const second = midnight - zoneOffset(first, zone);
  const instant = Number.isFinite(second) ? second : midnight;
  return new Date(Math.min(Math.max(instant, EARLIEST), LATEST));
}

/** The instant a day (`YYYY-MM-DD`) starts in a time zone. */
export function dayStart(day: string, zone = 'UTC'): Date {
  return zoned(Date.parse(`${day}T00:00:00Z`), zone);
}

/** The instant the day after `day` starts in a time zone: the end of `day`, excluded. */
export function dayEnd(day: string, zone = 'UTC'): Date {
  return zoned(Date.parse(`${day}T00:00:00Z`) + DAY_MS, zone);
}
