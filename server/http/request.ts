import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, isLanguage, languageFromAcceptHeader, type Language } from '../../contract/languages.ts';
import type { Config } from '../config.ts';
import { ownHosts } from './hosts.ts';

/** The cookie the app stores the interface language in (spec section 9). */
export const LANGUAGE_COOKIE = 'AppLanguage';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The value of an X-Forwarded-* header that the outermost trusted proxy wrote: each proxy appends
 * to the list, so that entry sits `trustProxy` places from the right; anything left of it is the
 * client's to make up. Undefined without trusted proxies or without the header.
 */
function forwarded(c: Context, config: Config, name: string): string | undefined {
  if (config.trustProxy === 0) return undefined;
  const entries = (c.req.header(name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - config.trustProxy)];
}

/** The caller's address: the socket's, or behind trusted proxies the one the outermost of them appended. */
export function clientAddress(c: Context, config: Config): string {
  const env = c.env as NodeBindings | undefined;
  return forwarded(c, config, 'x-forwarded-for') ?? env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** True when the request arrived over HTTPS (directly, or as a trusted proxy says). */
export function isSecure(c: Context, config: Config): boolean {
  if (forwarded(c, config, 'x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/** The host the request was sent to (its Host header); X-Forwarded-Host is never read. */
export function requestHost(c: Context): string {
  return new URL(c.req.url).host;
}

/** True when the request was sent to one of the server's own hosts. */
export function toOwnHost(c: Context, config: Config): boolean {
  return ownHosts(config).has(requestHost(c));
}

/** The origins a same-origin request may come from: the one it was sent to (an own host), and PUBLIC_URL's. */
export function ownOrigins(c: Context, config: Config): string[] {
  const origins = [`${isSecure(c, config) ? 'https:' : 'http:'}//${requestHost(c)}`];
  if (config.publicUrl) origins.push(new URL(config.publicUrl).origin);
  return origins;
}

/** The language of a caller without a session: the AppLanguage cookie, Accept-Language, else Italian. */
export function requestLanguage(c: Context): Language {
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptHeader(c.req.header('accept-language')) ?? DEFAULT_LANGUAGE;
}
