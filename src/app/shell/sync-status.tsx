import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { startSync } from '../../lib/sync/sync-client.ts';
import { useOnline, useOutboxSummary } from '../../lib/sync/use-outbox.ts';
// The drawer and what it lists load when it is first opened: the header stays light.
const SyncDrawer = lazy(() => import('./sync-drawer.tsx'));

const DOT = { display: 'inline-block', width: 8, height: 8, borderRadius: '50%' } as const;

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
      <Button
        data-testid="sync-status"
        variant="subtle"
        size="xs"
        color="dark"
        onClick={open}
        // The dot only repeats the word beside it; its colour carries nothing the text does not.
        leftSection={<span aria-hidden style={{ ...DOT, background: online ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)' }} />}
      >
        <Group gap={6} wrap="nowrap">
          <span>{online ? LL.shell.sync.online() : LL.shell.sync.offline()}</span>
          {lastSync !== null && (
            <Text span size="xs" visibleFrom="sm" title={LL.shell.sync.lastSync({ time: format(lastSync) })} data-testid="last-sync">
              {clock.format(lastSync)}
            </Text>
          )}
          {pending > 0 && (
            <Badge size="sm" color="blue">
              {LL.shell.sync.pending({ count: pending })}
            </Badge>
          )}
          {attention > 0 && (
            <Badge size="sm" color="red">
              {LL.shell.sync.attention({ count: attention })}
            </Badge>
          )}
          {summary?.paused && (
            <Badge size="sm" color="orange">
              {LL.shell.sync.signInAgain()}
            </Badge>
          )}
        </Group>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SyncDrawer opened onClose={close} online={online} summary={summary} format={format} />
        </Suspense>
      )}
    </div>
  );
}
