import '@mantine/core/styles/Skeleton.css';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import type { Namespaces } from '../../i18n/i18n-types';
import { useI18nContext } from '../../i18n/i18n-react';
import { loadNamespaces } from '../lib/i18n.ts';
import type { AnyTextEditorProps } from './rich-text/props.ts';

export type { AnyTextEditorProps, PageNodeForm, PageNodeOptions, PageTextEditorProps, RichTextEditorProps, TextInserter, UploadMedia } from './rich-text/props.ts';

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
 * with a toolbar in the screen's language, loaded with its texts on first use. Given `page`, it
 * edits a landing page's document: form blocks and phase sections besides the rich text.
 */
export function RichTextEditor(props: AnyTextEditorProps) {
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
