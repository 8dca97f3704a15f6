import { lazy, Suspense, useEffect, useState } from 'react';
import { SSO_PROVIDERS_PATH } from '../../../../contract/sso-start.ts';

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

// The buttons come in a chunk of their own, asked only when a provider is enabled: an
// installation without single sign-on loads none of it on its sign-in page.
const ProviderButtons = lazy(() => import('../sso/provider-buttons.tsx').then((m) => ({ default: m.ProviderButtons })));

/**
 * A button per enabled identity provider, under the password sign-in (which always stays): each
 * sends the whole page to the server, which sends it on to the provider.
 */
export function SsoButtons() {
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
    <Suspense fallback={null}>
      <ProviderButtons providers={providers} />
    </Suspense>
  );
}
