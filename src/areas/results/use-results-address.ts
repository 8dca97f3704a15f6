import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_ANSWER_FILTERS, type AnswerFilter, type ResultsFilters, type ResultsSort } from '../../../contract/results.ts';
import { filtersFromParams, isKey, resultsSearch } from '../../lib/filters/filter-params.ts';
import { positiveInt } from '../../lib/url-params.ts';
import { isUuid } from '../../lib/ids.ts';

/** The order the submissions open in: newest sent first. */
export const DEFAULT_SORT = '-submitted_at';

const FIXED_SORTS = ['submitted_at', 'updated_at', 'status', 'user', 'lang', 'version'];

/** Reads an order from the address (`submitted_at`, `-answer:budget`); anything else is the default. */
export function sortFromParam(value: string | null): string {
  if (!value) return DEFAULT_SORT;
  const column = value.startsWith('-') ? value.slice(1) : value;
  const known = FIXED_SORTS.includes(column) || (column.startsWith('answer:') && isKey(column.slice('answer:'.length)));
  return known ? value : DEFAULT_SORT;
}

/** The order as the list call takes it. */
export function sortOf(value: string): ResultsSort {
  return value.startsWith('-') ? { by: value.slice(1), dir: 'desc' } : { by: value, dir: 'asc' };
}

/** What a results screen keeps in its address beside the filters. */
export interface ResultsAddress {
  filters: ResultsFilters;
  /** The filters alone as a query (`status=received&f.categoria=is:arte`), for links to the other results screens. */
  filterSearch: string;
  page: number;
  sort: string;
  /** The submission open in the drawer. */
  submission: string | null;
}

/** A change of the address: the filters, the page, the order or the submission open. */
export type AddressChange = Partial<Omit<ResultsAddress, 'filterSearch'>>;

/** Reads a results screen's address. */
export function readResultsAddress(search: string): ResultsAddress {
  const params = new URLSearchParams(search);
  const submission = params.get('submission');
  const filters = filtersFromParams(params);
  return {
    filters,
    filterSearch: resultsSearch(filters),
    page: positiveInt(params.get('page'), 1),
    sort: sortFromParam(params.get('sort')),
    submission: submission && isUuid(submission) ? submission.toLowerCase() : null,
  };
}

/**
 * The filters, page, order and open submission of a results screen, read from the address and
 * changed there (so a reload or a shared link opens the same results, and the other results
 * screens keep the filters); a change of filters or order goes back to page 1.
 */
export function useResultsAddress(): [ResultsAddress, (change: AddressChange) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const address = readResultsAddress(location.search);
  const update = (change: AddressChange) => {
    // The address as it is now: two changes made before the screen draws again both count.
    const current = readResultsAddress(window.location.search);
    const next = { ...current, ...change };
    const restart = change.filters !== undefined || change.sort !== undefined;
    const page = restart && change.page === undefined ? 1 : next.page;
    const kept: [string, string][] = [];
    if (page !== 1) kept.push(['page', String(page)]);
    if (next.sort !== DEFAULT_SORT) kept.push(['sort', next.sort]);
    if (next.submission) kept.push(['submission', next.submission]);
    const search = resultsSearch(next.filters, kept);
    void navigate({ pathname: window.location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  };
  return [address, update];
}

/** The operator's time zone, in which the calls read calendar days. */
export function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** What a filtered results call takes: the form, the filters and the operator's time zone. */
export function filteredPayload(scope: { company: string; project: string; form: string }, filters: ResultsFilters) {
  return { ...scope, filters, tz: timeZone() };
}

/**
 * The filters with one more condition on a field's answers: a choice picked on a chart replaces
 * the field's earlier "is" (so a click narrows to that option), answered or empty the other.
 */
export function withAnswerFilter(filters: ResultsFilters, filter: AnswerFilter): ResultsFilters {
  const replaces = (other: AnswerFilter) =>
    other.field === filter.field &&
    (other.op === filter.op || ((filter.op === 'answered' || filter.op === 'empty') && (other.op === 'answered' || other.op === 'empty')));
  const answers = [...(filters.answers ?? []).filter((other) => !replaces(other)), filter];
  return { ...filters, answers: answers.slice(-MAX_ANSWER_FILTERS) };
}
