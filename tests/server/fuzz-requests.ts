import fc from 'fast-check';
import { multipartRequests } from './fuzz-multipart.ts';
import type { FuzzRequest, Input, Kind } from './fuzz-request.ts';
import { change, mutate, notAnObject, oddFreeText, wrongTypes } from './fuzz-mutations.ts';
import { oddString, WRONG_CONTENT_TYPES } from './fuzz-values.ts';
import { valueOf, type Hints, type Resolve, type Schema } from './json-schema-arbitrary.ts';

/** What the fuzzer reads of one operation of the description. */
export interface FuzzTarget {
  method: string;
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string;
  pathParams: Array<{ name: string; schema: Schema }>;
  /** The body's schema and type, when the operation takes one. */
  body?: { type: 'application/json' | 'multipart/form-data'; schema: Schema };
  /** The pattern of the Idempotency-Key header, when the operation takes one. */
  idempotencyKey?: string;
  /** Whether the server's own rules accept an input (the contract's zod schema): valid inputs are drawn among those. */
  accepts?: (params: Record<string, string>, body: unknown) => boolean;
}


/** One request of each kind for an operation, drawn together; the fuzzer sends them in turn. */
export function requestsFor(target: FuzzTarget, resolve: Resolve, hints: Hints): fc.Arbitrary<Record<Kind, FuzzRequest>> {
  const valid = validInputs(target, resolve, hints);
  const withOddParams = fc.tuple(valid, oddParams(target)).map(([[, body], odd]): Input => [odd, body]);
  const pathOnly = (kind: Kind, input: fc.Arbitrary<Input>) => input.map(([params]) => request(target, kind, params));
  if (!target.body) {
    const odd = pathOnly('odd strings', withOddParams);
    return fc.record({ valid: pathOnly('valid', valid), 'near-valid': odd, 'wrong types': odd, 'odd strings': odd, 'wrong content type': odd, 'not an object': odd });
  }
  if (target.body.type === 'multipart/form-data') return multipartRequests(target.body.schema, valid, resolve, (kind, params) => request(target, kind, params));
  return jsonRequests(target, target.body.schema, valid, withOddParams, resolve);
}

function jsonRequests(target: FuzzTarget, schema: Schema, valid: fc.Arbitrary<Input>, withOddParams: fc.Arbitrary<Input>, resolve: Resolve) {
  const key = idempotencyKey(target);
  const json = (kind: Kind, input: fc.Arbitrary<Input>, type: fc.Arbitrary<string> = fc.constant('application/json')) =>
    fc.tuple(input, key, type).map(([[params, body], keyHeader, contentType]) => jsonRequest(request(target, kind, params), body, keyHeader, contentType));
  const changed = (change: (body: unknown) => fc.Arbitrary<unknown>) => valid.chain(([params, body]) => change(body).map((next): Input => [params, next]));
  return fc.record({
    valid: json('valid', valid),
    'near-valid': json('near-valid', fc.oneof({ weight: 5, arbitrary: changed((body) => change.map((c) => mutate(body, schema, resolve, c))) }, withOddParams)),
    'wrong types': json('wrong types', changed(() => wrongTypes(schema, resolve))),
    'odd strings': json('odd strings', changed((body) => fc.tuple(oddString, fc.nat()).map(([odd, pick]) => oddFreeText(body, schema, resolve, odd, pick)))),
    'wrong content type': json('wrong content type', valid, fc.constantFrom(...WRONG_CONTENT_TYPES)),
    'not an object': fc
      .tuple(valid, key, notAnObject(schema, resolve))
      .map(([[params], keyHeader, text]) => ({ ...jsonRequest(request(target, 'not an object', params), undefined, keyHeader, 'application/json'), body: text })),
  });
}

// Of a few inputs valid under the description, the first the server's own rules accept too (when the target says),
// so that most requests reach the handler and the database instead of stopping at validation.
function validInputs(target: FuzzTarget, resolve: Resolve, hints: Hints): fc.Arbitrary<Input> {
  const drawn = fc.record(Object.fromEntries(target.pathParams.map((param) => [param.name, valueOf(param.schema, resolve, hints).map(String)])));
  const params = withScopes(drawn, target, hints);
  const one = fc.tuple(params, target.body ? valueOf(target.body.schema, resolve, hints) : fc.constant(undefined));
  const accepts = target.accepts;
  if (!accepts) return one;
  return fc.array(one, { minLength: 8, maxLength: 8 }).map((inputs) => inputs.find(([p, body]) => accepts(p, body)) ?? inputs[0]!);
}

// Path parameters that name records belonging together, as often as drawn ones, so that calls reach past the scope's check.
function withScopes(drawn: fc.Arbitrary<Record<string, string>>, target: FuzzTarget, hints: Hints): fc.Arbitrary<Record<string, string>> {
  const names = target.pathParams.map((param) => param.name);
  const fitting = (hints.scopes ?? []).filter((scope) => names.some((name) => name in scope));
  if (fitting.length === 0) return drawn;
  const scoped = fc.tuple(drawn, fc.constantFrom(...fitting)).map(([params, scope]) => ({
    ...params,
    ...Object.fromEntries(names.filter((name) => name in scope).map((name) => [name, scope[name]!])),
  }));
  return fc.oneof(drawn, scoped);
}

function oddParams(target: FuzzTarget): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(target.pathParams.map((param) => [param.name, oddString])));
}

function idempotencyKey(target: FuzzTarget): fc.Arbitrary<string | undefined> {
  if (!target.idempotencyKey) return fc.constant(undefined);
  return fc.oneof(
    fc.constant(undefined),
    fc.stringMatching(new RegExp(target.idempotencyKey)),
    fc.string({ unit: 'binary-ascii', maxLength: 200 }).map((text) => text.replace(/[\r\n\0]/g, '')),
  );
}

/** A request without body to the operation's path, its parameters filled in. */
function request(target: FuzzTarget, kind: Kind, params: Record<string, string>): FuzzRequest {
  const path = target.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeSegment(params[name] ?? ''));
  return { kind, method: target.method, path, params, headers: {} };
}

function jsonRequest(base: FuzzRequest, body: unknown, key: string | undefined, contentType: string): FuzzRequest {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (key !== undefined) headers['idempotency-key'] = key;
  return { ...base, headers, body: body === undefined ? '' : JSON.stringify(body) };
}

// A lone surrogate cannot be percent-encoded: it is sent as U+FFFD, as a browser would.
function encodeSegment(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}
