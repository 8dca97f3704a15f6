import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useI18nContext } from '../../i18n/i18n-react';
import { RelativeTime } from './relative-time.tsx';

/**
 * Says, while the server does not answer, that the screen shows what this device kept and when
 * it was read (`readAt`, the oldest of its reads): a judge must not take an old count for today's.
 */
export function OfflineReadNotice({ readAt }: { readAt: number }) {
  const { LL } = useI18nContext();
  return (
    <Alert color="yellow" variant="light" p="xs" role="status" icon={<IconCloudOff aria-hidden="true" size={18} />} data-testid="offline-read">
      {LL.shell.kit.offlineRead()} <RelativeTime value={new Date(readAt)} />
    </Alert>
  );
}
