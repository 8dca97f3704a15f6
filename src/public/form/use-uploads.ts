import { useRef, useState } from 'react';
import { accepts, DEFAULT_FILE_SIZE_MB, fileSizeLimit } from '../../../contract/answer-checks.ts';
import type { FormField } from '../../../contract/form-definition.ts';
import { uploadFile, type FileAnswer, type SitePlace } from '../api.ts';
import type { PublicTexts } from '../texts.ts';

/** Files on their way, and the refusals of files, by field key. */
export interface UploadsView {
  progress: Record<string, number>;
  errors: Record<string, string>;
}

interface UploadHandlers {
  onAnswer(key: string, answer: FileAnswer | null): void;
  onSignedOut(): void;
}

/**
 * Sends the files chosen in file fields: checked first as the field says (its types, its largest
 * size), then sent with their progress; the file's answer goes into the draft once stored.
 */
export function useUploads(place: SitePlace, form: string, texts: PublicTexts, handlers: UploadHandlers) {
  const [view, setView] = useState<UploadsView>({ progress: {}, errors: {} });
  const live = useRef(new Map<string, () => void>());

  const set = (key: string, progress: number | null, error: string | null) =>
    setView((current) => {
      const next = { progress: { ...current.progress }, errors: { ...current.errors } };
      if (progress === null) delete next.progress[key];
      else next.progress[key] = progress;
      if (error === null) delete next.errors[key];
      else next.errors[key] = error;
      return next;
    });

  const choose = async (field: FormField, file: File | null) => {
    if (!file || field.type !== 'file') return;
    if (file.size > fileSizeLimit(field)) return set(field.key, null, texts.form.fileTooLarge({ size: field.max_size_mb ?? DEFAULT_FILE_SIZE_MB }));
    if (!accepts(field.accept, file.name, file.type)) return set(field.key, null, texts.form.fileWrongType({ accepted: (field.accept ?? []).join(', ') }));
    if (!navigator.onLine) return set(field.key, null, texts.form.fileOffline());
    live.current.get(field.key)?.();
    set(field.key, 0, null);
    const upload = uploadFile(place, form, field.key, file, (fraction) => set(field.key, fraction, null));
    live.current.set(field.key, upload.abort);
    const result = await upload.done;
    live.current.delete(field.key);
    if (result.ok) {
      set(field.key, null, null);
      handlers.onAnswer(field.key, result.data);
      return;
    }
    if (result.status === 401) handlers.onSignedOut();
    const reason = result.status === 0 ? texts.form.fileOffline() : texts.form.fileFailed({ message: result.error?.message ?? texts.page.noAnswer() });
    set(field.key, null, reason);
  };

  return { uploads: view, choose, clearError: (key: string) => set(key, view.progress[key] ?? null, null) };
}
