import { pathParams, PUBLIC_PERMISSIONS, type Endpoint } from '../../contract/endpoint.ts';
import { ERRORS } from '../../contract/endpoints.ts';
import type { Handler } from '../http/handler.ts';
import type { SchemaComponents } from './components.ts';
import { firstSentence, type EndpointNote } from './contract-notes.ts';
import { adapterErrorCodes, byStatus } from './error-codes.ts';
import { inputJsonSchema, outputJsonSchema, propertySchema, requiresProperties, withoutProperties } from './json-schema.ts';
import { pascal } from './naming.ts';
import { PERMISSION_TEXTS } from './permissions.ts';
import { errorResponse, ANONYMOUS_OR_SIGNED_IN, ANYONE_OR_REGISTERED_USER, REF, REGISTERED_USER, SIGNED_IN } from './shared-parts.ts';
import type { Operation, Parameter, Ref, Response } from './types.ts';

/** What one contract call becomes in the description. */
export interface CallDescription {
  endpoint: Endpoint;
  handler: Handler | undefined;
  note: EndpointNote | undefined;
  operationId: string;
}

/**
 * The operation of one contract call: `POST /api/<path>` with its `:name` segments as path
 * parameters (taken out of the body, as buildCall does), the rest of its input as the JSON
 * body, its output as the 200 answer (a download as its file type), the errors the adapter
 * can answer for it, its permission as a security requirement and `x-permission`.
 */
export function contractOperation(call: CallDescription, schemas: SchemaComponents): Operation {
  const { endpoint, note, operationId } = call;
  const input = inputJsonSchema(endpoint.input);
  const params = pathParams(endpoint.path);
  const body = withoutProperties(input, params);
  const doc = note?.doc ?? '';
  return {
    operationId,
    ...(doc ? { summary: firstSentence(doc) } : {}),
    description: describe(endpoint, doc),
    tags: [note?.area ?? endpoint.path.split('/')[0]!],
    parameters: [
      ...params.map((name): Parameter => ({ name, in: 'path', required: true, schema: propertySchema(input, name) ?? { type: 'string' } })),
      ...(endpoint.kind === 'mutation' ? [{ $ref: REF.idempotencyKey }] : []),
      { $ref: REF.acceptLanguage },
    ],
    requestBody: {
      required: requiresProperties(body),
      content: { 'application/json': { schema: schemas.add(`${pascal(operationId)}Body`, body) } },
    },
    responses: responses(call, schemas.add(`${pascal(operationId)}Answer`, outputJsonSchema(endpoint.output))),
    security: SECURITY[endpoint.permission] ?? SIGNED_IN,
    'x-permission': endpoint.permission,
  };
}

// Who proves what: an operator's session, a registered user's own, or nothing.
const SECURITY: Partial<Record<Endpoint['permission'], Array<Record<string, string[]>>>> = {
  anonymous: ANONYMOUS_OR_SIGNED_IN,
  public: ANYONE_OR_REGISTERED_USER,
  respondent: REGISTERED_USER,
};

const OPERATOR_SESSION = (endpoint: Endpoint) => endpoint.permission !== 'anonymous' && !PUBLIC_PERMISSIONS.includes(endpoint.permission);

function describe(endpoint: Endpoint, doc: string): string {
  const lines = [doc, `Permission \`${endpoint.permission}\`: ${PERMISSION_TEXTS[endpoint.permission]}`];
  if (OPERATOR_SESSION(endpoint) && endpoint.duringPasswordChange) lines.push('Callable while the password must be changed.');
  if (endpoint.strangers === 'not_found') lines.push('A caller with no role in the company is answered 404 `not_found`, as for records that do not exist.');
  if (endpoint.kind === 'mutation') lines.push(idempotencyText(endpoint));
  return lines.filter(Boolean).join('\n\n');
}

// A call carrying credentials keeps no record of its key (server/http/run.ts): its replay runs it again.
function idempotencyText(endpoint: Endpoint): string {
  if (endpoint.credentials) return 'A mutation that carries credentials: the server keeps no record of its `Idempotency-Key`, and a retry runs it again.';
  return 'A mutation: send an `Idempotency-Key` to make a retry safe.';
}

function responses(call: CallDescription, answer: Ref): Record<string, Response> {
  const { endpoint } = call;
  const result: Record<string, Response> = { '200': success(endpoint, answer) };
  for (const [status, codes] of byStatus(adapterErrorCodes(endpoint, call.handler))) {
    result[String(status)] = errorResponse(codes, status === ERRORS.rate_limited.status);
  }
  result.default = {
    description: 'Any other refusal of the call, with its code (see `x-error-codes` at the root).',
    content: { 'application/json': { schema: { $ref: REF.error } } },
  };
  return result;
}

function success(endpoint: Endpoint, answer: Ref): Response {
  if (endpoint.download) {
    return {
      description: `The file \`${endpoint.download.fileName}\`, as an attachment.`,
      headers: { 'Content-Disposition': { $ref: REF.contentDisposition } },
      content: { [endpoint.download.type]: { schema: answer } },
    };
  }
  return {
    description: 'The answer.',
    ...(endpoint.kind === 'mutation' ? { headers: { 'Idempotent-Replayed': { $ref: REF.idempotentReplayed } } } : {}),
    content: { 'application/json': { schema: answer } },
  };
}
