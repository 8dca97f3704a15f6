import { LANGUAGES } from '../../../contract/languages.ts';
import { TRANSLATION_EXPORT_PATH, TRANSLATION_FORMATS } from '../../../contract/translations.ts';
import { errorResponse, REF, SIGNED_IN } from '../../openapi/shared-parts.ts';
import type { OtherRoute } from '../../openapi/types.ts';

/** The OpenAPI description of the route the translations area mounts: the export of every text. */
export function translationRoutes(): OtherRoute[] {
  return [
    {
      method: 'get',
      path: TRANSLATION_EXPORT_PATH,
      operation: {
        operationId: 'translationExport',
        summary: 'Every text in effect (its override, else its built-in text) as a file: XLIFF 2.0 or Gettext PO of one language, or XLSX of all five.',
        description: 'XLIFF and PO need `lang` (the target language; XLIFF’s source is English, PO’s msgctxt is the key). Installation admins only.',
        tags: ['translations'],
        parameters: [
          { name: 'format', in: 'query', required: true, schema: { type: 'string', enum: [...TRANSLATION_FORMATS] } },
          { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: [...LANGUAGES] } },
        ],
        responses: {
          '200': { description: 'The file, as an attachment.', headers: { 'Content-Disposition': { $ref: REF.contentDisposition } }, content: { '*/*': {} } },
          '400': errorResponse(['validation_failed'], false),
          '401': errorResponse(['not_signed_in'], false),
          '403': errorResponse(['forbidden', 'password_change_required'], false),
        },
        security: SIGNED_IN,
        'x-permission': 'installationAdmin',
      },
    },
  ];
}
