import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { checkSession, type SessionState } from '../lib/session.ts';
import { HOME_PATH, loginPathFor } from '../lib/next-path.ts';

/** The password page while a change is forced (spec section 2: the forced variant uses 'f'). */
export const FORCED_PASSWORD_PATH = '/app/in/account/password/f';

/** The ordinary password page. */
export const PASSWORD_PATH = '/app/in/account/password';

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Where a signed-in page sends the visitor instead, or null to show it: no session goes
 * to Login (which comes back here), a forced change pins the operator to the forced
 * password page, and that page without a forced change is the ordinary one.
 */
export function signedInRedirect(session: SessionState, url: URL): string | null {
  if (!session.logged) return loginPathFor(url.pathname + url.search);
  const path = withoutTrailingSlash(url.pathname);
  if (session.mustchange) return path === FORCED_PASSWORD_PATH ? null : FORCED_PASSWORD_PATH;
  return path === FORCED_PASSWORD_PATH ? PASSWORD_PATH : null;
}

// The single sign-on's result and test pages: an admin reaches the test signed in, and a sign-in's
// result may replace the session the browser holds, so a session never sends them Home.
const SSO_PAGES = /^\/app\/out\/fia-sso\//;

/**
 * Where a signed-out page sends a signed-in operator: Home (which may lead on to the forced page),
 * but for the single sign-on's pages.
 */
export function signedOutRedirect(session: SessionState, pathname = ''): string | null {
  if (SSO_PAGES.test(pathname)) return null;
  return session.logged ? HOME_PATH : null;
}

/** Loader of the signed-in area; its data is the session state, for the shell. */
export async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<SessionState> {
  const session = await checkSession();
  const target = signedInRedirect(session, new URL(request.url));
  if (target) throw redirect(target);
  return session;
}

/** Loader of the signed-out area. */
export async function requireSignedOut({ request }: LoaderFunctionArgs): Promise<null> {
  const target = signedOutRedirect(await checkSession(), new URL(request.url).pathname);
  if (target) throw redirect(target);
  return null;
}
