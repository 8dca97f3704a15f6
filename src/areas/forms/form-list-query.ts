import { positiveInt } from '../../lib/url-params.ts';

/** The rows one page of a project's form list holds. */
export const FORM_PAGE_SIZE = 25;

/** The form list's filters as the address keeps them. */
export type FormListQuery = { search: string; archived: string; page: number };

/** Nothing filtered, first page. */
export const DEFAULT_FORM_LIST: FormListQuery = { search: '', archived: '', page: 1 };

/** Reads the list's filters from the address. */
export function formListFromParams(params: URLSearchParams): FormListQuery {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    archived: params.get('archived') === '1' ? '1' : '',
    page: positiveInt(params.get('page'), 1),
  };
}
