// The results' one set of filters as the address keeps it (the results screens read them, the bar of a form's screens carries them), readable by a person:
// ?status=received,in_review&tags=shortlist&from=2026-03-01&to=2026-03-31&lang=it&version=2&user=rossi
//   &f.categoria=is:arte,scienza&f.budget=range:1000..5000&f.descrizione=contains:solar panels&f.allegato=answered
// Whatever a hand-edited link holds that the calls would refuse is dropped here, never sent.
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../contract/limits.ts';
import { MAX_ANSWER_FILTERS, MAX_TAGS, type AnswerFilter, type ResultsFilters } from '../../../contract/results.ts';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../contract/submission-status.ts';

/** The prefix of a field's filter in the address: `f.<field key>`. */
export const FIELD_PARAM_PREFIX = 'f.';

/** The address's parameters of the filters (the field filters are `f.<key>`); every other one belongs to the screen. */
export const FILTER_PARAMS = ['status', 'tags', 'from', 'to', 'lang', 'version', 'user'] as const;

// The contract's rules, read without its schemas (the browser build leaves zod out of this chunk).
const TAG = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;
const TAG_MAX = 40;
const VALUE_MAX = 100;
const VALUES_MAX = 200;
const TEXT_MAX = 200;
const VERSIONS_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a field filter is a parameter of the address. */
export function isFilterParam(name: string): boolean {
  return (FILTER_PARAMS as readonly string[]).includes(name) || name.startsWith(FIELD_PARAM_PREFIX);
}

