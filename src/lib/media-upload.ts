import type { ErrorBody } from '../../contract/errors.ts';
import { MEDIA_FILE_FIELD, MEDIA_UPLOAD_PATH, type MediaUploadInput, type MediaUploadResult } from '../../contract/media.ts';
import { API_BASE } from './api.ts';

/** An upload the server refused (its message is in the screen's language) or that got no answer. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one file to `POST /api/media/upload` as the back office's operator: the kind and owner
 * first, then the file (the server reads the fields before the file streams). Resolves with the
 * new file's id; rejects with an `UploadError` holding the server's message, or an empty one when
 * no answer came.
 */
export async function uploadMedia(file: File, target: MediaUploadInput): Promise<MediaUploadResult> {
  const body = new FormData();
  body.append('kind', target.kind);
  if (target.company) body.append('company', target.company);
  if (target.project) body.append('project', target.project);
  body.append(MEDIA_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(API_BASE + MEDIA_UPLOAD_PATH, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': document.documentElement.lang },
    });
  } catch {
    throw new UploadError('', 0);
  }
  const answer = (await response.json().catch(() => null)) as (MediaUploadResult & Partial<ErrorBody>) | null;
  if (response.status === 200 && answer?.media_id) return answer;
  throw new UploadError(answer?.error?.message ?? '', response.status);
}
