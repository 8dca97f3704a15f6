/** The keys of the texts one screen showed while the texts were edited in place, by the screen's address. */
const KEY = 'bo.screenTexts';

/** The most screens remembered at once. */
const SCREENS = 20;

type Recorded = Record<string, string[]>;

function read(): Recorded {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as Recorded) : {};
  } catch {
    return {};
  }
}

/** The keys a screen (its path) showed, as recorded in this tab; empty when none was. */
export function screenTexts(path: string): string[] {
  const keys = read()[path];
  return Array.isArray(keys) ? keys : [];
}

/** Adds keys to those a screen showed. */
export function recordScreenTexts(path: string, keys: Iterable<string>): void {
  const recorded = read();
  const merged = [...new Set([...(recorded[path] ?? []), ...keys])];
  if (merged.length === (recorded[path]?.length ?? 0)) return;
  delete recorded[path];
  recorded[path] = merged;
  const paths = Object.keys(recorded);
  for (const old of paths.slice(0, Math.max(0, paths.length - SCREENS))) delete recorded[old];
  try {
    sessionStorage.setItem(KEY, JSON.stringify(recorded));
  } catch {
    // A full storage records nothing more: the screen's list is then the whole list.
  }
}
