import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Text.css';
import { ActionIcon, Anchor, Button, Code, Group, Menu, Paper, Text } from '@mantine/core';
import { IconDots, IconEdit, IconPlayerPlay, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SsoProvidersDelete, SsoProvidersList, type SsoProviderEntity } from '../../../contract/sso.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataList, type Column } from '../../components/data-list.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { call } from '../../lib/api.ts';
import { storeAnswer, useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { ProviderDrawer } from './provider-editor.tsx';
import { listWith } from './provider-form.ts';

/** The test page of a provider, a signed-out page an admin reaches signed in. */
const testPage = (id: string) => `/app/out/fia-sso/test/start/${id}`;

/**
 * The installation's identity providers: the redirect address to give them, each provider with
 * whether it is enabled and tested, edited in a drawer, tested, deleted.
 */
export function ProvidersScreen() {
  const { LL } = useI18nContext();
  const words = LL.sso;
  const list = useCached(SsoProvidersList, {});
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [removing, setRemoving] = useState<SsoProviderEntity | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function saved(provider: SsoProviderEntity, created: boolean) {
    if (created) {
      if (list.data) await storeAnswer(SsoProvidersList, {}, listWith(list.data, provider));
      setEditing({ id: provider.id });
    }
    list.reload();
  }

  async function remove(provider: SsoProviderEntity) {
    setDeleting(true);
    const result = await call(SsoProvidersDelete, { id: provider.id });
    setDeleting(false);
    if (!result.ok) return void noticeFailure(result.error?.message ?? words.unreachable());
    noticeSuccess(words.remove.done({ name: provider.name }));
    setRemoving(null);
    if (editing?.id === provider.id) setEditing(null);
    list.reload();
  }

  const test = (provider: SsoProviderEntity) => void navigate(testPage(provider.id));

  const columns: Column<SsoProviderEntity>[] = [
    {
      key: 'name',
      header: words.name(),
      primary: true,
      cell: (row) => (
        <Anchor component="button" type="button" underline="always" onClick={() => setEditing({ id: row.id })}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'issuer', header: words.issuer(), cell: (row) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{row.issuer}</Text> },
    {
      key: 'state',
      header: words.state(),
      cell: (row) => (
        <Group gap="xs">
          <StatusBadge tone={row.enabled ? 'positive' : 'neutral'}>{row.enabled ? words.enabledBadge() : words.disabledBadge()}</StatusBadge>
          <StatusBadge tone={row.test_passed ? 'info' : 'warning'}>{row.test_passed ? words.testPassed() : words.testNeeded()}</StatusBadge>
        </Group>
      ),
    },
  ];

  const actions = (row: SsoProviderEntity) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={words.actions({ name: row.name })}>
          <IconDots aria-hidden="true" size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => setEditing({ id: row.id })} leftSection={<IconEdit aria-hidden="true" size={16} />}>
          {words.edit()}
        </Menu.Item>
        <Menu.Item onClick={() => test(row)} leftSection={<IconPlayerPlay aria-hidden="true" size={16} />}>
          {words.test()}
        </Menu.Item>
        <Menu.Item color="red" onClick={() => setRemoving(row)} leftSection={<IconTrash aria-hidden="true" size={16} />}>
          {words.delete()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );

  const newProvider = (
    <Button leftSection={<IconPlus aria-hidden="true" size={18} />} onClick={() => setEditing({ id: null })}>
      {words.newProvider()}
    </Button>
  );
  return (
    <Screen actions={newProvider} description={words.description()}>
      {list.data && (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" fw={600} component="h2" m={0}>
            {words.redirectTitle()}
          </Text>
          <Text size="sm">{words.redirectHelp()}</Text>
          <Code block data-testid="sso-redirect-uri">
            {list.data.redirect_uri}
          </Code>
        </Paper>
      )}
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <DataList
          label={words.listLabel()}
          columns={columns}
          rows={list.data?.items}
          rowKey={(row) => row.id}
          actions={actions}
          empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} action={newProvider} />}
          skeletonRows={2}
        />
      )}
      <ProviderDrawer
        editing={editing}
        list={list.data}
        onClose={() => setEditing(null)}
        onSaved={(provider, created) => void saved(provider, created)}
        onQueued={() => setEditing(null)}
        onTest={test}
        onDelete={setRemoving}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={words.remove.title({ name: removing?.name ?? '' })}
        confirmLabel={words.remove.confirm()}
        danger
        busy={deleting}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {words.remove.message()}
      </ConfirmDialog>
    </Screen>
  );
}
