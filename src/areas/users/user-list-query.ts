import type { EndpointInput } from '../../../contract/endpoint.ts';
import { isLanguage, type Language } from '../../../contract/languages.ts';
import type { UserList } from '../../../contract/users.ts';
import { positiveInt } from '../../lib/url-params.ts';
import { isUuid } from '../../lib/ids.ts';

/** The rows one page of the registered users' list holds. */
export const USER_PAGE_SIZE = 25;

/** Whether they submitted something: anyone, yes or no. */
export type SubmittedFilter = '' | 'yes' | 'no';

/** The list's filters as the address keeps them; '' is no filter. */
export type UserListQuery = {
  search: string;
  submitted: SubmittedFilter;
  /** The id of an accepted condition version. */
  condition: string;
  lang: Language | '';
  /** Registered from, until: days (YYYY-MM-DD). */
  from: string;
  to: string;
  page: number;
};

/** Nothing filtered, first page. */
export const DEFAULT_USER_LIST: UserListQuery = { search: '', submitted: '', condition: '', lang: '', from: '', to: '', page: 1 };


// A day as a date input gives it, and only a day that exists (not 30 February).
function day(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || !new Date(time).toISOString().startsWith(value) ? '' : value;
}

/** Reads the list's filters from the address; anything it cannot read is no filter. */
export function userListFromParams(params: URLSearchParams): UserListQuery {
  const submitted = params.get('submitted');
  const condition = params.get('condition') ?? '';
  const lang = params.get('lang');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    submitted: submitted === 'yes' || submitted === 'no' ? submitted : '',
    condition: isUuid(condition) ? condition.toLowerCase() : '',
    lang: isLanguage(lang) ? lang : '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: positiveInt(params.get('page'), 1),
  };
}

/** How many filters (the search aside) narrow the list. */
export function activeFilters(query: UserListQuery): number {
  return [query.submitted, query.condition, query.lang, query.from, query.to].filter((value) => value !== '').length;
}

/** What the list asks the server for: the days in the operator's own time zone. */
export function userListPayload(query: UserListQuery, company: string, project: string): EndpointInput<typeof UserList> {
  const days = query.from || query.to ? { zone: Intl.DateTimeFormat().resolvedOptions().timeZone } : {};
  return {
    company,
    project,
    search: query.search,
    page: query.page,
    pageSize: USER_PAGE_SIZE,
    ...(query.submitted ? { submitted: query.submitted === 'yes' } : {}),
    ...(query.condition ? { condition: query.condition } : {}),
    ...(query.lang ? { lang: query.lang } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...days,
  };
}

/** A person as the screens name them: their name, else their address. */
export function personName(user: { first_name: string; last_name: string; email: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}
