// The dashboard's charts as data: the server's buckets turned into bars with labels in the reader's
// words, and the days and months with nothing in them put back, so a timeline is read at its true pace.

/** A bucket as the summary gives it. */
export interface Bucket {
  value: string;
  count: number;
  to?: number | undefined;
}

/** One bar: its label on the axis, its count, and the value it stands for (an option's key, a day). */
export interface Bar {
  label: string;
  count: number;
  value: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** Every day from the first counted to the last, those with none at zero (the summary leaves them out). */
export function everyDay(days: Bucket[]): Bucket[] {
  const counted = days.filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.value)).sort((a, b) => a.value.localeCompare(b.value));
  if (counted.length === 0) return [];
  const counts = new Map(counted.map((day) => [day.value, day.count]));
  const first = Date.parse(`${counted[0]!.value}T00:00:00Z`);
  const last = Date.parse(`${counted[counted.length - 1]!.value}T00:00:00Z`);
  const result: Bucket[] = [];
  // A year and a half of days at most: a longer span is read by month anyway.
  for (let time = first; time <= last && result.length < 550; time += DAY_MS) {
    const value = new Date(time).toISOString().slice(0, 10);
    result.push({ value, count: counts.get(value) ?? 0 });
  }
  return result;
}

/** Every month from the first counted to the last (`YYYY-MM`), those with none at zero. */
export function everyMonth(months: Bucket[]): Bucket[] {
  const counted = months.filter((month) => /^\d{4}-\d{2}$/.test(month.value)).sort((a, b) => a.value.localeCompare(b.value));
  if (counted.length === 0) return [];
  const counts = new Map(counted.map((month) => [month.value, month.count]));
  const [firstYear, firstMonth] = counted[0]!.value.split('-').map(Number) as [number, number];
  const last = counted[counted.length - 1]!.value;
  const result: Bucket[] = [];
  for (let year = firstYear, month = firstMonth; result.length < 1200; month === 12 ? ((month = 1), year++) : month++) {
    const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    result.push({ value, count: counts.get(value) ?? 0 });
    if (value >= last) break;
  }
  return result;
}

/** Months up to three years are read month by month; a longer span (dates of birth) by year. */
export const MONTHS_SHOWN = 36;

/** A date field's timeline: every month from the first to the last, or every year when they span more than three. */
export function dateTimeline(months: Bucket[]): { by: 'month' | 'year'; buckets: Bucket[] } {
  const counted = months.filter((month) => /^\d{4}-\d{2}$/.test(month.value));
  if (counted.length === 0) return { by: 'month', buckets: [] };
  const years = counted.map((month) => Number(month.value.slice(0, 4)));
  const first = Math.min(...years);
  const last = Math.max(...years);
  if ((last - first + 1) * 12 <= MONTHS_SHOWN) return { by: 'month', buckets: everyMonth(counted) };
  const counts = new Map<number, number>();
  for (const month of counted) counts.set(Number(month.value.slice(0, 4)), (counts.get(Number(month.value.slice(0, 4))) ?? 0) + month.count);
  return { by: 'year', buckets: Array.from({ length: last - first + 1 }, (_, index) => ({ value: String(first + index), count: counts.get(first + index) ?? 0 })) };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })));
  return found;
}

/** A day on a chart's axis: "3 Mar". */
export function dayLabel(day: string, locale: string): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : format(locale, { day: 'numeric', month: 'short' }).format(time);
}

/** A month on a chart's axis: "Mar 2026". */
export function monthLabel(month: string, locale: string): string {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(time) ? month : format(locale, { month: 'short', year: 'numeric' }).format(time);
}

/** A histogram's bucket: its one value (a rating's step, `single`), else its range "1,000–2,000". */
export function rangeLabel(bucket: Bucket, locale: string, single = false): string {
  const from = Number(bucket.value);
  if (!Number.isFinite(from)) return bucket.value;
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 });
  if (single || bucket.to === undefined || bucket.to === from) return number(from);
  return `${number(from)}–${number(bucket.to)}`;
}
