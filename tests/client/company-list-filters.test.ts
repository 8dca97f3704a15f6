import { describe, expect, it } from 'vitest';
import { CompanyList } from '../../contract/companies.ts';
import { LogList } from '../../contract/installation.ts';
import { companyListFromParams, DEFAULT_COMPANY_LIST } from '../../src/areas/companies/company-list-query.ts';
import { logExportPayload, logFiltersFromParams, logListPayload, NO_LOG_FILTERS } from '../../src/areas/installation/logs/log-query.ts';
import { listToParams, nextSort } from '../../src/lib/list-params.ts';

describe('the company list kept in the address', () => {
  it('opens a shared link on the same search, status, order and page', () => {
    const link = new URLSearchParams('search=acme&status=archived&sort=-updated&page=3');
    const payload = companyListFromParams(link);
    expect(payload).toEqual({ search: 'acme', status: 'archived', sort: '-updated', page: 3, pageSize: 25 });
    expect(CompanyList.input.parse(payload)).toEqual(payload);
    expect(companyListFromParams(listToParams(payload, DEFAULT_COMPANY_LIST))).toEqual(payload);
  });

  it('keeps the address short when nothing is filtered', () => {
    expect(listToParams(DEFAULT_COMPANY_LIST, DEFAULT_COMPANY_LIST).toString()).toBe('');
    expect(companyListFromParams(new URLSearchParams())).toEqual(DEFAULT_COMPANY_LIST);
  });

  it('falls back to the defaults for values a hand-edited link got wrong', () => {
    const payload = companyListFromParams(new URLSearchParams('status=deleted&sort=owner&page=-2&pageSize=9999'));
    expect(payload).toEqual(DEFAULT_COMPANY_LIST);
  });

  it('flips a column clicked twice and starts another ascending', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-name', 'updated')).toBe('updated');
  });
});

describe('the operations log kept in the address', () => {
  const OPERATOR = '0b0f6f9e-2f6c-4a51-9d5f-3c1f2f0a9e11';

  it('reads the filters back as written', () => {
    const values = { operator: OPERATOR, area: 'companies', company: '', outcome: 'refused', from: '2026-11-01T08:30', to: '', page: 2 };
    const params = listToParams(values, NO_LOG_FILTERS);
    expect(params.toString()).toBe(`operator=${OPERATOR}&area=companies&outcome=refused&from=2026-11-01T08%3A30&page=2`);
    expect(logFiltersFromParams(params)).toEqual(values);
  });

  it('sends local dates as instants and leaves out a half-typed company id', () => {
    const values = logFiltersFromParams(new URLSearchParams('area=admin&company=0b0f&from=2026-11-01T08:30'));
    const payload = logListPayload(values);
    expect(payload).toEqual({ area: 'admin', from: new Date('2026-11-01T08:30').toISOString(), page: 1, pageSize: 50 });
    expect(LogList.input.safeParse(payload).success).toBe(true);
    expect(logExportPayload(values)).toEqual({ area: 'admin', from: payload.from });
  });

  it('ignores an area or an outcome the log does not know', () => {
    expect(logFiltersFromParams(new URLSearchParams('area=../etc')).area).toBe('');
    expect(logFiltersFromParams(new URLSearchParams('outcome=maybe')).outcome).toBe('');
  });

  it('sends the outcome to the list and the export alike', () => {
    const values = logFiltersFromParams(new URLSearchParams(`outcome=failed&operator=${OPERATOR}`));
    expect(logExportPayload(values)).toEqual({ area: '', outcome: 'failed', operator: OPERATOR });
    expect(logListPayload(values)).toMatchObject({ outcome: 'failed', operator: OPERATOR, page: 1 });
  });
});
