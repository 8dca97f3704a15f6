import type { Language } from '../../../contract/languages.ts';
import { fill, said, type LogBook, type LogFacts } from '../../http/log-sentence.ts';
import { LOG_WORDS } from './log-words.ts';

/** A row of the log as its sentence reads it: as presented, its names read. */
export interface NamedRow {
  endpoint: string;
  status: number;
  summary: Record<string, unknown>;
  operator_name: string | null;
  company_name: string | null;
  target_name: string | null;
  names: Record<string, string>;
  area: string | null;
  reason: string | null;
  changes: Array<{ field: string; from: unknown }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// The name a saved record had before a rename, when the save changed it.
function renamedFrom(row: NamedRow): string | null {
  const change = row.changes.find((item) => item.field === 'name');
  return change && typeof change.from === 'string' && change.from !== '' ? change.from : null;
}

// What every sentence may name, each in words: a record that is gone reads as a neutral word.
function parts(row: NamedRow, lang: Language): Record<string, string> {
  const email = text(row.summary.Email);
  const removed = LOG_WORDS.removed[lang];
  const projectIds = Array.isArray(row.summary.Projects) ? row.summary.Projects.filter((id): id is string => typeof id === 'string') : [];
  return {
    actor: row.operator_name ?? (email || LOG_WORDS.someone[lang]),
    target: row.target_name ?? removed,
    person: row.target_name ?? LOG_WORDS.erasedUser[lang],
    company: row.company_name ?? removed,
    email,
    projects: projectIds.map((id) => row.names[id] ?? removed).join(', '),
    from: renamedFrom(row) ?? '',
    lang: text(row.summary.lang).toUpperCase(),
  };
}

// The call in words for a call with no sentence of its own: its area's name and its path's last word.
function callWords(book: LogBook, row: NamedRow, lang: Language): { area: string; action: string } {
  const segments = row.endpoint.split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
  const entry = book.filters.find((filter) => filter.value === row.area);
  return { area: entry?.label[lang] ?? segments[0] ?? row.endpoint, action: (segments.at(-1) ?? row.endpoint).replaceAll('-', ' ') };
}

/** Who did what to which named record, in the reader's language, with the reason of a refusal. */
export function logSentence(book: LogBook, row: NamedRow, lang: Language): string {
  const named = parts(row, lang);
  const facts: LogFacts = { status: row.status, summary: row.summary, renamedFrom: renamedFrom(row) };
  const generic = { actor: named.actor!, ...callWords(book, row, lang) };
  const rule = row.status >= 500 ? undefined : row.status >= 400 ? book.refusals.get(row.endpoint) : book.sentences.get(row.endpoint);
  let sentence: string;
  if (rule) {
    const { words, values } = said(rule, facts);
    sentence = fill(words[lang], { ...named, ...values }, lang);
  } else {
    const fallback = row.status >= 500 ? LOG_WORDS.failedCall : row.status >= 400 ? LOG_WORDS.refusedCall : LOG_WORDS.generic;
    sentence = fill(fallback[lang], generic, lang);
  }
  return row.reason ? fill(LOG_WORDS.withReason[lang], { sentence, reason: row.reason }, lang) : sentence;
}
