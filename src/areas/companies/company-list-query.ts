import type { EndpointInput } from '../../../contract/endpoint.ts';
import type { CompanyList } from '../../../contract/companies.ts';
import { positiveInt } from '../../lib/url-params.ts';

/** What the company list asks the server for. */
export type CompanyListPayload = Required<EndpointInput<typeof CompanyList>>;

/** The orders the company list offers. */
export type CompanySort = CompanyListPayload['sort'];

/** The status filter of the company list. */
export type CompanyStatusFilter = CompanyListPayload['status'];

/** The rows one page of the company list holds. */
export const COMPANY_PAGE_SIZE = 25;

const SORTS: readonly CompanySort[] = ['name', '-name', 'slug', '-slug', 'updated', '-updated'];
const STATUSES: readonly CompanyStatusFilter[] = ['all', 'active', 'archived'];

/** The first page of every list with nothing filtered. */
export const DEFAULT_COMPANY_LIST: CompanyListPayload = {
  search: '',
  page: 1,
  pageSize: COMPANY_PAGE_SIZE,
  sort: 'name',
  status: 'all',
};

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** Reads the list's filters from the address, so a reload or a shared link opens the same page. */
export function companyListFromParams(params: URLSearchParams): CompanyListPayload {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    page: positiveInt(params.get('page'), 1),
    pageSize: positiveInt(params.get('pageSize'), COMPANY_PAGE_SIZE, 200),
    sort: pick(params.get('sort'), SORTS, DEFAULT_COMPANY_LIST.sort),
    status: pick(params.get('status'), STATUSES, DEFAULT_COMPANY_LIST.status),
  };
}
