import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { startSync } from '../../lib/sync/sync-client.ts';
import { useOnline, useOutboxSummary } from '../../lib/sync/use-outbox.ts';
import { SyncDrawer } from './sync-drawer.tsx';

/**
 * The header's sync status, always in sight: online or offline, the changes still to send and
 * those that need the operator; it opens the drawer of queued changes.
 */
export function SyncStatus() {
  const { LL, locale } = useI18nContext();
  const summary = useOutboxSummary();
  const online = useOnline();
  const [opened, { open, close }] = useDisclosure(false);
  const format = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return (at: number) => formatter.format(at);
  }, [locale]);
  const clock = useMemo(() => new Intl.DateTimeFormat(locale, { timeStyle: 'short' }), [locale]);
  const lastSync = summary?.lastSync ?? null;
  useEffect(() => startSync(), []);

  const pending = summary?.pending ?? 0;
  const attention = summary?.attention ?? 0;
  return (
    <div role="status" aria-label={LL.shell.syncStatus()}>
      <Button data-testid="sync-status" variant="subtle" size="xs" color={online ? 'green' : 'gray'} onClick={open}>
        <Group gap={6} wrap="nowrap">
          <span>{online ? LL.sync.online() : LL.sync.offline()}</span>
          {lastSync !== null && (
            <Text span size="xs" c="dimmed" visibleFrom="sm" title={LL.sync.lastSync({ time: format(lastSync) })} data-testid="last-sync">
              {clock.format(lastSync)}
            </Text>
          )}
          {pending > 0 && (
            <Badge size="sm" color="blue">
              {LL.sync.pending({ count: pending })}
            </Badge>
          )}
          {attention > 0 && (
            <Badge size="sm" color="red">
              {LL.sync.attention({ count: attention })}
            </Badge>
          )}
          {summary?.paused && (
            <Badge size="sm" color="orange">
              {LL.sync.signInAgain()}
            </Badge>
          )}
        </Group>
      </Button>
      <SyncDrawer opened={opened} onClose={close} online={online} summary={summary} format={format} />
    </div>
  );
}
