import { pathParams, PUBLIC_PERMISSIONS, SCOPED_PERMISSIONS, type Endpoint } from '../../contract/endpoint.ts';
import { ERRORS, type ErrorCode } from '../../contract/endpoints.ts';
import type { Handler } from '../http/handler.ts';
import { inputJsonSchema, propertySchema } from './json-schema.ts';

// What server/http/adapter.ts and the app around it answer before or around any handler.
const EVERY_CALL: ErrorCode[] = ['invalid_json', 'validation_failed', 'unknown_host', 'forbidden_origin', 'payload_too_large', 'unsupported_media_type'];
const SIGNED_IN: ErrorCode[] = ['not_signed_in'];
// An Idempotency-Key still running, or sent again with other data.
const MUTATION: ErrorCode[] = ['idempotency_in_progress', 'idempotency_key_reused'];

/**
 * The error codes a call can answer whatever its handler does: the adapter's checks of
 * the request, the session, the permission and the Idempotency-Key, the rate limits its
 * handler declares, and the version check of an editable record. A handler's own refusals
 * (a wrong password, a slug in use) come on top, under the answer `default`.
 */
export function adapterErrorCodes(endpoint: Endpoint, handler: Handler | undefined): ErrorCode[] {
  const codes = new Set<ErrorCode>(EVERY_CALL);
  const add = (...more: ErrorCode[]) => more.forEach((code) => codes.add(code));
  const operators = endpoint.permission !== 'anonymous' && !PUBLIC_PERMISSIONS.includes(endpoint.permission);
  if (operators || endpoint.permission === 'respondent') add(...SIGNED_IN);
  if (operators && !endpoint.duringPasswordChange) add('password_change_required');
  if (endpoint.permission === 'installationAdmin') add('forbidden');
  if (SCOPED_PERMISSIONS.includes(endpoint.permission)) add('forbidden', 'not_found');
  // An empty path segment matches no call: the catch-all answers 404.
  if (pathParams(endpoint.path).length > 0) add('not_found');
  if (endpoint.kind === 'mutation') add(...MUTATION);
  if ((handler?.rateLimits.length ?? 0) > 0) add('rate_limited');
  // Editable records carry a version: a write based on an older one gets 409 with the current record.
  if (endpoint.kind === 'mutation' && propertySchema(inputJsonSchema(endpoint.input), 'version')) add('conflict');
  return [...codes];
}

/** Error codes grouped by their HTTP status, statuses in order. */
export function byStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERRORS[code].status;
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return new Map([...groups].sort(([a], [b]) => a - b));
}
