import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { buildCall, type Endpoint } from '../../contract/endpoint.ts';
import { useI18nContext } from '../../i18n/i18n-react';
import { recordOf } from '../lib/outbox/record.ts';
import { useOutboxEntries } from '../lib/sync/use-outbox.ts';

/**
 * Says on a record's screen that changes to it are kept on this device and not sent yet: the
 * record is the one a call of `endpoint` with `payload` targets, as the outbox names it (`recordOf`).
 */
export function PendingNotice({ endpoint, payload }: { endpoint: Endpoint; payload: Record<string, unknown> }) {
  const { LL } = useI18nContext();
  const { path, body } = buildCall(endpoint.path, payload);
  const record = recordOf(path, body, '');
  const count = (useOutboxEntries() ?? []).filter((entry) => entry.record === record).length;
  if (count === 0) return null;
  return (
    <Alert color="gray" variant="light" title={LL.shell.sync.pendingBadge()} data-testid="pending-notice">
      {LL.shell.sync.queued()}
    </Alert>
  );
}
