/** The units a relative time is told in, largest first, with their length in seconds. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const fullFormats = new Map<string, Intl.DateTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
}

/**
 * A moment as people read it: "3 minutes ago", "in 2 days", "yesterday"; under a minute
 * "now". Months and years are rounded, which is what a list needs; the full time is
 * `fullTime`'s.
 */
export function relativeTime(when: Date, now: Date, locale: string): string {
  const seconds = Math.round((when.getTime() - now.getTime()) / 1000);
  const format = relativeFormat(locale);
  for (const [unit, length] of UNITS) {
    if (Math.abs(seconds) >= length) return format.format(Math.trunc(seconds / length), unit);
  }
  return format.format(0, 'second');
}

/** A moment in full, in the reader's time zone: "23 Nov 2026, 14:05:09". */
export function fullTime(when: Date, locale: string): string {
  let format = fullFormats.get(locale);
  if (!format) fullFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' })));
  return format.format(when);
}
