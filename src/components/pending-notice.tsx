import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';
import { recordOf } from '../lib/outbox/record.ts';
import { useOutboxEntries } from '../lib/sync/use-outbox.ts';

/**
 * Says on a record's screen that changes to it are kept on this device and not sent yet;
 * `record` names it as the outbox does (`recordOf`), e.g. by its id or its save path.
 */
export function PendingNotice({ path, body }: { path: string; body: Record<string, unknown> }) {
  const { LL } = useI18nContext();
  const record = recordOf(path, body, '');
  const count = (useOutboxEntries() ?? []).filter((entry) => entry.record === record).length;
  if (count === 0) return null;
  return (
    <Alert color="gray" variant="light" title={LL.sync.pendingBadge()} data-testid="pending-notice">
      {LL.sync.queued()}
    </Alert>
  );
}
