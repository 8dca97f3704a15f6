import { DEFAULT_FILE_SIZE_MB } from '../../../contract/answer-checks.ts';
import {
  ANSWER_FILES_PER_PERSON_BYTES,
  MEDIA_FILE_FIELD,
  MEDIA_KIND_RULES,
  MEDIA_TYPES,
  MEDIA_UPLOAD_PATH,
  MediaUploadFields,
  MediaUploadOutput,
} from '../../../contract/media.ts';
import { PublicUploadFields, PublicUploadOutput } from '../../../contract/public.ts';
import { ANSWER_UPLOAD_LIMIT } from './public-upload.ts';
import { UPLOAD_RATE_LIMIT } from './upload.ts';
import type { SchemaComponents } from '../../openapi/components.ts';
import { errorResponse, REF, SIGNED_IN } from '../../openapi/shared-parts.ts';
import { inputJsonSchema, outputJsonSchema } from '../../openapi/json-schema.ts';
import type { JsonSchema, OtherRoute } from '../../openapi/types.ts';

// A multipart body: the fields a schema describes, then the file.
function multipartBody(fields: JsonSchema) {
  const file = { type: 'string', contentMediaType: 'application/octet-stream', description: 'The file, sent after the fields.' };
  return {
    ...fields,
    properties: { ...(fields.properties as object), [MEDIA_FILE_FIELD]: file },
    required: [...((fields.required as string[] | undefined) ?? []), MEDIA_FILE_FIELD],
  };
}

/** `POST /api/media/upload`: one file and its fields as multipart/form-data, described from contract/media.ts. */
export function uploadRoute(schemas: SchemaComponents): OtherRoute {
  const body = multipartBody(inputJsonSchema(MediaUploadFields));
  const limits = Object.entries(MEDIA_KIND_RULES).map(([kind, rule]) => `\`${kind}\` ${rule.maxBytes} bytes of ${rule.types.join(', ')}`);
  return {
    method: 'post',
    path: `/api/${MEDIA_UPLOAD_PATH}`,
    operation: {
      operationId: 'mediaUpload',
      summary: 'Uploads one file: a theme graphic, a page image or an attachment.',
      description: [
        `The fields first, then one part named \`${MEDIA_FILE_FIELD}\`. Its type is read from its first bytes; a name or declared type that disagrees, markup and SVG are refused. Per kind: ${limits.join('; ')}.`,
        'No company: the installation\'s file (its admins). A company: its managers. A project too: its managers and editors.',
        `At most ${UPLOAD_RATE_LIMIT.limit} uploads per operator in ${UPLOAD_RATE_LIMIT.windowSeconds / 60} minutes.`,
      ].join('\n\n'),
      tags: ['media'],
      parameters: [{ $ref: REF.acceptLanguage }],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: schemas.add('MediaUploadBody', body), encoding: { [MEDIA_FILE_FIELD]: { contentType: MEDIA_TYPES.join(', ') } } } },
      },
      responses: {
        '200': { description: 'The stored file.', content: { 'application/json': { schema: schemas.add('MediaUploadAnswer', outputJsonSchema(MediaUploadOutput)) } } },
        '400': errorResponse(['validation_failed', 'upload_malformed'], false),
        '401': errorResponse(['not_signed_in'], false),
        '403': errorResponse(['forbidden_origin', 'password_change_required', 'forbidden'], false),
        '404': errorResponse(['not_found'], false),
        '405': errorResponse(['method_not_allowed'], false),
        '413': errorResponse(['file_too_large'], false),
        '415': errorResponse(['upload_not_multipart', 'file_type_refused'], false),
        '421': errorResponse(['unknown_host'], false),
        '429': errorResponse(['rate_limited'], true),
        default: { description: 'Any other refusal, with its code.', content: { 'application/json': { schema: { $ref: REF.error } } } },
      },
      security: SIGNED_IN,
      'x-permission': 'installationAdmin | companyManage | projectEdit',
    },
  };
}

/** `POST /api/p/{company}/{project}/upload`: a registered user's file given as the answer to a file field. */
export function publicUploadRoute(schemas: SchemaComponents): OtherRoute {
  const body = multipartBody(inputJsonSchema(PublicUploadFields));
  return {
    method: 'post',
    path: '/api/p/{company}/{project}/upload',
    operation: {
      operationId: 'publicUpload',
      summary: 'Uploads a file as the answer to a file field of one of the project’s open forms.',
      description: [
        `The fields \`form\` (the form's slug) and \`field\` (the file field's key) first, then one part named \`${MEDIA_FILE_FIELD}\`. Its type is read from its first bytes and must be one the field accepts; its size at most the field's (${DEFAULT_FILE_SIZE_MB} MiB when it names none, and ${MEDIA_KIND_RULES.answer.maxBytes} bytes in any case).`,
        `One registered user keeps at most ${ANSWER_FILES_PER_PERSON_BYTES} bytes of answer files (413 \`answer_files_full\`); a file no draft or submission names a day after its upload is removed.`,
        'For the registered user signed in with their own session (cookie on /api/p/{company}/{project}/); the file is theirs, erased with them, and read by them and the project\'s operators.',
        `At most ${ANSWER_UPLOAD_LIMIT.limit} files per registered user in ${ANSWER_UPLOAD_LIMIT.windowSeconds / 60} minutes.`,
      ].join('\n\n'),
      tags: ['public'],
      parameters: [
        { name: 'company', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'project', in: 'path', required: true, schema: { type: 'string' } },
        { $ref: REF.acceptLanguage },
      ],
      requestBody: {
        required: true,
        content: { 'multipart/form-data': { schema: schemas.add('PublicUploadBody', body), encoding: { [MEDIA_FILE_FIELD]: { contentType: MEDIA_TYPES.join(', ') } } } },
      },
      responses: {
        '200': { description: 'The file answer to save in the draft.', content: { 'application/json': { schema: schemas.add('PublicUploadAnswer', outputJsonSchema(PublicUploadOutput)) } } },
        '400': errorResponse(['validation_failed', 'upload_malformed'], false),
        '401': errorResponse(['not_signed_in'], false),
        '403': errorResponse(['forbidden_origin'], false),
        '404': errorResponse(['not_found'], false),
        '405': errorResponse(['method_not_allowed'], false),
        '413': errorResponse(['file_too_large', 'answer_files_full'], false),
        '415': errorResponse(['upload_not_multipart', 'file_type_refused'], false),
        '421': errorResponse(['unknown_host'], false),
        '429': errorResponse(['rate_limited'], true),
        default: { description: 'Any other refusal, with its code.', content: { 'application/json': { schema: { $ref: REF.error } } } },
      },
      security: [],
      'x-permission': 'respondent',
    },
  };
}
