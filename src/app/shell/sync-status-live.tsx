import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useMemo, type ComponentProps } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { loadOperations } from '../../areas/index.ts';
import { startSync } from '../../lib/sync/sync-client.ts';
import { useOnline, useOutboxSummary } from '../../lib/sync/use-outbox.ts';
import { SyncStatusButton } from './sync-status-button.tsx';

// The drawer and what it lists load when it is first opened, with the areas' words for the changes it shows.
const SyncDrawer = lazy(async () => {
  const [{ default: Drawer }, operations] = await Promise.all([import('./sync-drawer.tsx'), loadOperations()]);
  return { default: (props: Omit<ComponentProps<typeof Drawer>, 'operations'>) => <Drawer {...props} operations={operations} /> };
});

/** The sync status once the queue is read: its live counts, the page's sync triggers and the drawer. */
export default function SyncStatusLive({ openAtStart }: { openAtStart: boolean }) {
  const { locale } = useI18nContext();
  const summary = useOutboxSummary();
  const online = useOnline();
  const [opened, { open, close }] = useDisclosure(openAtStart);
  const format = useMemo(() => {
    const formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return (at: number) => formatter.format(at);
  }, [locale]);
  useEffect(() => startSync(), []);

  return (
    <>
      <SyncStatusButton online={online} summary={summary} onOpen={open} />
      {opened && (
        <Suspense fallback={null}>
          <SyncDrawer opened onClose={close} online={online} summary={summary} format={format} />
        </Suspense>
      )}
    </>
  );
}
