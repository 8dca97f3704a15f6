// What the sign-in page needs of single sign-on, with no schema: the enabled providers' call path
// and the address a provider's sign-in starts at. The sign-in page's chunk carries this alone.

/** The path of the enabled providers' call (written out in `sso-sign-in.ts` too, where the OpenAPI description reads it; held equal by a test). */
export const SSO_PROVIDERS_PATH = 'sso/providers';

/** The address of a provider's sign-in (`?test=1`: the admin's test). */
export function ssoStartPath(id: string, test = false): string {
  return `/api/sso/${encodeURIComponent(id)}/start${test ? '?test=1' : ''}`;
}
