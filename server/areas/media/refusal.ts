import { AppError, type AppErrorOptions } from '../../errors.ts';
import type { ErrorCode } from '../../../contract/endpoints.ts';

/** An upload refused: the answer carries the code, the operations log also keeps the reason. */
export class UploadRefusal extends AppError {
  constructor(
    code: ErrorCode,
    readonly reason: string,
    options: AppErrorOptions = {},
  ) {
    super(code, options);
  }
}

/** The body or the file is larger than its kind allows (413). */
export function tooLarge(reason: string): UploadRefusal {
  return new UploadRefusal('file_too_large', reason, { fields: { file: { code: 'file_too_large' } } });
}

/** The file's bytes are not a type its kind accepts, or its name or declared type says otherwise. */
export function typeRefused(reason: string): UploadRefusal {
  return new UploadRefusal('file_type_refused', reason, { fields: { file: { code: 'file_type_refused' } } });
}

/** The body is not a well-formed upload: a broken multipart, a part too many, a field too long. */
export function malformed(reason: string, field = 'body'): UploadRefusal {
  return new UploadRefusal('upload_malformed', reason, { fields: { [field]: { rule: 'invalid' } } });
}

/** The upload holds no file part. */
export function fileMissing(): UploadRefusal {
  return new UploadRefusal('validation_failed', 'no_file', { fields: { file: { rule: 'required' } } });
}
