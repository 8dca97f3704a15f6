import { ErrorBodySchema } from '../../contract/errors.ts';
import { ERRORS, type ErrorCode } from '../../contract/endpoints.ts';
import { LANGUAGES } from '../../contract/languages.ts';
import { sessionCookieName } from '../auth/sessions.ts';
import { respondentCookieName } from '../respondents/sessions.ts';
import { LANGUAGE_COOKIE } from '../http/request.ts';
import type { SchemaComponents } from './components.ts';
import { inputJsonSchema } from './json-schema.ts';
import { signInCalls } from './sign-in-calls.ts';
import type { OpenApiDocument, Parameter, Response } from './types.ts';

/** References to the parts every operation shares. */
export const REF = {
  error: '#/components/schemas/Error',
  idempotencyKey: '#/components/parameters/IdempotencyKey',
  acceptLanguage: '#/components/parameters/AcceptLanguage',
  retryAfter: '#/components/headers/RetryAfter',
  idempotentReplayed: '#/components/headers/IdempotentReplayed',
  contentDisposition: '#/components/headers/ContentDisposition',
} as const;

/** The session cookie over HTTP, and over HTTPS (where `__Host-` pins it to the origin). */
export const SIGNED_IN: Array<Record<string, string[]>> = [{ session: [] }, { secureSession: [] }];

/** A call anyone may make, which still reads the session when there is one. */
export const ANONYMOUS_OR_SIGNED_IN: Array<Record<string, string[]>> = [{}, ...SIGNED_IN];

/** A public side's call that needs a registered user's own session. */
export const REGISTERED_USER: Array<Record<string, string[]>> = [{ respondentSession: [] }, { secureRespondentSession: [] }];

/** A public side's call anyone may make, which reads a registered user's session when there is one (never an operator's). */
export const ANYONE_OR_REGISTERED_USER: Array<Record<string, string[]>> = [{}, ...REGISTERED_USER];

// The key the adapter accepts (server/http/adapter.ts); the OpenAPI tests send keys drawn from this pattern.
const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9._:-]{8,128}$';

/** The error answer of one status, naming the codes it carries with their English texts. */
export function errorResponse(codes: readonly ErrorCode[], retryAfter: boolean): Response {
  return {
    description: codes.map((code) => `\`${code}\`: ${ERRORS[code].en}`).join(' '),
    ...(retryAfter ? { headers: { 'Retry-After': { $ref: REF.retryAfter } } } : {}),
    content: { 'application/json': { schema: { $ref: REF.error } } },
    'x-error-codes': [...codes],
  };
}

/** The components every operation refers to: the error body, the shared headers and parameters, the session cookie. */
export function sharedComponents(schemas: SchemaComponents): Omit<OpenApiDocument['components'], 'schemas'> {
  // The input side: an error body may carry more members (a conflict's `current` record).
  schemas.add('Error', inputJsonSchema(ErrorBodySchema));
  schemas.add('ErrorCode', { type: 'string', enum: Object.keys(ERRORS), description: 'Every error code of the API.' });
  return { parameters: PARAMETERS, headers: HEADERS, securitySchemes: SECURITY_SCHEMES };
}

const PARAMETERS: Record<string, Parameter> = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Any unique key (a UUID) for this change: sent again with the same body it returns the stored answer instead of applying the change twice.',
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN },
  },
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: `The language of error messages when the caller is signed out (else the operator's own), unless the \`${LANGUAGE_COOKIE}\` cookie names one: ${LANGUAGES.join(', ')}.`,
    schema: { type: 'string' },
  },
};

const HEADERS: OpenApiDocument['components']['headers'] = {
  RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
  IdempotentReplayed: { description: '`true` when this is the stored answer of an Idempotency-Key sent before.', schema: { type: 'string', const: 'true' } },
  ContentDisposition: { description: 'attachment, with the file name.', schema: { type: 'string' } },
};

const SECURITY_SCHEMES: OpenApiDocument['components']['securitySchemes'] = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(false),
    description: `The session cookie that signing in sets (${signInCalls()}).`,
  },
  secureSession: { type: 'apiKey', in: 'cookie', name: sessionCookieName(true), description: 'The same session cookie over HTTPS.' },
  respondentSession: {
    type: 'apiKey',
    in: 'cookie',
    name: respondentCookieName(false),
    description: 'A registered user\'s session, set by `p/{company}/{project}/code/check` for the path /api/p/{company}/{project}/ only: the back office never reads it.',
  },
  secureRespondentSession: { type: 'apiKey', in: 'cookie', name: respondentCookieName(true), description: 'The same registered user\'s session over HTTPS.' },
};
