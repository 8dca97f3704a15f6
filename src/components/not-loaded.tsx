import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Button, Stack } from '@mantine/core';
import { IconCloudOff, IconAlertTriangle } from '@tabler/icons-react';
import { useI18nContext } from '../../i18n/i18n-react';

/**
 * A screen's data that cannot be shown: never read on this device and the server does not
 * answer (offline), or the server failed; with a way to try again. Never an endless spinner.
 */
export function NotLoaded({ offline = true, onRetry }: { offline?: boolean; onRetry?: () => void }) {
  const { LL } = useI18nContext();
  const Icon = offline ? IconCloudOff : IconAlertTriangle;
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      icon={<Icon aria-hidden="true" size={20} />}
      title={offline ? LL.shell.kit.notLoadedTitle() : LL.shell.kit.loadFailedTitle()}
      data-testid="not-loaded"
    >
      <Stack gap="xs" align="flex-start">
        {offline ? LL.shell.kit.notLoaded() : LL.shell.kit.loadFailed()}
        {onRetry ? (
          <Button size="xs" variant="default" onClick={onRetry}>
            {LL.shell.kit.retry()}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
