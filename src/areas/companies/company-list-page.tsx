import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Pagination, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CompanyList } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { companyListFromParams, companyListToParams, type CompanyListPayload, type CompanyStatusFilter } from './company-list-query.ts';
import { companyPath, NEW_COMPANY } from './company-paths.ts';
import { CompanyTable } from './company-table.tsx';

/** The address holds every filter; a change of filter starts again from the first page. */
function useListParams(): [CompanyListPayload, (change: Partial<CompanyListPayload>) => void] {
  const [params, setParams] = useSearchParams();
  const payload = companyListFromParams(params);
  const update = (change: Partial<CompanyListPayload>) =>
    setParams(companyListToParams({ ...payload, page: 1, ...change }), { replace: true });
  return [payload, update];
}

/** The installation's companies: searched, filtered by status, sorted and paged; the last page seen opens offline. */
export function CompanyListPage() {
  const { LL } = useI18nContext();
  const [payload, update] = useListParams();
  const [search, setSearch] = useState(payload.search);
  const [debounced] = useDebouncedValue(search, 300);
  const list = useCached(CompanyList, payload);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / payload.pageSize));

  useEffect(() => {
    if (debounced.trim() !== payload.search) update({ search: debounced });
    // Only the typed text starts a search; the address's own changes must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const statuses: { value: CompanyStatusFilter; label: string }[] = [
    { value: 'all', label: LL.companies.statusAll() },
    { value: 'active', label: LL.companies.statusActive() },
    { value: 'archived', label: LL.companies.statusArchived() },
  ];

  return (
    <Screen>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput type="search" label={LL.companies.search()} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
          <SegmentedControl
            aria-label={LL.companies.status()}
            data={statuses}
            value={payload.status}
            onChange={(status) => update({ status: status as CompanyStatusFilter })}
          />
        </Group>
        <Button component={Link} to={companyPath(NEW_COMPANY)}>
          {LL.companies.newCompany()}
        </Button>
      </Group>
      {list.data && list.data.items.length > 0 ? (
        <CompanyTable items={list.data.items} sort={payload.sort} onSort={(sort) => update({ sort })} />
      ) : (
        <Text c="dimmed">{list.data ? LL.companies.noResults() : null}</Text>
      )}
      <Group justify="space-between">
        <Text size="sm">{LL.companies.total({ count: list.data?.total ?? 0 })}</Text>
        <Pagination total={pages} value={Math.min(payload.page, pages)} onChange={(page) => update({ page })} />
      </Group>
    </Screen>
  );
}
