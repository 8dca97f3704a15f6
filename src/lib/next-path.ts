/** Where the app opens by default. */
export const HOME_PATH = '/app/in/home';

/** The sign-in page. */
export const LOGIN_PATH = '/app/out/login';

/** The login URL that comes back to `path` after sign-in. */
export function loginPathFor(path: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(path)}`;
}

/**
 * The page to open after sign-in. Only a path of this app is followed, so a crafted
 * `next` cannot send the operator to another site, nor back to a signed-out page.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/app/in/') || next.includes('\\')) return HOME_PATH;
  return next;
}
