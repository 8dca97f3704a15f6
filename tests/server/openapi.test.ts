import { Validator } from '@seriousme/openapi-schema-validator';
import fc from 'fast-check';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParams, PUBLIC_PERMISSIONS, SCOPED_PERMISSIONS, type Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { ErrorBodySchema } from '../../contract/errors.ts';
import { ERRORS, isErrorCode } from '../../contract/endpoints.ts';
import { HANDLERS } from '../../server/areas/index.ts';
import { SchemaComponents } from '../../server/openapi/components.ts';
import type { OpenApiDocument, Operation, Parameter } from '../../server/openapi/types.ts';
import { TestServer } from './harness.ts';

const server = new TestServer();
let document: OpenApiDocument;

beforeAll(async () => {
  await server.open();
  await server.reset();
  document = (await server.browser().fetch('/api/openapi.json')).body as OpenApiDocument;
});
afterAll(() => server.close());

type Json = { [key: string]: unknown };

// What z.toJSONSchema makes of a schema, less the dialect the document states once.
function zodJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

function pointer(ref: string): unknown {
  expect(ref.startsWith('#/'), `${ref} is not a reference inside the document`).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

function deref<T>(value: T | { $ref: string }): T {
  return typeof value === 'object' && value !== null && '$ref' in value ? (pointer(value.$ref) as T) : (value as T);
}

// A schema zod wrote with `$defs` (a recursive one, such as a rich-text document) is described
// as its components: the same ones the document's own builder makes of it, under the same name.
function expectDescribed(described: unknown, expected: Json, label: string): void {
  const ref = (described as { $ref?: unknown }).$ref;
  if (!('$defs' in expected) || typeof ref !== 'string') {
    expect(deref(described), label).toEqual(expected);
    return;
  }
  const components = new SchemaComponents();
  components.add(ref.replace('#/components/schemas/', ''), expected);
  for (const [name, schema] of Object.entries(components.all())) expect(document.components.schemas[name], `${label}: ${name}`).toEqual(schema);
}

function operationOf(endpoint: Endpoint): Operation | undefined {
  return document.paths[`/api/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`]?.post;
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, member]) => (key === '$ref' && typeof member === 'string' ? [member] : refsIn(member)));
}

function allOperations(): Array<{ method: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
}