/** A day that exists (not 30 February), as YYYY-MM-DD; else null. */
export function validDay(value: string | null | undefined): string | null {
  if (!value || !DAY.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || !new Date(time).toISOString().startsWith(value) ? null : value;
}

/** A tag as the contract keeps it (trimmed, lower case), or null when it would be refused. */
export function cleanTag(value: string): string | null {
  const tag = value.trim().toLowerCase();
  return tag.length >= 1 && tag.length <= TAG_MAX && TAG.test(tag) ? tag : null;
}

/** Whether a text is a field's or an option's key. */
export function isKey(value: string): boolean {
  return value.length >= 1 && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

// A list in one parameter: comma-separated, each part cleaned, duplicates and refusals left out.
function list<T>(raw: string | null, clean: (part: string) => T | null, max: number): T[] | undefined {
  if (raw === null) return undefined;
  const seen = new Set<string>();
  const parts: T[] = [];
  for (const part of raw.split(',')) {
    const value = clean(part.trim());
    if (value === null || seen.has(String(value))) continue;
    seen.add(String(value));
    parts.push(value);
  }
  return parts.length > 0 ? parts.slice(0, max) : undefined;
}

const status = (part: string): SubmissionStatus | null => ((SUBMISSION_STATUSES as readonly string[]).includes(part) ? (part as SubmissionStatus) : null);
const language = (part: string): Language | null => ((LANGUAGES as readonly string[]).includes(part) ? (part as Language) : null);
const version = (part: string): number | null => (/^\d{1,6}$/.test(part) && Number(part) >= 1 ? Number(part) : null);
const choice = (part: string): string | null => (part.length >= 1 && part.length <= VALUE_MAX ? part : null);

// A bound of a range: a finite number, or nothing.
function bound(text: string): number | undefined | null {
  if (text === '') return undefined;
  if (!/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** One field filter read from `f.<field>=<op>[:<arguments>]`; null when it cannot be read. */
export function readAnswerFilter(field: string, raw: string): AnswerFilter | null {
  if (!isKey(field)) return null;
  const colon = raw.indexOf(':');
  const op = colon === -1 ? raw : raw.slice(0, colon);
  const rest = colon === -1 ? '' : raw.slice(colon + 1);
  switch (op) {
    case 'answered':
    case 'empty':
      return colon === -1 ? { field, op } : null;
    case 'is':
    case 'is_not': {
      const values = list(rest, choice, VALUES_MAX);
      return values ? { field, op, values } : null;
    }
    case 'contains': {
      const text = rest.trim();
      return text.length >= 1 && text.length <= TEXT_MAX ? { field, op, text } : null;
    }
    case 'range': {
      const [from = '', to = '', ...more] = rest.split('..');
      const min = bound(from.trim());
      const max = bound(to.trim());
      if (more.length > 0 || min === null || max === null || (min === undefined && max === undefined)) return null;
      return { field, op, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
    }
    case 'dates': {
      const [from = '', to = '', ...more] = rest.split('..');
      const start = from === '' ? undefined : validDay(from);
      const end = to === '' ? undefined : validDay(to);
      if (more.length > 0 || start === null || end === null || (start === undefined && end === undefined)) return null;
      return { field, op, ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) };
    }
    default:
      return null;
  }
}

/** One field filter as the address writes it (the value of `f.<field>`). */
export function writeAnswerFilter(filter: AnswerFilter): string {
  switch (filter.op) {
    case 'answered':
    case 'empty':
      return filter.op;
    case 'is':
    case 'is_not':
      return `${filter.op}:${filter.values.join(',')}`;
    case 'contains':
      return `contains:${filter.text}`;
    case 'range':
      return `range:${filter.min ?? ''}..${filter.max ?? ''}`;
    case 'dates':
      return `dates:${filter.from ?? ''}..${filter.to ?? ''}`;
  }
}

// Two filters are the same when the address writes them alike.
const sameFilter = (a: AnswerFilter, b: AnswerFilter) => a.field === b.field && writeAnswerFilter(a) === writeAnswerFilter(b);

/** Reads the filters from the address; what it cannot read is no filter. */
export function filtersFromParams(params: URLSearchParams): ResultsFilters {
  const filters: ResultsFilters = {};
  const statuses = list(params.get('status'), status, SUBMISSION_STATUSES.length);
  if (statuses) filters.status = statuses;
  const tags = list(params.get('tags'), cleanTag, MAX_TAGS);
  if (tags) filters.tags = tags;
  const from = validDay(params.get('from'));
  if (from) filters.submitted_from = from;
  const to = validDay(params.get('to'));
  if (to) filters.submitted_to = to;
  const langs = list(params.get('lang'), language, LANGUAGES.length);
  if (langs) filters.lang = langs;
  const versions = list(params.get('version'), version, VERSIONS_MAX);
  if (versions) filters.version = versions;
  const user = (params.get('user') ?? '').trim().slice(0, TEXT_MAX).trim();
  if (user) filters.user = user;
  const answers: AnswerFilter[] = [];
  for (const [name, value] of params) {
    if (!name.startsWith(FIELD_PARAM_PREFIX)) continue;
    const filter = readAnswerFilter(name.slice(FIELD_PARAM_PREFIX.length), value);
    if (filter && !answers.some((other) => sameFilter(other, filter))) answers.push(filter);
  }
  if (answers.length > 0) filters.answers = answers.slice(0, MAX_ANSWER_FILTERS);
  return filters;
}

/** The filters as parameters of the address, in a steady order; filters left empty are left out. */
export function filtersToParams(filters: ResultsFilters): [name: string, value: string][] {
  const params: [string, string][] = [];
  if (filters.status?.length) params.push(['status', filters.status.join(',')]);
  if (filters.tags?.length) params.push(['tags', filters.tags.join(',')]);
  if (filters.submitted_from) params.push(['from', filters.submitted_from]);
  if (filters.submitted_to) params.push(['to', filters.submitted_to]);
  if (filters.lang?.length) params.push(['lang', filters.lang.join(',')]);
  if (filters.version?.length) params.push(['version', filters.version.join(',')]);
  if (filters.user) params.push(['user', filters.user]);
  for (const answer of filters.answers ?? []) params.push([`${FIELD_PARAM_PREFIX}${answer.field}`, writeAnswerFilter(answer)]);
  return params;
}

// Escapes only what would change a query's meaning, so `:`, `,`, `.` and spaces stay readable.
function readable(text: string): string {
  return encodeURIComponent(text)
    .replace(/%2C/gi, ',')
    .replace(/%3A/gi, ':')
    .replace(/%20/g, '+');
}

/**
 * The query of an address (without `?`): the screen's own parameters that are kept (the page,
 * the order, the record open), then the filters, written to be read.
 */
export function resultsSearch(filters: ResultsFilters, kept: Iterable<[string, string]> = []): string {
  const parts: string[] = [];
  for (const [name, value] of kept) if (!isFilterParam(name)) parts.push(`${readable(name)}=${readable(value)}`);
  for (const [name, value] of filtersToParams(filters)) parts.push(`${readable(name)}=${readable(value)}`);
  return parts.join('&');
}

/** The filters alone of an address's query, cleaned: what a link to another of the form's results screens carries. */
export function filterSearchOf(search: string): string {
  return resultsSearch(filtersFromParams(new URLSearchParams(search)));
}

/** How many filters narrow the results (each field filter counts as one). */
export function countFilters(filters: ResultsFilters): number {
  return (
    (filters.status ? 1 : 0) +
    (filters.tags ? 1 : 0) +
    (filters.submitted_from || filters.submitted_to ? 1 : 0) +
    (filters.lang ? 1 : 0) +
    (filters.version ? 1 : 0) +
    (filters.user ? 1 : 0) +
    (filters.answers?.length ?? 0)
  );
}
