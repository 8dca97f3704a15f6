import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SSO_PROVIDERS_PATH, ssoStartPath } from '../../../../contract/sso-start.ts';
import { useI18nContext } from '../../../../i18n/i18n-react';

interface Provider {
  id: string;
  name: string;
}

// The enabled providers by a plain request: the call's schema stays out of the sign-in page's
// chunk. Anything but a list of ids and names (an error, no network) shows no button.
async function enabledProviders(): Promise<Provider[]> {
  try {
    const response = await fetch(`/api/${SSO_PROVIDERS_PATH}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { items?: unknown } | null;
    const items = response.ok && Array.isArray(body?.items) ? body.items : [];
    return items.filter((item): item is Provider => typeof item === 'object' && item !== null && typeof (item as Provider).id === 'string' && typeof (item as Provider).name === 'string');
  } catch {
    return [];
  }
}

/**
 * A button per enabled identity provider, under the password sign-in (which always stays): each
 * sends the whole page to the server, which sends it on to the provider.
 */
export function SsoButtons() {
  const { LL } = useI18nContext();
  const [providers, setProviders] = useState<Provider[]>([]);
  useEffect(() => {
    let live = true;
    void enabledProviders().then((items) => {
      if (live) setProviders(items);
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
