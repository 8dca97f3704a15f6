import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ProjectGet } from '../../../contract/projects.ts';
import { UserConditions, UserList } from '../../../contract/users.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EmptyState } from '../../components/empty-state.tsx';
import { ListFooter } from '../../components/list-footer.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { useCached } from '../../lib/cache/use-cached.ts';
import { useListQuery } from '../../lib/list-params.ts';
import { UserDrawer } from './user-drawer.tsx';
import { UserFilters } from './user-filters.tsx';
import { activeFilters, DEFAULT_USER_LIST, USER_PAGE_SIZE, userListFromParams, userListPayload } from './user-list-query.ts';
import { UserTable, type RegisteredUser } from './user-table.tsx';

/**
 * The people who registered with the project's forms: searched and filtered (what they sent,
 * the conditions they accepted, their language, when they registered), each opened beside the
 * list with their submissions and consent record, blocked, downloaded or erased.
 */
export function RegisteredUsersPage() {
  const { LL, locale } = useI18nContext();
  const texts = LL.users.list;
  const { company = '', project = '' } = useParams();
  const [query, update] = useListQuery(userListFromParams, DEFAULT_USER_LIST);
  const projectRecord = useCached(ProjectGet, { company, project }).data?.entity;
  const list = useCached(UserList, userListPayload(query, company, project));
  const conditions = useCached(UserConditions, { company, project }).data?.items;
  // The person last opened stays while the drawer closes, so it slides out with their record.
  const [chosen, setChosen] = useState<RegisteredUser | null>(null);
  const [opened, setOpened] = useState(false);
  const openUser = (user: RegisteredUser) => {
    setChosen(user);
    setOpened(true);
  };

  const filtered = query.search !== '' || activeFilters(query) > 0;
  const empty = filtered ? (
    <EmptyState
      title={texts.noResultsTitle()}
      message={texts.noResultsMessage()}
      action={
        <Button variant="default" onClick={() => update({ ...DEFAULT_USER_LIST })}>
          {LL.shell.kit.clearFilters()}
        </Button>
      }
    />
  ) : (
    <EmptyState title={texts.emptyTitle()} message={texts.emptyMessage()} />
  );

  return (
    <Screen description={projectRecord?.name}>
      <UserFilters query={query} conditions={conditions} onChange={update} />
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <UserTable items={list.data?.items} empty={empty} onOpen={openUser} />
      )}
      <ListFooter total={list.data?.total} page={query.page} pageSize={USER_PAGE_SIZE} onPage={(page) => update({ page })} />
      <UserDrawer
        key={chosen?.id}
        company={company}
        project={project}
        fallback={projectRecord?.default_lang ?? locale}
        user={chosen}
        opened={opened}
        conditions={conditions}
        onClose={() => setOpened(false)}
        onChanged={list.reload}
      />
    </Screen>
  );
}
