import '@mantine/core/styles/Skeleton.css';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import type { MediaUploadInput } from '../../contract/media.ts';
import type { RichTextDocument } from '../../contract/rich-text-model.ts';
import type { Namespaces } from '../../i18n/i18n-types';
import { useI18nContext } from '../../i18n/i18n-react';
import { loadNamespaces } from '../lib/i18n.ts';

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

const NAMESPACES: readonly Namespaces[] = ['richText'];

// The editor (Tiptap, ProseMirror, Mantine's toolbar) is a chunk of its own, asked for by the
// first screen that shows one: neither the signed-in start nor the public page carries it.
const loadEditor = () => import('./rich-text/editor.tsx');
const Editor = lazy(async () => ({ default: (await loadEditor()).RichTextField }));

function EditorSkeleton() {
  return <Skeleton height={200} aria-hidden="true" data-testid="rich-text-loading" />;
}

/**
 * The one rich-text editor: a document of the allowed nodes and marks (contract/rich-text.ts),
 * with a toolbar in the screen's language, loaded with its texts on first use.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { LL, locale } = useI18nContext();
  const ready = 'richText' in LL;
  useEffect(() => {
    if (ready) return;
    void loadEditor();
    void loadNamespaces(locale, NAMESPACES).catch(() => undefined);
  }, [ready, locale]);
  if (!ready) return <EditorSkeleton />;
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <Editor {...props} />
    </Suspense>
  );
}
