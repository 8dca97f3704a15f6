import { IMAGE_TYPES, MEDIA_TYPES } from '../../../contract/media.ts';
import type { SchemaComponents } from '../../openapi/components.ts';
import { ANONYMOUS_OR_SIGNED_IN, errorResponse, REF } from '../../openapi/shared-parts.ts';
import type { OtherRoute } from '../../openapi/types.ts';
import { publicUploadRoute, uploadRoute } from './openapi-uploads.ts';

/** The OpenAPI description of the routes the media area mounts: its uploads and the GETs that serve files. */
export function mediaRoutes(schemas: SchemaComponents): OtherRoute[] {
  return [
    uploadRoute(schemas),
    publicUploadRoute(schemas),
    publicSideFile({
      path: '/api/p/{company}/{project}/file/{media_id}',
      operationId: 'publicFileGet',
      summary: 'A file the signed-in registered user gave as an answer, as an attachment.',
      description: "With the registered user's own session; any other file, or none, is 404 alike.",
      tag: 'public',
      permission: 'respondent',
    }),
    publicSideFile({
      path: '/api/p/{company}/{project}/form/{form}/vote/file/{media_id}',
      operationId: 'voteFileGet',
      summary: 'A file a submission open to votes gave in a field the form shows voters, as an attachment.',
      description:
        'To anyone who sees the vote gallery. Any other file (a personal field, a field not shown, a submission out of the vote, a form without public votes) is 404 alike.',
      tag: 'votes',
      permission: 'public',
    }),
    fileRoute({
      path: '/api/img/{media_id}',
      operationId: 'imgGet',
      summary: 'A stored image (theme graphics, page images), shown in the page.',
      types: IMAGE_TYPES,
      disposition: 'inline',
    }),
    fileRoute({
      path: '/api/media/{media_id}/download',
      operationId: 'mediaDownload',
      summary: 'A stored file, as an attachment.',
      types: MEDIA_TYPES,
      disposition: 'attachment, with the file name',
    }),
  ];
}

interface FileRoute {
  path: string;
  operationId: string;
  summary: string;
  types: readonly string[];
  disposition: string;
}

// GET (and HEAD) of a stored file: public kinds to anyone with the id, attachments to their project's operators.
function fileRoute(route: FileRoute): OtherRoute {
  return {
    method: 'get',
    path: route.path,
    operation: {
      operationId: route.operationId,
      summary: route.summary,
      description:
        'Theme graphics and page images are public: their random id is the capability. Attachments go to installation admins and the operators of their project; files given as answers to installation admins, the project’s editors and managers, the assistants of the form answered, and the judges of the submission (under a neutral name, `submission-<n>-<field key>.<ext>`); to anyone else (signed out, held at the password page, without a grant) a file is 404, exactly as one that does not exist. Served with nosniff and a sandbox Content-Security-Policy; `If-None-Match` with the ETag answers 304.',
      tags: ['media'],
      parameters: [{ name: 'media_id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        '200': {
          description: `The file, its type found from its first bytes when it was stored; Content-Disposition ${route.disposition}.`,
          headers: { ETag: { schema: { type: 'string' } }, 'Content-Disposition': { $ref: REF.contentDisposition } },
          content: Object.fromEntries(route.types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
        },
        '304': { description: 'The file has the ETag sent in If-None-Match.' },
        '404': errorResponse(['not_found'], false),
      },
      security: ANONYMOUS_OR_SIGNED_IN,
      'x-permission': 'anonymous',
    },
  };
}

interface PublicSideFile {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  permission: string;
}

// GET of a file on the public side, under the project's slugs: a string per path segment, the file by id.
function publicSideFile(route: PublicSideFile): OtherRoute {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return {
    method: 'get',
    path: route.path,
    operation: {
      operationId: route.operationId,
      summary: route.summary,
      description: `${route.description} Served with nosniff and a sandbox Content-Security-Policy.`,
      tags: [route.tag],
      parameters: names.map((name) => ({ name, in: 'path' as const, required: true, schema: name === 'media_id' ? { type: 'string', format: 'uuid' } : { type: 'string' } })),
      responses: {
        '200': { description: 'The file.', headers: { 'Content-Disposition': { $ref: REF.contentDisposition } }, content: { '*/*': {} } },
        '304': { description: 'The file has the ETag sent in If-None-Match.' },
        '404': errorResponse(['not_found'], false),
      },
      security: [],
      'x-permission': route.permission,
    },
  };
}
