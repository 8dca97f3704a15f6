import { SsoNotConfigured } from './sso-not-configured.tsx';

/** Where the single sign-on provider sends the operator back with a token. */
export function SsoResultPage() {
  return <SsoNotConfigured />;
}
