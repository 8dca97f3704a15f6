import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { CheckLogin } from '../../contract/accounting.ts';
import { call } from '../lib/api.ts';
import { HOME_PATH, loginPathFor } from '../lib/next-path.ts';

async function isSignedIn(): Promise<boolean> {
  const result = await call(CheckLogin);
  return result.ok && result.data.logged;
}

/** Signed-in pages: a visitor without a session goes to Login, which brings them back here. */
export async function requireSignedIn({ request }: LoaderFunctionArgs): Promise<null> {
  if (await isSignedIn()) return null;
  const url = new URL(request.url);
  throw redirect(loginPathFor(url.pathname + url.search));
}

/** Signed-out pages: a signed-in operator goes to Home. */
export async function requireSignedOut(): Promise<null> {
  if (await isSignedIn()) throw redirect(HOME_PATH);
  return null;
}
