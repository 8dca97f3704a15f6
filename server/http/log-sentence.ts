import type { Language } from '../../contract/languages.ts';
import type { Localized } from '../../contract/messages.ts';

/** What a sentence reads of a row of the operations' log. */
export interface LogFacts {
  status: number;
  summary: Record<string, unknown>;
  /** The name a saved record had before a rename, when the save changed it. */
  renamedFrom: string | null;
}

/** A sentence's words in each language, `{name}` for what it names, and the values of its own names. */
export interface Said {
  words: Localized;
  values?: Record<string, string | Localized>;
}

/**
 * How one call reads in the log: its words, or a choice among words by what the row kept. Every
 * sentence may name `{actor}`, `{target}`, `{person}` (a registered user the call is about, by
 * name, or as one since erased), `{company}`, `{email}`, `{projects}` (the projects the summary
 * names), `{from}` (a renamed record's former name) and `{lang}`; its own values add more.
 */
export type SentenceRule = Localized | ((row: LogFacts) => Localized | Said);

/** How an area's calls read in the operations' log. */
export interface AreaLog {
  /** The entry of the log's area filter its calls are listed under: its own name when not given. */
  filter?: string;
  /** The name of the filter's entry, for an area listed under its own name. */
  label?: Localized;
  /** Paths of its routes beside the contract (uploads), by their start. */
  prefixes?: readonly string[];
  /**
   * The filter entry of those of its calls (by path, or by a start among `prefixes`) that are listed
   * under another entry than the area's: calls made on another area's screen.
   */
  elsewhere?: Readonly<Record<string, string>>;
  /** The sentence of each of its calls, by the call's path. */
  sentences?: Readonly<Record<string, SentenceRule>>;
  /** Sentences of its own for refusals, where the generic one would say too little. */
  refusals?: Readonly<Record<string, SentenceRule>>;
}

/** Words in each language; the identity function that keeps the five checked. */
export function words(localized: Localized): Localized {
  return localized;
}

/** The sentence a rule gives for a row, as words and values. */
export function said(rule: SentenceRule, row: LogFacts): Said {
  const given = typeof rule === 'function' ? rule(row) : rule;
  return 'words' in given ? given : { words: given };
}

/** A template's `{name}` filled from the values, in one language; an unknown name is left as it is. */
export function fill(template: string, values: Record<string, string | Localized>, lang: Language): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : value[lang];
  });
}

/** Every area's log declarations, gathered for the log's reader. */
export interface LogBook {
  /** The entries of the log's area filter, in the areas' order, each with its name. */
  filters: ReadonlyArray<{ value: string; label: Localized }>;
  /** The calls' paths of each filter entry. */
  paths: ReadonlyMap<string, readonly string[]>;
  /** The filter entry of each call's path: the same as `paths`, turned round for a row's lookup. */
  entryOf: ReadonlyMap<string, string>;
  /** The path starts of each filter entry's routes beside the contract. */
  prefixes: ReadonlyMap<string, readonly string[]>;
  sentences: ReadonlyMap<string, SentenceRule>;
  refusals: ReadonlyMap<string, SentenceRule>;
}

/** What the book reads of an area. */
interface LoggedArea {
  name: string;
  handlers: ReadonlyArray<{ endpoint: { path: string } }>;
  log?: AreaLog;
}

/** Gathers the areas' log declarations: which filter entry lists each call, and each call's sentence. */
export function logBookOf(areas: readonly LoggedArea[]): LogBook {
  const paths = new Map<string, string[]>();
  const prefixes = new Map<string, string[]>();
  const filters: Array<{ value: string; label: Localized }> = [];
  // An entry's list, made empty the first time: every entry is listed, even one with no call.
  const listOf = (map: Map<string, string[]>, entry: string) => map.get(entry) ?? map.set(entry, []).get(entry)!;
  for (const area of areas) {
    const entry = area.log?.filter ?? area.name;
    const entryOf = (path: string) => area.log?.elsewhere?.[path] ?? entry;
    if (area.log?.label) filters.push({ value: entry, label: area.log.label });
    listOf(paths, entry);
    listOf(prefixes, entry);
    for (const handler of area.handlers) listOf(paths, entryOf(handler.endpoint.path)).push(handler.endpoint.path);
    for (const prefix of area.log?.prefixes ?? []) {
      listOf(paths, entryOf(prefix));
      listOf(prefixes, entryOf(prefix)).push(prefix);
    }
  }
  const rules = (pick: (log: AreaLog) => Readonly<Record<string, SentenceRule>> | undefined) =>
    new Map(areas.flatMap((area) => Object.entries((area.log && pick(area.log)) ?? {})));
  const entryOf = new Map([...paths].flatMap(([entry, list]) => list.map((path) => [path, entry] as const)));
  return { filters, paths, entryOf, prefixes, sentences: rules((log) => log.sentences), refusals: rules((log) => log.refusals) };
}
