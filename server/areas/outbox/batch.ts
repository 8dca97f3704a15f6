import type { Context } from 'hono';
import type { z } from 'zod';
import { PUBLIC_PERMISSIONS, type Endpoint } from '../../../contract/endpoint.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { OutboxBatch, type OutboxResult, type OutboxWriteSchema } from '../../../contract/outbox.ts';
import { AppError, errorBody } from '../../errors.ts';
import { withDispatchedSession } from '../../http/dispatched.ts';
import { dispatching, type Dispatch } from '../../http/handler.ts';

type Write = z.output<typeof OutboxWriteSchema>;

/**
 * The batch request's headers each write is sent with: the session's cookie (so a write is the
 * caller's and nobody else's), what the sender checks read (Origin, Sec-Fetch-Site), the client's
 * address behind trusted proxies, the browser's name. The host is the batch's own. Nothing else
 * passes, and a write brings no headers of its own but its key and its language.
 */
const PASSED_HEADERS = ['cookie', 'origin', 'sec-fetch-site', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'];

/**
 * True for a call the outbox may keep for later and so may send in a batch: a mutation of the
 * back office sent with an Idempotency-Key. Not the sign-in and session calls, not a call answered
 * now or never (`live`, the batch itself), not one carrying a credential, not the public side's.
 */
export function batchable(endpoint: Endpoint): boolean {
  return (
    endpoint.kind === 'mutation' &&
    !endpoint.live &&
    !endpoint.credentials &&
    !endpoint.download &&
    endpoint.permission !== 'anonymous' &&
    !PUBLIC_PERMISSIONS.includes(endpoint.permission) &&
    !endpoint.path.startsWith('accounting/')
  );
}

// The contract's calls by their number of path segments, each with its segments ('' for a `:name` one).
const CALLS_BY_LENGTH = new Map<number, Array<{ endpoint: Endpoint; parts: string[] }>>();
for (const endpoint of ENDPOINTS) {
  const parts = endpoint.path.split('/').map((part) => (part.startsWith(':') ? '' : part));
  CALLS_BY_LENGTH.set(parts.length, [...(CALLS_BY_LENGTH.get(parts.length) ?? []), { endpoint, parts }]);
}

/** The contract's calls a built path may be (`company/<id>/project/<id>/save` is `company/:company/project/:project/save`). */
function callsAt(path: string): Endpoint[] {
  const segments = path.split('/');
  return (CALLS_BY_LENGTH.get(segments.length) ?? [])
    .filter(({ parts }) => parts.every((part, i) => part === '' || part === segments[i]))
    .map(({ endpoint }) => endpoint);
}

/** The batch's own refusal of a write it does not send: no such call (404), or one the outbox never keeps (400). */
function refusal(write: Write, lang: Dispatch['lang']): OutboxResult | null {
  const calls = callsAt(write.path);
  if (calls.length === 0) return { key: write.key, status: 404, body: errorBody(new AppError('not_found'), lang) };
  if (!calls.every(batchable)) return { key: write.key, status: 400, body: errorBody(new AppError('outbox_call_refused'), lang) };
  return null;
}

/** Sends one write through the app, as the single call its browser would have made. */
async function send(c: Context, app: Dispatch['app'], session: Dispatch['session'], write: Write): Promise<OutboxResult> {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': write.key });
  for (const name of PASSED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const language = write.language ?? c.req.header('accept-language');
  if (language !== undefined) headers.set('accept-language', language);
  const url = new URL(`/api/${write.path}`, new URL(c.req.url).origin);
  const body = Buffer.from(JSON.stringify(write.body));
  // Its length stated, as a browser states it: the body limit reads the header instead of the stream.
  headers.set('content-length', String(body.byteLength));
  const request = new Request(url, { method: 'POST', headers, body });
  const response = await withDispatchedSession(session, async () => app.fetch(request, c.env));
  // A cookie the call sets reaches the browser as its single answer's would.
  for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  const answer = jsonOf(await response.text());
  const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
  return { key: write.key, status: response.status, body: answer, ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfter } : {}) };
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const applied = (result: OutboxResult) => 'status' in result && result.status >= 200 && result.status < 300;
const signedOut = (result: OutboxResult) => 'status' in result && (result.status === 401 || result.status === 419);

/**
 * Applies the writes in order, each as its single call. A record whose write is not applied has
 * its later writes skipped (they build on it); once the session is gone, every later write is.
 */
async function runBatch({ c, app, input, lang, session }: Dispatch<z.output<typeof OutboxBatch.input>>): Promise<{ results: OutboxResult[] }> {
  const stopped = new Set<string>();
  let signedIn = true;
  const results: OutboxResult[] = [];
  for (const write of input.writes) {
    if (!signedIn || stopped.has(write.record)) {
      results.push({ key: write.key, skipped: true });
      continue;
    }
    const result = refusal(write, lang) ?? (await send(c, app, session, write));
    results.push(result);
    if (!applied(result)) stopped.add(write.record);
    if (signedOut(result)) signedIn = false;
  }
  return { results };
}

/** The outbox's batch of queued writes. */
export const outboxHandlers = [dispatching(OutboxBatch, runBatch)];
