import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../i18n/i18n-react';
import { db } from '../lib/db/database.ts';
import { operatorOutbox } from '../lib/outbox/store.ts';
import { LOGIN_PATH } from '../lib/next-path.ts';
import { signOut } from '../lib/session.ts';
import { requestSync } from '../lib/sync/sync-client.ts';

// How long "sync first" waits for the queue to empty before saying what is still waiting.
const SYNC_FIRST_WAIT_MS = 15_000;
const POLL_MS = 250;

async function waitingCount(): Promise<number> {
  return (await operatorOutbox(db).catch(() => [])).length;
}

async function drained(): Promise<boolean> {
  const until = Date.now() + SYNC_FIRST_WAIT_MS;
  while (Date.now() < until) {
    if ((await waitingCount()) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/**
 * Signs out on the server and forgets the cached data, then opens the login page. Changes not
 * sent yet would be lost, so with some waiting the operator first chooses: sync first, or
 * discard them and sign out. `dialog` is that question, to render where the hook is used.
 */
export function useLogout(): { leaving: boolean; logout: () => Promise<void>; dialog: ReactNode } {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [waiting, setWaiting] = useState<number | null>(null);
  const [stillWaiting, setStillWaiting] = useState(false);
  const [syncing, setSyncing] = useState(false);

  const leave = async () => {
    setLeaving(true);
    setWaiting(null);
    await signOut();
    await navigate(LOGIN_PATH, { replace: true });
  };

  const logout = async () => {
    const count = await waitingCount();
    if (count === 0) return leave();
    setStillWaiting(false);
    setWaiting(count);
  };

  const syncFirst = async () => {
    setSyncing(true);
    await requestSync(true).catch(() => undefined);
    const empty = await drained();
    setSyncing(false);
    if (empty) return leave();
    setWaiting(await waitingCount());
    setStillWaiting(true);
  };

  const discardAndLeave = async () => {
    const entries = await operatorOutbox(db);
    await db.outbox.bulkDelete(entries.map((entry) => entry.seq));
    await leave();
  };

  const dialog = (
    <Modal opened={waiting !== null} onClose={() => setWaiting(null)} title={LL.shell.sync.logoutTitle()} centered closeButtonProps={{ 'aria-label': LL.app.close() }}>
      <Stack>
        <Text>{LL.shell.sync.logoutText({ count: waiting ?? 0 })}</Text>
        {stillWaiting && <Text c="red">{LL.shell.sync.stillWaiting()}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setWaiting(null)}>
            {LL.shell.sync.cancel()}
          </Button>
          <Button color="red" variant="light" onClick={() => void discardAndLeave()}>
            {LL.shell.sync.discardAndLogout()}
          </Button>
          <Button loading={syncing} onClick={() => void syncFirst()}>
            {LL.shell.sync.syncFirst()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { leaving, logout, dialog };
}
