import { ANONYMOUS_OR_SIGNED_IN, errorResponse } from '../../openapi/shared-parts.ts';
import type { OtherRoute } from '../../openapi/types.ts';

const REDIRECT = { description: 'To the provider, or to the result page (`/app/out/fia-sso/result/{token}`) with the refusal.', headers: { Location: { schema: { type: 'string' } } } };

/** The OpenAPI description of the routes the single sign-on mounts: the start and the provider's return. */
export function ssoRoutes(): OtherRoute[] {
  return [
    {
      method: 'get',
      path: '/api/sso/{provider_id}/start',
      operation: {
        operationId: 'ssoStart',
        summary: 'Sends the browser to an enabled provider to sign in (authorization code with PKCE S256, state and nonce, 5 minutes, bound to the browser by the `bo_sso` cookie).',
        description: 'With `test=1`, an installation admin’s signed-in session runs the same flow as a dry run: the result page shows its report, and nothing is created.',
        tags: ['sso'],
        parameters: [
          { name: 'provider_id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'test', in: 'query', required: false, schema: { type: 'string', enum: ['1'] } },
        ],
        responses: {
          '302': REDIRECT,
          '401': errorResponse(['not_signed_in'], false),
          '403': errorResponse(['forbidden'], false),
          '404': errorResponse(['not_found'], false),
          '429': errorResponse(['rate_limited'], true),
        },
        security: ANONYMOUS_OR_SIGNED_IN,
        'x-permission': 'anonymous (installationAdmin with test=1)',
      },
    },
    {
      method: 'get',
      path: '/api/sso/callback',
      operation: {
        operationId: 'ssoCallback',
        summary: 'Where the provider sends the browser back: the answer is checked (state, browser, 5 minutes, issuer, PKCE, nonce, code once, clock within 30 s) and its outcome kept under a one-time token.',
        description: 'Always answers 302 to `/app/out/fia-sso/result/{token}`; the page exchanges the token with `sso/result`.',
        tags: ['sso'],
        parameters: [
          { name: 'state', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
          { name: 'iss', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { '302': REDIRECT },
        security: [{}],
        'x-permission': 'anonymous',
      },
    },
  ];
}
