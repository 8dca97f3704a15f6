import type { EndpointInput } from '../../../../contract/endpoint.ts';
import { LOG_OUTCOMES, type LogExport, type LogList } from '../../../../contract/installation.ts';
import { positiveInt } from '../../../lib/url-params.ts';
import { isUuid } from '../../../lib/ids.ts';

/** What the operations' log asks the server for. */
export type LogListPayload = EndpointInput<typeof LogList>;

/** The filters the export takes: the list's without paging. */
export type LogExportPayload = EndpointInput<typeof LogExport>;

// An area's name, or the start of the calls' paths that older links filter on.
const AREA = /^[a-z0-9-]{1,40}$/;

/** The rows one page of the log holds. */
export const LOG_PAGE_SIZE = 50;

/** The filters as the screen edits them: plain texts, dates as `datetime-local` values. */
export type LogFilterValues = {
  operator: string;
  area: string;
  company: string;
  outcome: string;
  from: string;
  to: string;
  page: number;
};

/** No filter, first page: what the address leaves out. */
export const NO_LOG_FILTERS: LogFilterValues = { operator: '', area: '', company: '', outcome: '', from: '', to: '', page: 1 };

type TextKey = Exclude<keyof LogFilterValues, 'page'>;

/** Reads the filters from the address. */
export function logFiltersFromParams(params: URLSearchParams): LogFilterValues {
  const text = (key: TextKey) => (params.get(key) ?? '').trim();
  const area = text('area');
  const outcome = text('outcome');
  return {
    operator: text('operator'),
    area: AREA.test(area) ? area : '',
    company: text('company'),
    outcome: (LOG_OUTCOMES as readonly string[]).includes(outcome) ? outcome : '',
    from: text('from'),
    to: text('to'),
    page: positiveInt(params.get('page'), 1),
  };
}

// A `datetime-local` value has no zone: it is the operator's local time, sent as an instant.
function instant(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}


// A half-typed id would be refused by the server: it filters nothing until it is whole.
function id(value: string): string | undefined {
  return isUuid(value) ? value : undefined;
}

/** The export's payload: only the filters that are set and well formed. */
export function logExportPayload(values: LogFilterValues): LogExportPayload {
  const payload: LogExportPayload = { area: values.area };
  const outcome = LOG_OUTCOMES.find((known) => known === values.outcome);
  const operator = id(values.operator);
  const company = id(values.company);
  const from = instant(values.from);
  const to = instant(values.to);
  if (outcome) payload.outcome = outcome;
  if (operator) payload.operator = operator;
  if (company) payload.company = company;
  if (from) payload.from = from;
  if (to) payload.to = to;
  return payload;
}

/** The list's payload: the export's filters and the page. */
export function logListPayload(values: LogFilterValues): LogListPayload {
  return { ...logExportPayload(values), page: values.page, pageSize: LOG_PAGE_SIZE };
}
