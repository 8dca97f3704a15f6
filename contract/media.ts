// Uploaded files: their kinds, limits and accepted types, the upload's fields and answer, and the
// paths that serve them. Uploads are multipart, not JSON, so none of this is an endpoint of the adapter.
import { z } from 'zod';
import { IdField } from './fields.ts';
import type { FieldLabels } from './labels.ts';
import { namedFieldLabels } from './text-overrides.ts';

/** What a file is for: theme graphics (logo, backgrounds), landing-page images, attachments, files given as answers. */
export const MEDIA_KINDS = ['theme', 'page', 'attachment', 'answer'] as const;

/** The kinds operators upload; files given as answers come from registered users only. */
export const OPERATOR_MEDIA_KINDS = ['theme', 'page', 'attachment'] as const;

/** One kind of media. */
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Whom a file belongs to: the installation, a company, or one project of a company. */
export type MediaScope = 'installation' | 'company' | 'project';

/** The image types accepted, each recognised on the server by its first bytes. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Every type a file may have. SVG is not one of them: it can carry script. */
export const MEDIA_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const;

/** One accepted file type. */
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The file-name extensions of each type, the first one the type's own. */
export const MEDIA_EXTENSIONS: Record<MediaType, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * The name a judge knows a file given as an answer by: the submission's number in its form and
 * the field's key (`submission-3-cv.pdf`), never the name the applicant's computer gave it.
 */
export function neutralFileName(submission: number, key: string, type: string): string {
  return `submission-${submission}-${key}.${MEDIA_EXTENSIONS[type as MediaType]?.[0] ?? 'bin'}`;
}

/** The rules of one kind of media. */
export interface MediaKindRule {
  /** The scopes a file of this kind may belong to. */
  scopes: readonly MediaScope[];
  /** The types accepted, checked against the file's bytes. */
  types: readonly MediaType[];
  /** The largest file, in bytes. */
  maxBytes: number;
  /** Served to anyone who knows the id (shown on the sign-in page and the public pages). */
  public: boolean;
}

const MiB = 1024 * 1024;

/** Per kind: scopes, types, the largest file and who may read it. */
export const MEDIA_KIND_RULES: Record<MediaKind, MediaKindRule> = {
  theme: { scopes: ['installation', 'company', 'project'], types: IMAGE_TYPES, maxBytes: 2 * MiB, public: true },
  page: { scopes: ['project'], types: IMAGE_TYPES, maxBytes: 5 * MiB, public: true },
  attachment: { scopes: ['project'], types: MEDIA_TYPES, maxBytes: 10 * MiB, public: false },
  // A file field may allow up to 100 MB (FORM_LIMITS.fileSizeMb); each field's own limit is checked too.
  answer: { scopes: ['project'], types: MEDIA_TYPES, maxBytes: 100 * MiB, public: false },
};

/** The bytes of answer files one registered user keeps at most (a registered user is one project's). */
export const ANSWER_FILES_PER_PERSON_BYTES = 500 * MiB;

/** The largest file of any kind. */
export const MEDIA_MAX_BYTES = Math.max(...OPERATOR_MEDIA_KINDS.map((kind) => MEDIA_KIND_RULES[kind].maxBytes));

/** `POST /api/media/upload`: multipart/form-data, the fields first, then one part named `file`. */
export const MEDIA_UPLOAD_PATH = 'media/upload';

/** The name of the file part of an upload. */
export const MEDIA_FILE_FIELD = 'file';

/** The fields of an upload: its kind and its owner (no company: the installation's). */
export const MediaUploadFields = z.strictObject({
  kind: z.enum(OPERATOR_MEDIA_KINDS),
  company: IdField.optional(),
  project: IdField.optional(),
});

/** The fields of an upload, as sent. */
export type MediaUploadInput = z.input<typeof MediaUploadFields>;

/** The answer to an upload: the new file's id and what the server found it to be. */
export const MediaUploadOutput = z.object({
  media_id: z.uuid(),
  kind: z.enum(MEDIA_KINDS),
  type: z.enum(MEDIA_TYPES),
  size: z.number().int().min(1),
  name: z.string(),
});

/** The answer to an upload. */
export type MediaUploadResult = z.infer<typeof MediaUploadOutput>;

/** The scope the fields of an upload name. */
export function mediaScope(fields: { company?: string; project?: string }): MediaScope {
  if (fields.project !== undefined) return 'project';
  return fields.company === undefined ? 'installation' : 'company';
}

/** Where an image is shown from: `GET /api/img/{media_id}` (spec section 7). */
export function mediaImagePath(mediaId: string): string {
  return `/api/img/${encodeURIComponent(mediaId)}`;
}

/** Where a file is downloaded from, as an attachment. */
export function mediaDownloadPath(mediaId: string): string {
  return `/api/media/${encodeURIComponent(mediaId)}/download`;
}

/** The names of the upload's fields, as its messages name them. */
export const FIELD_LABELS = namedFieldLabels('media', {
  file: { en: 'File', it: 'File', es: 'Archivo', fr: 'Fichier', pt: 'Arquivo' },
  kind: { en: 'Kind of file', it: 'Tipo di file', es: 'Tipo de archivo', fr: 'Type de fichier', pt: 'Tipo de arquivo' },
} as const satisfies FieldLabels);
