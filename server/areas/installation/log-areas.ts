import { inArray, like, or, type SQL } from 'drizzle-orm';
import type { Language } from '../../../contract/languages.ts';
import { operationsLog } from '../../db/schema/installation.ts';
import type { LogBook } from '../../http/log-sentence.ts';

/** The entry of the log's area filter a logged call is listed under, or null. */
export function areaOf(book: LogBook, endpoint: string): string | null {
  const entry = book.entryOf.get(endpoint);
  if (entry !== undefined) return entry;
  for (const [area, prefixes] of book.prefixes) if (prefixes.some((prefix) => endpoint.startsWith(prefix))) return area;
  return null;
}

/**
 * The condition of the area filter: the calls of a named area, or, for a name that is not an
 * area, the calls whose path starts with it (the filter's meaning before areas had names).
 */
export function areaCondition(book: LogBook, area: string): SQL | undefined {
  const paths = book.paths.get(area);
  if (!paths) return like(operationsLog.endpoint, `${area}/%`);
  const prefixes = (book.prefixes.get(area) ?? []).map((prefix) => like(operationsLog.endpoint, `${prefix}%`));
  return or(...(paths.length > 0 ? [inArray(operationsLog.endpoint, [...paths])] : []), ...prefixes);
}

/** The area filter's entries, named in the reader's language. */
export function areaChoices(book: LogBook, lang: Language): Array<{ value: string; label: string }> {
  return book.filters.map((entry) => ({ value: entry.value, label: entry.label[lang] }));
}
