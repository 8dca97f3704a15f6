import { SsoNotConfigured } from './sso-not-configured.tsx';

/** Starts a test sign-in against a configured single sign-on provider. */
export function SsoTestPage() {
  return <SsoNotConfigured />;
}
