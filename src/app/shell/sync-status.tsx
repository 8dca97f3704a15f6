import { lazy, Suspense, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SyncStatusButton } from './sync-status-button.tsx';
import { useIdle } from './use-idle.ts';

// The queue's live counts and the sync triggers load once the first screen is up: the shell starts light.
const SyncStatusLive = lazy(() => import('./sync-status-live.tsx'));

/**
 * The header's sync status, always in sight: whether everything reached the server and when, the
 * changes still to send and those that need the operator; it opens the drawer of queued changes.
 */
export function SyncStatus() {
  const { LL } = useI18nContext();
  const idle = useIdle();
  // A click before the live part is in loads it at once, and it opens with the drawer shown.
  const [asked, setAsked] = useState(false);
  const waiting = <SyncStatusButton online={navigator.onLine} summary={undefined} onOpen={() => setAsked(true)} />;
  return (
    <div role="status" aria-label={LL.shell.syncStatus()}>
      {idle || asked ? <Suspense fallback={waiting}>{<SyncStatusLive openAtStart={asked} />}</Suspense> : waiting}
    </div>
  );
}
