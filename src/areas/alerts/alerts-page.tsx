import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AlertDelete, AlertList, type Announcement } from '../../../contract/alerts.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { call } from '../../lib/api.ts';
import { storeAnswer, useCached } from '../../lib/cache/use-cached.ts';
import { noticeFailure, noticeSuccess } from '../../lib/notices.ts';
import { titleIn } from './alert-words.ts';
import { AnnouncementDrawer } from './announcement-editor.tsx';
import { listWith } from './announcement-form.ts';
import { AnnouncementTable } from './announcement-table.tsx';
import { ReceiptsDrawer } from './receipts-drawer.tsx';
import { SystemAlerts } from './system-alerts.tsx';
import { usePlaces } from './use-places.ts';

/**
 * The installation's alerts: the announcements (each edited in a drawer, its receipts in another,
 * deleted after a confirmation) and, on their own tab, the system alerts open and cleared.
 */
export function AlertsPage() {
  const { LL, locale } = useI18nContext();
  const words = LL.alerts;
  const list = useCached(AlertList, {});
  const places = usePlaces();
  const [tab, setTab] = useState<string>('announcements');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [receipts, setReceipts] = useState<Announcement | null>(null);
  const [removing, setRemoving] = useState<Announcement | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function saved(entity: Announcement, created: boolean) {
    if (list.data) await storeAnswer(AlertList, {}, listWith(list.data, entity));
    if (created) setEditing({ id: entity.id });
    list.reload();
  }

  async function remove(entity: Announcement) {
    setDeleting(true);
    const result = await call(AlertDelete, { id: entity.id, version: entity.version });
    setDeleting(false);
    if (!result.ok) return void noticeFailure(result.error?.message ?? words.unreachable());
    noticeSuccess(result.queued ? words.queued() : words.removeDone());
    setRemoving(null);
    if (editing?.id === entity.id) setEditing(null);
    list.reload();
  }

  const newAlert = (
    <Button leftSection={<IconPlus aria-hidden="true" size={18} />} onClick={() => setEditing({ id: null })}>
      {words.newAlert()}
    </Button>
  );
  return (
    <Screen actions={newAlert} description={words.description()}>
      <Tabs value={tab} onChange={(next) => next && setTab(next)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="announcements">{words.tabAnnouncements()}</Tabs.Tab>
          <Tabs.Tab value="system">{words.tabSystem()}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="announcements" pt="md">
          {list.settled && !list.data ? (
            <NotLoaded offline={list.error === null} onRetry={list.reload} />
          ) : (
            <AnnouncementTable
              items={list.data?.items}
              names={places.names}
              empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} action={newAlert} />}
              onEdit={(entity) => setEditing({ id: entity.id })}
              onReceipts={setReceipts}
              onDelete={setRemoving}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="system" pt="md">
          <SystemAlerts />
        </Tabs.Panel>
      </Tabs>
      <AnnouncementDrawer
        editing={editing}
        list={list.data}
        onClose={() => setEditing(null)}
        onSaved={(entity, created) => void saved(entity, created)}
        onQueued={() => setEditing(null)}
        onDelete={setRemoving}
      />
      <ReceiptsDrawer entity={receipts} onClose={() => setReceipts(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={words.removeTitle({ title: removing ? titleIn(removing.title, locale, words.noTitle()) : '' })}
        confirmLabel={words.delete()}
        danger
        busy={deleting}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {words.removeMessage()}
      </ConfirmDialog>
    </Screen>
  );
}
