import { ENDPOINTS } from '../../contract/endpoints.ts';

/** The sign-in calls in their order, named for the description's texts: the password first, then the PIN or the app's code. */
export function signInCalls(): string {
  const steps = ['login-start', 'login-unlock'].flatMap((step) => ENDPOINTS.filter((endpoint) => endpoint.path.endsWith(`/${step}`)));
  if (steps.length === 0) return 'see the sign-in calls';
  return `${steps.map((endpoint) => `\`${endpoint.path}\``).join(' with Email and Password, then ')} with the PIN sent by mail or the authenticator app's code`;
}
