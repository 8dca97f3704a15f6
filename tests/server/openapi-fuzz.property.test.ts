import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/endpoint.ts';
import { ENDPOINTS } from '../../contract/endpoints.ts';
import { ErrorBodySchema } from '../../contract/errors.ts';
import { ERRORS, isErrorCode } from '../../contract/endpoints.ts';
import { MAX_BODY_BYTES } from '../../server/app.ts';
import { HANDLERS, SERVER_AREAS } from '../../server/areas/index.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { operators } from '../../server/db/schema/accounting.ts';
import { companies } from '../../server/db/schema/companies.ts';
import { forms } from '../../server/db/schema/forms.ts';
import { judgingSessions } from '../../server/db/schema/judging.ts';
import { projects } from '../../server/db/schema/projects.ts';
import { silentLogger } from '../../server/log.ts';
import { VERSION } from '../../server/main.ts';
import { buildOpenApiDocument } from '../../server/openapi/document.ts';
import type { Operation, Parameter } from '../../server/openapi/types.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/demo.ts';
import { BASE_URL, DEFAULT_IP, type Answer, type Browser } from './browser.ts';
import { HOUR, MINUTE } from './clock.ts';
import { requestsFor, type FuzzTarget } from './fuzz-requests.ts';
import type { FuzzRequest, Kind } from './fuzz-request.ts';
import { ADMIN, TestServer } from './harness.ts';
import type { Hints, Resolve, Schema } from './json-schema-arbitrary.ts';
import { KNOWN_5XX, knownHole } from './openapi-fuzz-known.ts';

// Longer or elsewhere: FUZZ_RUNS=300 FUZZ_SEED=7 npx vitest run tests/server/openapi-fuzz.property.test.ts
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20260731);

// Each run sends one kind of input, in this order, so that every operation meets every kind within ten runs.
const CYCLE: Kind[] = ['valid', 'near-valid', 'odd strings', 'wrong types', 'valid', 'wrong content type', 'near-valid', 'odd strings', 'not an object', 'near-valid'];

const document = buildOpenApiDocument({ handlers: HANDLERS, areas: SERVER_AREAS, version: VERSION, maxBodyBytes: MAX_BODY_BYTES });

const resolve: Resolve = (schema) => {
  const ref = schema.$ref;
  return typeof ref === 'string' ? (document.components.schemas[ref.slice('#/components/schemas/'.length)] as Schema) : schema;
};

// The contract endpoint behind an operation, for the checks the contract's zod schemas make.
function endpointOf(path: string): Endpoint | undefined {
  return ENDPOINTS.find((endpoint) => `/api/${endpoint.path.replace(/:(\w+)/g, '{$1}')}` === path);
}

function parameter(item: Parameter | { $ref: string }): Parameter {
  return '$ref' in item ? document.components.parameters[item.$ref.split('/').pop()!]! : item;
}

function targetOf(method: string, path: string, operation: Operation): FuzzTarget {
  const parameters = (operation.parameters ?? []).map(parameter);
  const endpoint = endpointOf(path);
  return {
    accepts: endpoint && ((params, body) => endpoint.input.safeParse({ ...(body as object), ...params }).success),
    method: method.toUpperCase(),
    path,
    pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
    body: bodyOf(operation),
    idempotencyKey: parameters.find((p) => p.name === 'Idempotency-Key')?.schema.pattern as string | undefined,
  };
}

function bodyOf(operation: Operation): FuzzTarget['body'] {
  const content = operation.requestBody?.content ?? {};
  if (content['application/json']) return { type: 'application/json', schema: content['application/json'].schema as Schema };
  if (content['multipart/form-data']) return { type: 'multipart/form-data', schema: content['multipart/form-data'].schema as Schema };
  return undefined;
}

const OPERATIONS = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, operation, target: targetOf(method, path, operation) })),
);

// One seeded installation for the file: what one call changes is the next call's ground, as in real use.
const server = new TestServer();
let hints: Hints;