// A contract call is POST at its path; the rest are the routes outside the contract.
function isContractCall(method: string, path: string): boolean {
  return method === 'post' && ENDPOINTS.some((endpoint) => operationOf(endpoint) === document.paths[path]?.post);
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('resolves every $ref inside the document', () => {
    const refs = new Set(refsIn(document));
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) expect(pointer(ref), `${ref} points at nothing`).toBeDefined();
  });

  it('describes every contract endpoint once, as POST /api/<path>, and no other POST', () => {
    for (const endpoint of ENDPOINTS) expect(operationOf(endpoint), endpoint.path).toBeDefined();
    const contractCalls = allOperations().filter(({ method, path }) => isContractCall(method, path));
    expect(contractCalls).toHaveLength(ENDPOINTS.length);
    const ids = allOperations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives each call the contract's path parameters, permission, Idempotency-Key and session", () => {
    for (const endpoint of ENDPOINTS) {
      const operation = operationOf(endpoint)!;
      const parameters = (operation.parameters ?? []).map((parameter) => deref<Parameter>(parameter));
      const input = zodJsonSchema(endpoint.input, 'input') as { properties: Record<string, Json> };
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      expect(inPath.map((parameter) => parameter.name), endpoint.path).toEqual(pathParams(endpoint.path));
      for (const parameter of inPath) {
        expect(parameter.required).toBe(true);
        expect(parameter.schema, `${endpoint.path} {${parameter.name}}`).toEqual(input.properties[parameter.name]);
      }
      expect(operation['x-permission']).toBe(endpoint.permission);
      const anonymous = operation.security.some((requirement) => Object.keys(requirement).length === 0);
      expect(anonymous, endpoint.path).toBe(endpoint.permission === 'anonymous' || endpoint.permission === 'public');
      // The public side's calls read a registered user's own session, never an operator's.
      const publicSide = PUBLIC_PERMISSIONS.includes(endpoint.permission);
      expect(operation.security, endpoint.path).toContainEqual(publicSide ? { respondentSession: [] } : { session: [] });
      expect(operation.security, endpoint.path).not.toContainEqual(publicSide ? { session: [] } : { respondentSession: [] });
      const key = parameters.find((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');
      expect(Boolean(key), endpoint.path).toBe(endpoint.kind === 'mutation');
    }
  });

  it('gives each call the request and answer schemas z.toJSONSchema makes of its input (path parameters aside) and output', () => {
    for (const endpoint of ENDPOINTS) {
      const operation = operationOf(endpoint)!;
      const input = zodJsonSchema(endpoint.input, 'input') as { properties: Record<string, Json>; required?: string[] };
      const params = pathParams(endpoint.path);
      const body: Json = { ...input, properties: Object.fromEntries(Object.entries(input.properties).filter(([name]) => !params.includes(name))) };
      const required = (input.required ?? []).filter((name) => !params.includes(name));
      if (required.length > 0) body.required = required;
      else delete body.required;
      expectDescribed(operation.requestBody!.content['application/json']!.schema!, body, endpoint.path);

      const type = endpoint.download?.type ?? 'application/json';
      const answer = operation.responses['200']!.content!;
      expect(Object.keys(answer), endpoint.path).toEqual([type]);
      expectDescribed(answer[type]!.schema!, zodJsonSchema(endpoint.output, 'output'), endpoint.path);
    }
  });

  it('lists the error answers the adapter gives each call, with the codes and statuses of contract/errors.ts', () => {
    expect(document.components.schemas.Error).toEqual(zodJsonSchema(ErrorBodySchema, 'input'));
    const handlers = new Map(HANDLERS.map((handler) => [handler.endpoint.path, handler]));
    for (const endpoint of ENDPOINTS) {
      const responses = operationOf(endpoint)!.responses;
      const codes = Object.entries(responses).flatMap(([status, response]) => {
        for (const code of response['x-error-codes'] ?? []) expect(isErrorCode(code) && ERRORS[code].status, `${endpoint.path} ${code}`).toBe(Number(status));
        if (status !== '200') expect(deref(response.content!['application/json']!.schema!), endpoint.path).toEqual(document.components.schemas.Error);
        return response['x-error-codes'] ?? [];
      });
      const expected = ['invalid_json', 'validation_failed', 'unknown_host', 'forbidden_origin', 'payload_too_large', 'unsupported_media_type'];
      if (endpoint.permission !== 'anonymous' && endpoint.permission !== 'public') expected.push('not_signed_in');
      if (PUBLIC_PERMISSIONS.includes(endpoint.permission)) expected.push('not_found');
      if (endpoint.permission === 'installationAdmin') expected.push('forbidden');
      if (SCOPED_PERMISSIONS.includes(endpoint.permission)) expected.push('forbidden', 'not_found');
      if (endpoint.kind === 'mutation') expected.push('idempotency_key_reused', 'idempotency_in_progress');
      if ((handlers.get(endpoint.path)?.rateLimits.length ?? 0) > 0) expected.push('rate_limited');
      expect(codes, endpoint.path).toEqual(expect.arrayContaining(expected));
      expect(responses.default, endpoint.path).toBeDefined();
      if (responses['429']) expect(Object.keys(responses['429'].headers ?? {})).toContain('Retry-After');
    }
  });

  it('describes the routes the server mounts outside the contract, and only those', () => {
    const shape = (path: string) => path.replace(/\{\w+\}|:\w+/g, '{}');
    const contractPaths = new Set(ENDPOINTS.map((endpoint) => shape(`/api/${endpoint.path}`)));
    // Routes of any method (app.all) are named by path alone; middleware and the catch-all end in *.
    const mounted = server.app.routes
      .filter((route) => route.path.startsWith('/api/') && !route.path.endsWith('*') && !contractPaths.has(shape(route.path)))
      .map((route) => (route.method === 'ALL' ? shape(route.path) : `${route.method} ${shape(route.path)}`));
    const described = allOperations()
      .filter(({ method, path }) => !isContractCall(method, path))
      .flatMap(({ method, path }) => [`${method.toUpperCase()} ${shape(path)}`, shape(path)]);
    for (const route of mounted) expect(described, `${route} is mounted but not described`).toContain(route);
    for (const { method, path } of allOperations().filter((o) => !isContractCall(o.method, o.path))) {
      const route = `${method.toUpperCase()} ${shape(path)}`;
      expect(mounted.includes(route) || mounted.includes(shape(path)), `${route} is described but not mounted`).toBe(true);
    }
  });

  it("names each call's area after the contract file that declares it, with the doc comment's first sentence as summary", () => {
    const files = fs.readdirSync(new URL('../../contract/', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));
    for (const endpoint of ENDPOINTS) {
      const operation = operationOf(endpoint)!;
      expect(files, endpoint.path).toContain(operation.tags[0]);
      expect(operation.summary, endpoint.path).toMatch(/\S/);
    }
    expect(document.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(allOperations().flatMap(({ operation }) => operation.tags)));
  });

  it('is made once: the same bytes and ETag each time, and 304 when the caller has them', async () => {
    const first = await server.browser().fetch('/api/openapi.json');
    const second = await server.browser().fetch('/api/openapi.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(second.headers.get('etag')).toBe(etag);
    const again = await server.browser().fetch('/api/openapi.json', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('gives the Idempotency-Key pattern the server holds keys to', async () => {
    const pattern = deref<Parameter>({ $ref: '#/components/parameters/IdempotencyKey' }).schema.pattern as string;
    // Any mutation anyone may call with an empty body will do.
    const endpoint = ENDPOINTS.find((e) => e.kind === 'mutation' && e.permission === 'anonymous' && e.input.safeParse({}).success)!;
    const path = `/api/${endpoint.path}`;
    for (const key of fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 5, seed: 7 })) {
      const answer = await server.browser().fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: '{}' });
      expect(answer.error?.fields?.['Idempotency-Key'], key).toBeUndefined();
    }
    for (const key of ['short', 'x'.repeat(129), 'white space']) {
      expect(new RegExp(pattern).test(key)).toBe(false);
      const answer = await server.browser().fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: '{}' });
      expect(answer.status, key).toBe(400);
      expect(answer.error?.fields?.['Idempotency-Key'], key).toBeDefined();
    }
  });
});
