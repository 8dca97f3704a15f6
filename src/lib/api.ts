import { buildCall, type Endpoint, type EndpointInput, type EndpointOutput } from '../../contract/endpoint.ts';
import type { ErrorBody } from '../../contract/errors.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { saveFile } from './save-file.ts';

/** Base path of every API call (spec section 9). */
export const API_BASE = '/api/';

/** The `error` member of an error answer: code, translated message, translated field messages. */
export type ApiError = ErrorBody['error'];

/**
 * The outcome of a typed call. `status` is 0 when no answer arrived (network or system
 * error); `error` is null when the answer carried no error body.
 */
export type ApiResult<T> =
  | { ok: true; data: T; queued?: undefined }
  | {
      ok: false;
      status: number;
      error: ApiError | null;
      /** The stored record a 409 conflict answers with, so a screen can show it without asking again. */
      current?: unknown;
    };

// The server words its messages in the request's language; the page's own keeps them in step
// with the screen even before the AppLanguage cookie exists.
function languageHeader(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

function send(path: string, payload: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(API_BASE + path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeader(), ...headers },
    body: JSON.stringify(payload),
    credentials: 'same-origin',
  });
}

/**
 * POSTs JSON to `/api/<path>` (spec section 7): resolves with the body on 200; on any other
 * status or a failure it logs and resolves null, and nothing is shown to the user.
 */
export async function post<T = unknown>(path: string, payload: object = {}): Promise<T | null> {
  try {
    const response = await send(path, payload);
    if (response.status === 200) return (await response.json()) as T;
    console.error('Error calling ' + path);
    return null;
  } catch {
    console.error('System error calling ' + path);
    return null;
  }
}

/** POSTs JSON and saves the binary answer under `fileName`; otherwise logs and resolves undefined. */
export async function download(path: string, payload: object, fileName: string): Promise<void> {
  try {
    const response = await send(path, payload, { Accept: '*/*' });
    if (response.status !== 200) {
      console.error('Error calling ' + path);
      return;
    }
    saveFile(await response.blob(), fileName);
  } catch {
    console.error('System error calling ' + path);
  }
}

/**
 * Calls a contract endpoint that answers with a file (`download` in its declaration) and saves
 * the file, under `fileName` or the endpoint's own name; tells how it went, the refusal included.
 */
export async function downloadCall<E extends Endpoint>(endpoint: E, payload: EndpointInput<E>, fileName?: string): Promise<ApiResult<true>> {
  const built = buildCall(endpoint.path, payload as Record<string, unknown>);
  let response: Response;
  try {
    response = await send(built.path, built.body, { Accept: '*/*' });
    if (response.status === 200) {
      saveFile(await response.blob(), fileName ?? endpoint.download?.fileName ?? 'download');
      return { ok: true, data: true };
    }
  } catch {
    console.error('System error calling ' + built.path);
    return { ok: false, status: 0, error: null };
  }
  console.error('Error calling ' + built.path);
  return { ok: false, status: response.status, ...(await readError(response)) };
}


/**
 * A change the service worker kept because the network failed (or because earlier changes to
 * the same record still wait): it will be sent again, exactly once (docs/outbox.md).
 */
export interface Queued {
  ok: true;
  queued: true;
  /** The change's Idempotency-Key, which names its outbox entry. */
  key: string;
  data?: undefined;
}

/** What calling an endpoint gives: a mutation may also come back queued. */
export type CallResult<E extends Endpoint> = E['kind'] extends 'query' ? ApiResult<EndpointOutput<E>> : ApiResult<EndpointOutput<E>> | Queued;

// The payload may be left out when every field of the input is optional (most queries take none).
type PayloadArgs<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E> ? [payload?: EndpointInput<E>] : [payload: EndpointInput<E>];

/**
 * Calls a contract endpoint: `:name` path segments are filled from the payload, mutations
 * carry an Idempotency-Key so a replay never applies twice. Logs like `post`, and also
 * hands back the server's error body for screens that show field errors.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[payload]: PayloadArgs<E>): Promise<CallResult<E>> {
  const built = buildCall(endpoint.path, (payload ?? {}) as Record<string, unknown>);
  // A live call carries no key: the outbox keeps only keyed writes, and this one must not wait.
  const headers: Record<string, string> = endpoint.kind === 'mutation' && !endpoint.live ? { 'Idempotency-Key': newIdempotencyKey() } : {};
  let response: Response;
  try {
    response = await send(built.path, built.body, headers);
    if (response.status === 200) return { ok: true, data: (await response.json()) as EndpointOutput<E> } as CallResult<E>;
    const queued = response.status === 202 ? await readQueued(response) : null;
    if (queued) return queued as CallResult<E>;
  } catch {
    console.error('System error calling ' + built.path);
    return { ok: false, status: 0, error: null } as CallResult<E>;
  }
  console.error('Error calling ' + built.path);
  return { ok: false, status: response.status, ...(await readError(response)) } as CallResult<E>;
}

async function readQueued(response: Response): Promise<Queued | null> {
  try {
    const body = (await response.json()) as { queued?: unknown; key?: unknown } | null;
    return body?.queued === true && typeof body.key === 'string' ? { ok: true, queued: true, key: body.key } : null;
  } catch {
    return null;
  }
}

async function readError(response: Response): Promise<{ error: ApiError | null; current?: unknown }> {
  try {
    const body = (await response.json()) as (Partial<ErrorBody> & { current?: unknown }) | null;
    const error = body?.error;
    const known = error && typeof error.code === 'string' && typeof error.message === 'string' ? error : null;
    return body?.current === undefined ? { error: known } : { error: known, current: body.current };
  } catch {
    return { error: null };
  }
}
