import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { NotyLevel, SenderEntity } from '../../../contract/notifications.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { NotLoaded } from '../../components/not-loaded.tsx';
import { Screen } from '../../components/screen.tsx';
import { storeAnswer, useCached } from '../../lib/cache/use-cached.ts';
import { EffectiveSenderCard } from './effective-sender.tsx';
import { useNotyPlace } from './level.ts';
import { useSenderActions } from './sender-actions.ts';
import { SenderDrawer } from './sender-editor.tsx';
import { listWith } from './sender-form.ts';
import { SenderTable } from './sender-table.tsx';

/**
 * A level's senders: the sender its mails go out as and where it comes from, its own senders with
 * their relay and SPF verdict, each added, edited (in a drawer), tried with a test mail, deleted.
 */
export function SendersScreen({ level }: { level: NotyLevel }) {
  const { LL } = useI18nContext();
  const words = LL.notifications.senders;
  const place = useNotyPlace(level);
  const list = useCached(place.calls.sendersList, place.scope);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [removing, setRemoving] = useState<SenderEntity | null>(null);
  const actions = useSenderActions(place, list.reload);

  // A new sender stays open in the drawer as stored, with the SPF verdict its save brought.
  async function saved(sender: SenderEntity, created: boolean) {
    if (created) {
      if (list.data) await storeAnswer(place.calls.sendersList, place.scope, listWith(list.data, sender));
      setEditing({ id: sender.id });
    }
    list.reload();
  }

  async function remove(sender: SenderEntity) {
    if (!(await actions.remove(sender))) return;
    setRemoving(null);
    if (editing?.id === sender.id) setEditing(null);
  }

  const newSender = (
    <Button leftSection={<IconPlus aria-hidden="true" size={18} />} onClick={() => setEditing({ id: null })}>
      {words.newSender()}
    </Button>
  );
  return (
    <Screen actions={newSender} description={words.description[level]()}>
      <EffectiveSenderCard level={level} effective={list.data?.effective} />
      {list.settled && !list.data ? (
        <NotLoaded offline={list.error === null} onRetry={list.reload} />
      ) : (
        <SenderTable
          place={place}
          items={list.data?.items}
          empty={<EmptyState title={words.emptyTitle()} message={words.emptyMessage()} action={newSender} />}
          onEdit={(sender) => setEditing({ id: sender.id })}
          onTest={(sender) => void actions.test(sender)}
          onDelete={setRemoving}
        />
      )}
      <SenderDrawer
        place={place}
        editing={editing}
        list={list.data}
        testing={actions.testing}
        onClose={() => setEditing(null)}
        onSaved={(sender, created) => void saved(sender, created)}
        onQueued={() => setEditing(null)}
        onTest={(sender) => void actions.test(sender)}
        onDelete={setRemoving}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={words.remove.title({ name: removing?.name ?? '' })}
        confirmLabel={words.remove.confirm()}
        danger
        busy={actions.deleting}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        {words.remove.message()}
      </ConfirmDialog>
    </Screen>
  );
}

/** The installation's senders: the operators' mails, and every mail no company or project sends as its own. */
export function InstallationSendersPage() {
  return <SendersScreen level="installation" />;
}

/** A company's senders: its mails and its projects'. */
export function CompanySendersPage() {
  return <SendersScreen level="company" />;
}

/** A project's senders. */
export function ProjectSendersPage() {
  return <SendersScreen level="project" />;
}
