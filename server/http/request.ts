import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptHeader, type Language } from '../../contract/languages.ts';
import type { Config } from '../config.ts';

/** The cookie the app stores the interface language in (spec section 9). */
export const LANGUAGE_COOKIE = 'AppLanguage';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The caller's address: the socket's, or X-Forwarded-For's first hop behind a trusted proxy. */
export function clientAddress(c: Context, config: Config): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** True when the request arrived over HTTPS (directly, or through a trusted proxy). */
export function isSecure(c: Context, config: Config): boolean {
  if (config.trustProxy && c.req.header('x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/** The origin the server is reached at for this request: the public URL's, or the request's own. */
export function ownOrigins(c: Context, config: Config): string[] {
  const url = new URL(c.req.url);
  const proto = isSecure(c, config) ? 'https:' : url.protocol;
  const host = (config.trustProxy && c.req.header('x-forwarded-host')) || c.req.header('host') || url.host;
  const origins = [`${proto}//${host}`];
  if (config.publicUrl) origins.push(new URL(config.publicUrl).origin);
  return origins;
}

/** The base URL for links in mails: PUBLIC_URL, or the origin the request came to. */
export function publicBase(c: Context, config: Config): string {
  return config.publicUrl ?? ownOrigins(c, config)[0]!;
}

/** The language of a caller without a session: the AppLanguage cookie, Accept-Language, else Italian. */
export function requestLanguage(c: Context): Language {
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptHeader(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
}
