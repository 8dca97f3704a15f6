// Junk request bodies and path segments against every call of the contract, signed in and out:
// never a 5xx, every refusal a JSON error of the contract's catalogue.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParams, type Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { ERRORS, isErrorCode } from '../../contract/endpoints.ts';
import { LANGUAGES } from '../../contract/languages.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import type { Answer, Browser } from './browser.ts';
import { HOUR, MINUTE } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';

const RUNS_PER_ENDPOINT = 60;
const SEED = 20300115;

// Values of the right type and shape, so that junk also reaches the handlers and not only the validation.
const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.emailAddress(),
  fc.constant(ADMIN.email),
  fc.stringMatching(/^\d{6}$/),
  fc.constantFrom(...LANGUAGES),
  fc.string({ minLength: 10, maxLength: 40 }),
  fc.boolean(),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  plausibleValue,
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer({ min: 1_000, max: 1_200_000 }).map((length) => 'x'.repeat(length)),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.jsonValue({ depthSize: 'large', maxDepth: 12 }),
);

function fieldNames(endpoint: Endpoint): string[] {
  return endpoint.input instanceof z.ZodObject ? Object.keys(endpoint.input.shape) : [];
}

/** Request bodies: any JSON, the right field names with wrong or plausible values, or text that is not JSON at all. */
function junkBody(endpoint: Endpoint): fc.Arbitrary<string> {
  const fields = (value: fc.Arbitrary<unknown>) => Object.fromEntries(fieldNames(endpoint).map((name) => [name, value]));
  return fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.record(fields(junkValue), { requiredKeys: [] }).map((value) => JSON.stringify(value)),
    fc.record(fields(plausibleValue)).map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 60 }),
    fc.constant(''),
  );
}

const junkSegment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constantFrom('', '.', '..', '%', 'a/b', '?x=1', '#top', ' ', 'it', 'acme'),
  fc.integer().map(String),
);

function junkParams(endpoint: Endpoint): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(pathParams(endpoint.path).map((name) => [name, junkSegment])));
}

function concretePath(endpoint: Endpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Whether the contract itself refuses this input: then the server must too. */
function contractRefuses(endpoint: Endpoint, body: string, params: Record<string, string>): boolean {
  let payload: unknown;
  try {
    payload = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    return true;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return true;
  return !endpoint.input.safeParse({ ...payload, ...params }).success;
}

function expectWellFormed(endpoint: Endpoint, answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
  if (answer.status >= 400) {
    const code = answer.error?.code;
    expect(isErrorCode(code), `not an error body: ${JSON.stringify(answer.body)}`).toBe(true);
    expect(ERRORS[code as keyof typeof ERRORS].status).toBe(answer.status);
  } else {
    expect(answer.status).toBe(200);
    // A download answers the file itself; every other call answers its contract's JSON.
    const body = endpoint.download ? new TextDecoder().decode(answer.bytes) : answer.body;
    if (endpoint.download) expect(answer.headers.get('content-type')).toBe(endpoint.download.type);
    expect(endpoint.output.safeParse(body).success, JSON.stringify(answer.body)).toBe(true);
  }
}

/**
 * Sends junk to one shard of the calls (every `shards`-th from `shard`), each shard its own test
 * file: the fuzz of some 250 calls then spreads over the test workers instead of running last and alone.
 */
export function junkSuite(shard: number, shards: number): void {
  const server = useTestServer();
  const inShard = ENDPOINTS.filter((_endpoint, index) => index % shards === shard);

  async function signedInBrowser(): Promise<Browser> {
    const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
    const token = await createSession(server.db, admin!.id, server.clock.now(), { ip: '', userAgent: 'fuzzer' });
    const browser = server.browser();
    browser.setCookie('bo_session', token);
    return browser;
  }

  describe.each(inShard.map((endpoint) => [endpoint.path, endpoint] as const))('junk sent to %s', (_path, endpoint) => {
    it.each([
      ['signed out', async () => server.browser()],
      ['signed in', signedInBrowser],
    ])('%s: never a 5xx, every refusal a JSON error, every contract-invalid input a 4xx', async (_state, openBrowser) => {
      await fc.assert(
        fc.asyncProperty(junkBody(endpoint), junkParams(endpoint), async (body, params) => {
          // Each run starts in fresh rate-limit windows, so a 429 never hides what the call itself answers.
          server.clock.advance(HOUR + MINUTE);
          const browser = await openBrowser();

          const answer = await browser.fetch(`/api/${concretePath(endpoint, params)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });

          expectWellFormed(endpoint, answer);
          expect(answer.status).not.toBe(429);
          if (contractRefuses(endpoint, body, params)) expect(answer.status).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: SEED },
      );
    });
  });
}
