import { errorResponse, REF, SIGNED_IN } from '../../openapi/shared-parts.ts';
import type { OtherRoute } from '../../openapi/types.ts';

/** The OpenAPI description of the route the jobs area mounts: a finished job's file. */
export function jobRoutes(): OtherRoute[] {
  return [
    {
      method: 'get',
      path: '/api/jobs/{job_id}/file',
      operation: {
        operationId: 'jobFileGet',
        summary: 'The file a finished job made (an export), to the operator who started the job.',
        description:
          'Anyone else (signed out too), a job still running, and a job that made no file get 404, as a job that does not exist. An export of people past its expiry gets 410.',
        tags: ['jobs'],
        parameters: [{ name: 'job_id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          '200': { description: 'The file, as an attachment.', headers: { 'Content-Disposition': { $ref: REF.contentDisposition } }, content: { '*/*': {} } },
          '404': errorResponse(['not_found'], false),
          '410': errorResponse(['export_expired'], false),
        },
        security: SIGNED_IN,
        'x-permission': 'signedIn',
      },
    },
  ];
}