beforeAll(async () => {
  await server.open();
  await server.reset();
  await seedDemo(server.db, silentLogger, server.clock.now());
  const ids = [
    ...(await server.db.select({ id: companies.id }).from(companies)),
    ...(await server.db.select({ id: projects.id }).from(projects)),
    ...(await server.db.select({ id: operators.id }).from(operators)),
  ].map((row) => row.id);
  const emails = [ADMIN.email, ...DEMO_ACCOUNTS.map((account) => account.email)];
  hints = { ids, strings: [...emails, ADMIN.password, '123456', 'aurora', 'en', 'it'], scopes: await scopes() };
});

// The demo's forms with their project and company, and its judging sessions with their form: path parameters that belong together.
async function scopes(): Promise<Array<Record<string, string>>> {
  const formScopes = (await server.db.select({ company: forms.companyId, project: forms.projectId, form: forms.id }).from(forms)).map((row) => ({ ...row }));
  const sessions = await server.db
    .select({ company: judgingSessions.companyId, project: judgingSessions.projectId, form: judgingSessions.formId, session: judgingSessions.id })
    .from(judgingSessions);
  return [...formScopes, ...sessions.map((row) => ({ ...row }))];
}

// The fuzzer may take the admin's flag away or force a password change; each call starts with the admin whole again.
beforeEach(async () => {
  await server.db.update(operators).set({ installationAdmin: true, mustChange: false, disabled: false }).where(eq(operators.email, ADMIN.email));
});

afterAll(() => server.close());

/** What the fuzzer saw, for the summary line. */
const seen = { requests: 0, byKind: new Map<string, number>(), byStatus: new Map<number, number>(), known: [] as string[] };

afterAll(() => {
  const count = (map: Map<string | number, number>) => [...map].map(([key, n]) => `${key} ${n}`).join(', ');
  console.info(`OpenAPI fuzz: ${seen.requests} requests (${count(seen.byKind)}); statuses: ${count(seen.byStatus)}`);
  for (const line of seen.known) console.warn(line);
});

async function adminBrowser(): Promise<Browser> {
  const [admin] = await server.db.select({ id: operators.id }).from(operators).where(eq(operators.email, ADMIN.email));
  const token = await createSession(server.db, admin!.id, server.clock.now(), { ip: '', userAgent: 'openapi fuzz' });
  const browser = server.browser();
  browser.setCookie('bo_session', token);
  return browser;
}

function describeRequest(request: FuzzRequest): string {
  const text = typeof request.body === 'string' ? request.body : request.body ? new TextDecoder().decode(request.body) : '';
  const body = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  return `${request.kind}: ${request.method} ${request.path} ${JSON.stringify(request.headers)} ${JSON.stringify(body)}`;
}

