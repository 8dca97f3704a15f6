import type { SchemaComponents } from './components.ts';
import { ANONYMOUS_OR_SIGNED_IN } from './shared-parts.ts';
import type { JsonSchema, OtherRoute, Response } from './types.ts';

/**
 * The server's own routes outside the contract: its health and this description. An area's
 * routes (an upload, a file served by GET) are described by the area (`described` in its
 * manifest); the OpenAPI test fails while a route the server mounts is missing from the description.
 */
export function otherRoutes(schemas: SchemaComponents): OtherRoute[] {
  return [
    {
      method: 'get',
      path: '/api/health',
      operation: {
        operationId: 'healthGet',
        summary: 'Whether the server reaches its database, for load balancers and monitors (asked at one of the server\'s own hosts, as every request).',
        tags: ['server'],
        responses: {
          '200': { description: 'Up.', content: { 'application/json': { schema: schemas.add('Health', HEALTH) } } },
          '503': { description: 'The database does not answer.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Health' } } } },
        },
        security: ANONYMOUS_OR_SIGNED_IN,
        'x-permission': 'anonymous',
      },
    },
    describedDocument('/api/openapi.json', 'openApiGet', 'This description of the API, as OpenAPI 3.1.', 'application/json', { type: 'object' }),
    describedDocument('/api/docs', 'docsGet', 'This description as a page to read.', 'text/html; charset=utf-8', { type: 'string' }),
  ];
}

const HEALTH = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };

function describedDocument(path: string, operationId: string, summary: string, type: string, schema: JsonSchema): OtherRoute {
  const ok: Response = { description: summary, headers: { ETag: { schema: { type: 'string' } } }, content: { [type]: { schema } } };
  return {
    method: 'get',
    path,
    operation: {
      operationId,
      summary,
      description: 'Generated from the contract when first asked, and the same until the server restarts; revalidate with its ETag.',
      tags: ['server'],
      responses: { '200': ok, '304': { description: 'Unchanged since the ETag sent in If-None-Match.' } },
      security: ANONYMOUS_OR_SIGNED_IN,
      'x-permission': 'anonymous',
    },
  };
}
