import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Stack, Text } from '@mantine/core';
import { ssoStartPath } from '../../../../contract/sso-start.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';

/** A button per enabled identity provider: each sends the whole page to the server, which sends it on to the provider. */
export function ProviderButtons({ providers }: { providers: ReadonlyArray<{ id: string; name: string }> }) {
  const { LL } = useI18nContext();
  return (
    <Stack gap="sm" mt="md">
      <Text size="sm" ta="center" c="dimmed">
        {LL.ssoPages.providers()}
      </Text>
      {providers.map((provider) => (
        <Button key={provider.id} component="a" href={ssoStartPath(provider.id)} variant="default" fullWidth>
          {LL.ssoPages.signInWith({ name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