/** Whether the contract itself refuses the input: then the server must answer 4xx. */
function contractRefuses(endpoint: Endpoint, request: FuzzRequest): boolean {
  let payload: unknown;
  try {
    payload = typeof request.body !== 'string' || request.body.trim() === '' ? {} : JSON.parse(request.body);
  } catch {
    return true;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return true;
  return !endpoint.input.safeParse({ ...payload, ...request.params }).success;
}

function checkAnswer(path: string, operation: Operation, request: FuzzRequest, answer: Answer, caller: string): void {
  seen.requests++;
  seen.byKind.set(request.kind, (seen.byKind.get(request.kind) ?? 0) + 1);
  seen.byStatus.set(answer.status, (seen.byStatus.get(answer.status) ?? 0) + 1);
  const context = `${caller}, ${describeRequest(request)} answered ${answer.status} ${new TextDecoder().decode(answer.bytes).slice(0, 200)}`;
  const known = answer.status >= 500 ? knownHole(path, request) : undefined;
  if (known) {
    seen.known.push(`Known 5xx (${known.issue}): ${context}`);
    return;
  }
  expect(answer.status, context).toBeLessThan(500);
  expect(operation.responses[String(answer.status)] ?? operation.responses.default, `undocumented status: ${context}`).toBeDefined();
  if (answer.status >= 400) checkError(answer, context);
  // An empty path parameter leaves an address with no route (`/api/p/to//upload`): 404 before any body is read.
  const routed = Object.values(request.params).every((value) => value !== '');
  // A type the operation also takes (a form posted as urlencoded or multipart) is not a wrong one for it.
  const sentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
  const taken = Object.keys(operation.requestBody?.content ?? {}).includes(sentType);
  if (request.kind === 'wrong content type' && answer.status !== 413 && routed && !taken) expect(answer.status, context).toBe(415);
  const endpoint = endpointOf(path);
  if (!endpoint) return;
  if (contractRefuses(endpoint, request)) expect(answer.status, `the contract refuses this input: ${context}`).toBeGreaterThanOrEqual(400);
  if (answer.status === 200) checkSuccess(endpoint, operation, answer, context);
}

function checkError(answer: Answer, context: string): void {
  const code = answer.error?.code;
  expect(isErrorCode(code), `not an error body: ${context}`).toBe(true);
  expect(ERRORS[code as keyof typeof ERRORS].status, context).toBe(answer.status);
  if (answer.status === 429) expect(answer.headers.get('retry-after'), context).toMatch(/^\d+$/);
}

function checkSuccess(endpoint: Endpoint, operation: Operation, answer: Answer, context: string): void {
  const type = answer.headers.get('content-type') ?? '';
  const documented = Object.keys(operation.responses['200']?.content ?? {});
  expect(documented.some((key) => type.split(';')[0] === key.split(';')[0]), `undocumented type ${type}: ${context}`).toBe(true);
  const body = endpoint.download ? new TextDecoder().decode(answer.bytes) : answer.body;
  expect(endpoint.output.safeParse(body).success, `answer outside the contract: ${context}`).toBe(true);
}

// Browser.fetch sends text; an upload's bytes go to the app as they are, with the same cookie and address.
async function send(browser: Browser, request: FuzzRequest): Promise<Answer> {
  if (typeof request.body === 'string' || request.body === undefined) {
    return browser.fetch(request.path, { method: request.method, headers: request.headers, body: request.body });
  }
  const cookie = browser.cookie('bo_session');
  const headers = { ...request.headers, ...(cookie ? { cookie: `bo_session=${cookie}` } : {}) };
  const env = { incoming: { socket: { remoteAddress: DEFAULT_IP } } };
  const response = await server.app.request(new URL(request.path, BASE_URL).toString(), { method: request.method, headers, body: request.body as Uint8Array<ArrayBuffer> }, env);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const body = parseJson(new TextDecoder().decode(bytes));
  const error = ErrorBodySchema.safeParse(body);
  return { status: response.status, headers: response.headers, body, bytes, error: error.success ? error.data.error : undefined, setCookies: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('requests drawn from the API description', () => {
  it.each(OPERATIONS.map((entry, index) => [entry.label, { ...entry, seed: SEED + index }] as const))(
    '%s, signed out and as the installation admin: never a 5xx, every answer documented',
    async (_label, { operation, target, seed }) => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(requestsFor(target, resolve, hints), async (requests) => {
          const request = requests[CYCLE[run++ % CYCLE.length]!];
          // A fresh rate-limit window for each run, so that a 429 never hides what the call answers.
          server.clock.advance(HOUR + MINUTE);
          checkAnswer(target.path, operation, request, await send(server.browser(), request), 'signed out');
          checkAnswer(target.path, operation, request, await send(await adminBrowser(), request), 'installation admin');
        }),
        { numRuns: RUNS, seed, endOnFailure: true },
      );
    },
  );
});

describe('5xx found by the fuzzer and not fixed yet', () => {
  it('each known hole is recognised by its own examples, on operations the description holds', () => {
    for (const hole of KNOWN_5XX) {
      for (const operation of hole.operations) expect(document.paths[operation], operation).toBeDefined();
      for (const example of hole.examples) expect(hole.matches(exampleRequest(example)), hole.issue).toBe(true);
    }
  });

  it.each(KNOWN_5XX.map((hole) => [hole.issue, hole] as const))('%s: still answers 5xx (remove it from the list once fixed)', async (_issue, hole) => {
    for (const example of hole.examples) {
      server.clock.advance(HOUR + MINUTE);
      const answer = await send(await adminBrowser(), exampleRequest(example));
      expect(answer.status, `${example.path} is fixed: remove it from tests/server/openapi-fuzz-known.ts, so the fuzzer holds the fix`).toBeGreaterThanOrEqual(500);
    }
  });
});

function exampleRequest(example: { path: string; body: unknown }): FuzzRequest {
  return { kind: 'odd strings', method: 'POST', path: example.path, params: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(example.body) };
}
