import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildCall, pathParams, type Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS, labelsOf } from '../../contract/endpoints.ts';
import { validationMessage } from '../../contract/labels.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { HOUR } from './clock.ts';
import { ADMIN, useTestServer } from './harness.ts';
import { sessionBrowser } from './tenancy.ts';

// No client of ours sends a NUL or half of a surrogate pair: the database cannot store them, and
// every endpoint must refuse them up front, naming the field, whatever depth they hide at.

const server = useTestServer();

const RUNS_PER_ENDPOINT = 25;
const SEED = 20300115;

const BAD_CHARACTERS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];

/** Printable text with one character no text field takes somewhere in it. */
const badText = (characters: string[] = BAD_CHARACTERS) =>
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...characters), fc.string({ maxLength: 12 })).map((parts) => parts.join(''));

function fieldNames(endpoint: Endpoint): string[] {
  const params = new Set(pathParams(endpoint.path));
  const names = endpoint.input instanceof z.ZodObject ? Object.keys(endpoint.input.shape) : [];
  return names.filter((name) => !params.has(name));
}

/** A payload naming every field with plausible text, and the path parameters with plausible ids. */
function basePayload(endpoint: Endpoint): Record<string, unknown> {
  const payload: Record<string, unknown> = Object.fromEntries(fieldNames(endpoint).map((name) => [name, 'plain text']));
  for (const param of pathParams(endpoint.path)) payload[param] = param === 'lang' ? 'en' : crypto.randomUUID();
  return payload;
}

interface Case {
  payload: Record<string, unknown>;
  /** The field the answer must name. */
  field: string;
}

/** Where the bad text goes: a field's value, a value deep inside one, a key at the top or deep inside, a path segment. */
function badCase(endpoint: Endpoint): fc.Arbitrary<Case> {
  const fields = fieldNames(endpoint);
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('extra');
  const with_ = (name: string, value: unknown) => ({ ...basePayload(endpoint), [name]: value });
  const cases: Array<fc.Arbitrary<Case>> = [
    fc.tuple(field, badText()).map(([name, text]) => ({ payload: with_(name, text), field: name })),
    fc.tuple(field, badText()).map(([name, text]) => ({ payload: with_(name, { list: ['ok', { text }] }), field: `${name}.list.1.text` })),
    badText().map((text) => ({ payload: with_(text, 'plain'), field: 'body' })),
    fc.tuple(field, badText()).map(([name, text]) => ({ payload: with_(name, [{ [text]: 1 }]), field: `${name}.0` })),
  ];
  const params = pathParams(endpoint.path);
  if (params.length > 0) {
    // A URL carries no half surrogate (it would not decode), but %00 decodes to a NUL.
    cases.push(fc.tuple(fc.constantFrom(...params), badText(['\u0000'])).map(([name, text]) => ({ payload: with_(name, text), field: name })));
  }
  return fc.oneof(...cases);
}

function pathOf(endpoint: Endpoint, payload: Record<string, unknown>): { path: string; body: Record<string, unknown> } {
  return buildCall(endpoint.path, payload);
}

describe.each(ENDPOINTS.map((endpoint) => [endpoint.path, endpoint] as const))('text no client sends, given to %s', (_path, endpoint) => {
  it('is refused with 400, naming the field', async () => {
    const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
    await fc.assert(
      fc.asyncProperty(badCase(endpoint), async ({ payload, field }) => {
        server.clock.advance(HOUR);
        const browser = await sessionBrowser(server, admin!.id);
        const { path, body } = pathOf(endpoint, payload);

        const answer = await browser.post(path, body);

        expect(answer.status, JSON.stringify(answer.body)).toBe(400);
        expect(answer.error?.code).toBe('validation_failed');
        expect(answer.error?.fields?.[field]).toBe(validationMessage('invalid', field, 'it', undefined, labelsOf(endpoint)));
      }),
      { numRuns: RUNS_PER_ENDPOINT, seed: SEED },
    );
  });
});
