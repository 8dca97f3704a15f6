import type { MediaUploadInput } from '../../../contract/media.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';

/** Sends a file to the media upload (`uploadMedia` of src/lib/media-upload.ts, or a test's stand-in). */
export type UploadMedia = (file: File, target: MediaUploadInput) => Promise<{ media_id: string }>;

/** What a screen gives the rich-text editor. */
export interface RichTextEditorProps {
  /** The document shown; a new one from outside (another language, a conflict's other side) replaces the text. */
  value: RichTextDocument | null;
  /** The document after a change, 300 ms after the last keystroke, and at once on blur or when the editor goes. */
  onChange(doc: RichTextDocument): void;
  /** The field's name, shown above it and naming the text for assistive technology. */
  label: string;
  description?: string;
  /** The field's error, from the screen's check or the server's refusal. */
  error?: string | null;
  /** Images: the upload, and the kind and owner of the files it makes. Without both, no image control. */
  upload?: UploadMedia;
  media?: MediaUploadInput;
  readOnly?: boolean;
}
