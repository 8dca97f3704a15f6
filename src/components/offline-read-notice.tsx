import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useOfflineReadAt } from '../lib/cache/offline-reads.ts';
import { RelativeTime } from './relative-time.tsx';

/**
 * Says, while the server does not answer, that the screen shows what this device kept and when
 * it was read (the oldest of its reads): a judge must not take an old count for today's.
 */
export function OfflineReadNotice() {
  const { LL } = useI18nContext();
  const readAt = useOfflineReadAt();
  if (readAt === null) return null;
  return (
    <Alert color="yellow" variant="light" p="xs" role="status" icon={<IconCloudOff aria-hidden="true" size={18} />} data-testid="offline-read">
      {LL.shell.kit.offlineRead()} <RelativeTime value={new Date(readAt)} />
    </Alert>
  );
}
