import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { OutboxSummary } from '../../lib/outbox/summary.ts';
import { requestSync } from '../../lib/sync/sync-client.ts';
import { useOutboxEntries } from '../../lib/sync/use-outbox.ts';
import { OutboxEntryCard } from './outbox-entry-card.tsx';
import type { Operation } from '../../lib/area.ts';

// The sign-in forms load only when a session has to be opened again.
const SignInAgainModal = lazy(() => import('./sign-in-again-modal.tsx'));

interface SyncDrawerProps {
  opened: boolean;
  onClose: () => void;
  online: boolean;
  summary: OutboxSummary | undefined;
  format: (at: number) => string;
  /** The areas' changes with their words. */
  operations: readonly Operation[];
}

/** The queued changes, the time of the last sync, "Sync now", and a new sign-in when the queue waits for one. */
export default function SyncDrawer({ opened, onClose, online, summary, format, operations }: SyncDrawerProps) {
  const { LL } = useI18nContext();
  const entries = useOutboxEntries();
  const [signingIn, setSigningIn] = useState(false);
  const [syncing, setSyncing] = useState(false);

  const syncNow = async () => {
    setSyncing(true);
    await requestSync(true).catch(() => undefined);
    setSyncing(false);
  };

  return (
    <>
      <Drawer opened={opened} onClose={onClose} position="right" title={LL.shell.sync.title()} closeButtonProps={{ 'aria-label': LL.app.close() }}>
        <Stack>
          <Group justify="space-between">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {online ? LL.shell.sync.online() : LL.shell.sync.offline()}
              </Text>
              <Text size="xs" c="dimmed">
                {summary?.lastSync ? LL.shell.sync.lastSync({ time: format(summary.lastSync) }) : LL.shell.sync.neverSynced()}
              </Text>
            </Stack>
            <Button size="xs" loading={syncing} onClick={() => void syncNow()}>
              {LL.shell.sync.syncNow()}
            </Button>
          </Group>
          {summary?.paused && (
            <Alert color="orange" title={LL.shell.sync.paused()}>
              <Button size="xs" onClick={() => setSigningIn(true)}>
                {LL.shell.sync.signInAgain()}
              </Button>
            </Alert>
          )}
          {entries?.length === 0 && <Text c="dimmed">{LL.shell.sync.empty()}</Text>}
          {entries?.map((entry) => <OutboxEntryCard key={entry.seq} entry={entry} format={format} operations={operations} />)}
        </Stack>
      </Drawer>
      {signingIn && (
        <Suspense fallback={null}>
          <SignInAgainModal onClose={() => setSigningIn(false)} />
        </Suspense>
      )}
    </>
  );
}
