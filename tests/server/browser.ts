import type { Hono } from 'hono';
import { buildCall, type Endpoint, type EndpointInput, type EndpointOutput } from '../../contract/endpoint.ts';
import { ErrorBodySchema, type ErrorBody } from '../../contract/errors.ts';

/** Where the in-process server is reached. */
export const BASE_URL = 'http://localhost';

/** The address requests come from unless a browser says otherwise. */
export const DEFAULT_IP = '192.0.2.10';

/** One Set-Cookie header of an answer, with lower-cased attribute names. */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** What the server answered. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  body: T;
  bytes: Uint8Array;
  /** The `error` member of an answer shaped as the contract's error body. */
  error: ErrorBody['error'] | undefined;
  setCookies: SetCookie[];
}

/** How a browser presents itself. */
export interface BrowserOptions {
  /** Scheme and host, `http://localhost` by default. */
  base?: string;
  /** The client address the server sees. */
  ip?: string;
  /** Send an Origin header equal to the request's own origin, as browsers do on POST. */
  sameOrigin?: boolean;
  /** Headers sent with every request (Accept-Language, ...). */
  headers?: Record<string, string>;
}

interface StoredCookie {
  value: string;
  path: string;
}

/** A browser that keeps the cookies the server sets and sends them back, scoped by path. */
export class Browser {
  private readonly jar = new Map<string, StoredCookie>();

  /** `afterRequest` runs once each answer is in (the test server's: send the mail the call queued). */
  constructor(
    private readonly app: Hono,
    private readonly options: BrowserOptions = {},
    private readonly afterRequest: () => Promise<void> = async () => undefined,
  ) {}

  /** Sends a request to a path of the server with this browser's cookies. */
  async fetch(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
    const url = new URL(path, this.options.base ?? BASE_URL);
    const headers = new Headers({ ...this.options.headers, ...init.headers });
    const cookie = this.cookieHeader(url.pathname);
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    if (this.options.sameOrigin && !headers.has('origin')) headers.set('origin', url.origin);
    // @hono/node-server hands the socket to the app this way; the adapter reads the address from it.
    const env = { incoming: { socket: { remoteAddress: this.options.ip ?? DEFAULT_IP } } };
    const response = await this.app.request(url.toString(), { method: init.method ?? 'GET', headers, body: init.body }, env);
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const set of setCookies) this.store(set);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const body = parseJson(bytes);
    await this.afterRequest();
    const error = ErrorBodySchema.safeParse(body);
    return { status: response.status, headers: response.headers, body, bytes, error: error.success ? error.data.error : undefined, setCookies };
  }

  /** POSTs JSON to `/api/{path}`; an undefined body sends no body at all. */
  post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return this.fetch(`/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Calls a contract endpoint: `:name` path segments come from the payload, the rest is the body. */
  async call<E extends Endpoint>(
    endpoint: E,
    payload: EndpointInput<E>,
    headers: Record<string, string> = {},
  ): Promise<Answer<EndpointOutput<E>>> {
    const { path, body } = buildCall(endpoint.path, payload as Record<string, unknown>);
    return (await this.post(path, body, headers)) as Answer<EndpointOutput<E>>;
  }

  /** The value of a cookie this browser holds. */
  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  /** Puts a cookie in the jar, as if the server (or a script) had set it. */
  setCookie(name: string, value: string, path = '/'): void {
    this.jar.set(name, { value, path });
  }

  private store(set: SetCookie): void {
    const maxAge = set.attributes['max-age'];
    const expires = set.attributes.expires;
    const gone =
      (typeof maxAge === 'string' && Number(maxAge) <= 0) || (typeof expires === 'string' && Date.parse(expires) <= Date.now());
    if (gone) this.jar.delete(set.name);
    else this.jar.set(set.name, { value: set.value, path: typeof set.attributes.path === 'string' ? set.attributes.path : '/' });
  }

  private cookieHeader(pathname: string): string {
    return [...this.jar]
      .filter(([, cookie]) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }
}

/** Parses one Set-Cookie header. */
export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...parts] = header.split(';');
  const eq = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of parts) {
    const [key = '', ...rest] = part.trim().split('=');
    attributes[key.toLowerCase()] = rest.length > 0 ? rest.join('=') : true;
  }
  return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()), attributes };
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}
