// Which page navigations the service worker answers with the app's shell from its cache. Nothing
// under /api is ever answered from here: the single sign-on's start and the provider's return
// (`/api/sso/callback`, which carries a one-use code) always reach the server. The worker imports
// no contract module (they bring zod), so the provider's return is written here as the contract's
// `SSO_CALLBACK_PATH`; a test holds the two together.

/** The navigations the app's shell answers: its own addresses. */
export const SHELL_ALLOWLIST: RegExp[] = [/^\/app(\/|$)/];

/** The provider's return address, as `contract/sso.ts` names it. */
export const SSO_CALLBACK = '/api/sso/callback';

/** Never answered from the cache, whatever the allowlist says: the API, the provider's return first of all. */
export const SHELL_DENYLIST: RegExp[] = [/^\/api\//, /^\/api\/sso\/callback(\?|$)/];

/** Whether a navigation to this path is answered with the cached app shell (workbox's rule: allowed and not denied). */
export function answeredFromCache(pathAndSearch: string): boolean {
  return SHELL_ALLOWLIST.some((rule) => rule.test(pathAndSearch)) && !SHELL_DENYLIST.some((rule) => rule.test(pathAndSearch));
}
