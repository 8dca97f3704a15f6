// Calendar days (YYYY-MM-DD) as people read them.

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) as the reader writes it. */
export function formatDay(day: string, locale: string): string {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })));
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? day : format.format(time);
}
