import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconBuildingPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { CompanyList } from '../../../contract/companies.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { nextSort, useListQuery } from '../../lib/list-params.ts';
import { companyListFromParams, DEFAULT_COMPANY_LIST, type CompanySort, type CompanyStatusFilter } from './company-list-query.ts';
import { companyPath, NEW_COMPANY } from './company-paths.ts';
import { CompanyTable } from './company-table.tsx';

/** The installation's companies: searched, filtered by status, sorted and paged; the last page seen opens offline. */
export function CompanyListPage() {
  const { LL } = useI18nContext();
  const [query, update] = useListQuery(companyListFromParams, DEFAULT_COMPANY_LIST);
  const list = useCached(CompanyList, query);
  const filtered = query.search !== '' || query.status !== 'all';

  const statuses: { value: CompanyStatusFilter; label: string }[] = [
    { value: 'all', label: LL.companies.statusAll() },
    { value: 'active', label: LL.companies.statusActive() },
    { value: 'archived', label: LL.companies.statusArchived() },
  ];
  const newCompany = (
    <Button component={Link} to={companyPath(NEW_COMPANY)} leftSection={<IconBuildingPlus aria-hidden="true" size={18} />}>
      {LL.companies.newCompany()}
    </Button>
  );
  const empty = filtered ? (
    <EmptyState
      title={LL.companies.noResultsTitle()}
      message={LL.companies.noResultsMessage()}
      action={
        <Button variant="default" onClick={() => update({ search: '', status: 'all' })}>
          {LL.shell.kit.clearFilters()}
        </Button>
      }
    />
  ) : (
    <EmptyState title={LL.companies.emptyTitle()} message={LL.companies.emptyMessage()} action={newCompany} />
  );

  return (
    <Screen actions={newCompany}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput
          key={query.search}
          label={LL.companies.search()}
          placeholder={LL.companies.searchPlaceholder()}
          value={query.search}
          onSearch={(search) => update({ search })}
        />
        <SegmentedControl
          aria-label={LL.companies.status()}
          data={statuses}
          value={query.status}
          onChange={(status) => update({ status: status as CompanyStatusFilter })}
        />
      </Group>
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <CompanyTable
          items={list.data?.items}
          sort={query.sort}
          onSort={(column) => update({ sort: nextSort<CompanySort>(query.sort, column) })}
          empty={empty}
          pageSize={query.pageSize}
        />
      )}
      <ListFooter total={list.data?.total} page={query.page} pageSize={query.pageSize} onPage={(page) => update({ page })} />
    </Screen>
  );
}
