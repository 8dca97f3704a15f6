import type { MediaUploadInput } from '../../../contract/media.ts';
import type { PageDocument } from '../../../contract/page-doc-model.ts';
import type { RichTextDocument } from '../../../contract/rich-text-model.ts';

/** Sends a file to the media upload (`uploadMedia` of src/lib/media-upload.ts, or a test's stand-in). */
export type UploadMedia = (file: File, target: MediaUploadInput) => Promise<{ media_id: string }>;

/** A form a landing page's blocks may name: its title and its state in the screen's words. */
export interface PageNodeForm {
  id: string;
  title: string;
  /** "Open until 30 June", "Opens on 1 May", "Closed"… */
  state: string;
}

/** What the page's own nodes (form blocks, phase sections) need: the project's forms. */
export interface PageNodeOptions {
  forms: PageNodeForm[];
}

interface FieldProps {
  /** The field's name, shown above it and naming the text for assistive technology. */
  label: string;
  description?: string;
  /** The field's error, from the screen's check or the server's refusal. */
  error?: string | null;
  /** Images: the upload, and the kind and owner of the files it makes. Without both, no image control. */
  upload?: UploadMedia;
  media?: MediaUploadInput;
  readOnly?: boolean;
  /** Given, the editor fills it with a way to type words where the cursor is (a notification's variables, by click). */
  insertRef?: TextInserter;
}

/** Holds, while an editor is shown, the function that inserts words at its cursor (its last selection, focus back in the text). */
export interface TextInserter {
  current: ((text: string) => void) | null;
}

/** What a screen gives the rich-text editor: a document of the rich-text model. */
export interface RichTextEditorProps extends FieldProps {
  /** The document shown; a new one from outside (another language, a conflict's other side) replaces the text. */
  value: RichTextDocument | null;
  /** The document after a change, 300 ms after the last keystroke, and at once on blur or when the editor goes. */
  onChange(doc: RichTextDocument): void;
  page?: undefined;
}

/** What a landing page's editor gives it: a page document, with form blocks and phase sections besides rich text. */
export interface PageTextEditorProps extends FieldProps {
  value: PageDocument | null;
  onChange(doc: PageDocument): void;
  /** The page's own nodes, in the toolbar and in the text; without it the editor holds rich text only. */
  page: PageNodeOptions;
}

/** Either editor: the page's nodes exist only where `page` is given. */
export type AnyTextEditorProps = RichTextEditorProps | PageTextEditorProps;
