import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SsoProvidersPublic, ssoStartPath } from '../../../../contract/sso-sign-in.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { call } from '../../../lib/api.ts';

/**
 * A button per enabled identity provider, under the password sign-in (which always stays): each
 * sends the whole page to the server, which sends it on to the provider.
 */
export function SsoButtons() {
  const { LL } = useI18nContext();
  const [providers, setProviders] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    let live = true;
    void call(SsoProvidersPublic, {}).then((result) => {
      if (live && result.ok && !result.queued) setProviders(result.data.items);
    });
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;
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
