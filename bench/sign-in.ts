import { latestPin } from '../e2e/fixtures/mail.ts';

/** The demo installation admin (server/seed/demo.ts). */
export const DEMO_ADMIN = { Email: 'demo.admin@example.com', Password: 'demo-admin-password' };

/** A browser cookie as Playwright and Lighthouse take it. */
export interface Cookie {
  name: string;
  value: string;
  url: string;
}

function cookiesOf(response: Response, url: string): Cookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
}

/** Signs in through the API with the PIN from the mail file and returns the session cookie. */
export async function signInCookies(url: string, mailDir: string, account = DEMO_ADMIN): Promise<Cookie[]> {
  const headers = { 'content-type': 'application/json' };
  const start = await fetch(`${url}/api/accounting/login-start`, { method: 'POST', headers, body: JSON.stringify(account) });
  if (!start.ok) throw new Error(`login-start answered ${start.status}`);
  const binding = cookiesOf(start, url).map((c) => `${c.name}=${c.value}`).join('; ');
  const pin = await latestPin(mailDir, account.Email);
  const unlock = await fetch(`${url}/api/accounting/login-unlock`, {
    method: 'POST',
    headers: { ...headers, cookie: binding },
    body: JSON.stringify({ Email: account.Email, Pin: pin }),
  });
  if (!unlock.ok) throw new Error(`login-unlock answered ${unlock.status}`);
  return cookiesOf(unlock, url).filter((cookie) => cookie.name.includes('session') && cookie.value !== '');
}

/** The cookies as one Cookie header. */
export function cookieHeader(cookies: Cookie[]): string {
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
