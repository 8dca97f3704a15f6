import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { HomeCompanies, type AssistedForm } from '../../../../contract/projects.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCached } from '../../../lib/cache/use-cached.ts';
import { CompanyCard } from './company-card.tsx';
import { NoCompanies, NoMatch } from './home-empty.tsx';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

/**
 * The companies the operator may open, each with its projects (and the forms they assist there),
 * searched by name; when there are none, what to do next.
 */
export function CompanyList({ admin, assisted }: { admin: boolean; assisted: ReadonlyMap<string, AssistedForm[]> }) {
  const { LL } = useI18nContext();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useCached(HomeCompanies, { search: debounced, page: 1, pageSize: PAGE_SIZE });
  const items = list.data?.items ?? [];
  const [created, setCreated] = useState<string | null>(null);

  const onCreated = (name: string, queued: boolean) => {
    setCreated(queued ? LL.shell.sync.queued() : LL.projects.created({ name }));
    list.reload();
  };

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={LL.projects.homeList.search()}
        placeholder={LL.projects.homeList.searchPlaceholder()}
        leftSection={<IconSearch size={16} stroke={1.6} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <FormAlert message={created} tone="success" />
      {list.data && items.length === 0 && debounced === '' && <NoCompanies admin={admin} onReload={list.reload} />}
      {list.data && items.length === 0 && debounced !== '' && <NoMatch search={debounced} onClear={() => setSearch('')} />}
      {list.data && list.data.total > items.length && (
        <Text size="sm" c="dimmed">
          {LL.projects.homeList.total({ count: list.data.total })}
        </Text>
      )}
      {items.map((company) => (
        <CompanyCard key={company.id} company={company} assisted={assisted} onCreated={onCreated} />
      ))}
    </Stack>
  );
}
