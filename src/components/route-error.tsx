import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useI18nContext } from '../../i18n/i18n-react';

/** Shown when a page could not be loaded even after the one automatic reload. */
export function RouteError() {
  const { LL } = useI18nContext();
  return (
    <Center mih="100vh">
      <Stack align="center" role="alert">
        <Text>{LL.app.loadFailed()}</Text>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {LL.app.reload()}
        </Button>
      </Stack>
    </Center>
  );
}
