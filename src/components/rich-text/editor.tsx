import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { jsonEqual } from '../../../contract/json-equal.ts';
import type { PageDocument } from '../../../contract/page-doc-model.ts';
import { richTextShapeProblem, type RichTextShapeProblem } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { AnyTextEditorProps, PageNodeOptions } from './props.ts';
import { ButtonDialog } from './button-dialog.tsx';
import { richTextExtensions } from './extensions.ts';
import { ImageDialog } from './image-dialog.tsx';
import { toolbarLabels } from './labels.ts';
import { LinkDialog } from './link-dialog.tsx';
import classes from './rich-text-editor.module.css';
import { FormBlockDialog, PhaseSectionDialog } from './page-node-dialogs.tsx';
import { PageNodeWordsStore, type PageNodeWords } from './page-nodes.ts';
import { EMPTY_DOC, toStoredDoc, toStoredPageDoc } from './stored-doc.ts';
import { EditorToolbar, type EditorDialogName } from './toolbar.tsx';
import { useDebouncedEmit } from './use-debounced-emit.ts';

// The stored model of the editor's text, remembered as the last one the editor passed on. A page
// document is a superset of rich text: an editor without the page's nodes never makes one of them.
function storedOf(editor: Editor, page: boolean, known: { current: PageDocument }): PageDocument {
  const doc = page ? toStoredPageDoc(editor.getJSON()) : toStoredDoc(editor.getJSON());
  known.current = doc;
  return doc;
}

// How the page's nodes read: a form's title and state, a section's phases and its form.
function pageWords(LL: ReturnType<typeof useI18nContext>['LL'], page: PageNodeOptions | undefined): PageNodeWords {
  const t = LL.richText.pageNodes;
  const form = (id: string) => page?.forms.find((entry) => entry.id === id);
  return {
    form: (id) => {
      const found = form(id);
      return found ? `${t.formBlock()}: ${found.title} · ${found.state}` : `${t.formBlock()}: ${t.unknownForm()}`;
    },
    section: (attrs) => {
      const names = attrs.phases.map((phase) => (phase === 'closing' ? `${t.phaseNames.closing()} (${attrs.days})` : t.phaseNames[phase]())).join(', ');
      return `${t.shownWhile({ phases: names })} · ${form(attrs.form)?.title ?? t.unknownForm()}`;
    },
  };
}

// The contenteditable's own attributes: its name, its description and error, and its state.
function textAttributes(ids: { label: string; described?: string }, invalid: boolean, readOnly: boolean): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.label,
    ...(ids.described ? { 'aria-describedby': ids.described } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(readOnly ? { 'aria-readonly': 'true' } : {}),
  };
}

function useFieldIds(description: boolean, error: boolean) {
  const base = useId();
  const ids = { label: `${base}-label`, description: `${base}-description`, error: `${base}-error` };
  const described = [error ? ids.error : null, description ? ids.description : null].filter(Boolean).join(' ');
  return { ...ids, described: described || undefined };
}

/** The editor itself; screens use `RichTextEditor` of src/components/rich-text-editor.tsx, which loads it. */
export function RichTextField(props: AnyTextEditorProps) {
  const { value, label, description, error, upload, media, readOnly = false, page, insertRef } = props;
  const onChange = props.onChange as (doc: PageDocument) => void;
  const { LL } = useI18nContext();
  const withPage = page !== undefined;
  const words = useMemo(() => pageWords(LL, page), [LL, page]);
  const [wordsStore] = useState(() => new PageNodeWordsStore(words));
  useEffect(() => wordsStore.set(words), [wordsStore, words]);
  const [dialog, setDialog] = useState<EditorDialogName | null>(null);
  const [problem, setProblem] = useState<RichTextShapeProblem | null>(null);
  const known = useRef<PageDocument>(value ?? EMPTY_DOC);
  const shownError = error ?? (problem ? (problem === 'depth' ? LL.richText.limits.tooDeep() : LL.richText.limits.tooLarge()) : null);
  const ids = useFieldIds(Boolean(description), Boolean(shownError));

  const emit = useDebouncedEmit((doc: PageDocument) => {
    setProblem(richTextShapeProblem(doc));
    onChange(doc);
  });
  // The schema is made once: an editor is a page's or not for its whole life.
  const extensions = useMemo(() => richTextExtensions({ onLink: () => setDialog('link') }, withPage ? wordsStore : null), []); // eslint-disable-line react-hooks/exhaustive-deps
  const invalid = Boolean(shownError);
  const editorProps = useMemo(() => ({ attributes: textAttributes(ids, invalid, readOnly) }), [ids.label, ids.described, invalid, readOnly]); // eslint-disable-line react-hooks/exhaustive-deps -- ids is rebuilt each render from the same strings
  const editor = useEditor({
    extensions,
    content: value ?? EMPTY_DOC,
    editable: !readOnly,
    editorProps,
    onUpdate: ({ editor: changed }) => emit.schedule(() => storedOf(changed, withPage, known)),
    onBlur: () => emit.flush(),
  });

  useEffect(() => editor.setEditable(!readOnly, false), [editor, readOnly]);

  useEffect(() => {
    if (!insertRef) return;
    insertRef.current = (text) => void editor.chain().focus().insertContent({ type: 'text', text }).run();
    return () => {
      insertRef.current = null;
    };
  }, [editor, insertRef]);

  // A document from outside that differs from the editor's own last one replaces the text,
  // without passing it back as a change.
  useEffect(() => {
    const incoming = value ?? EMPTY_DOC;
    if (jsonEqual(incoming, known.current)) return;
    known.current = incoming;
    editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  const labels = useMemo(() => toolbarLabels(LL), [LL]);
  const uploadImage = upload && media ? (file: File) => upload(file, media) : undefined;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={shownError}
      labelElement="div"
      labelProps={{ id: ids.label }}
      descriptionProps={{ id: ids.description }}
      errorProps={{ id: ids.error }}
    >
      <RichTextEditor editor={editor} labels={labels} className={classes.editor} data-rich-text-root="">
        {readOnly ? null : <EditorToolbar editor={editor} name={LL.richText.toolbar.name()} withImages={Boolean(uploadImage)} withPageNodes={withPage} onOpen={setDialog} />}
        <RichTextEditor.Content />
      </RichTextEditor>
      <LinkDialog editor={editor} opened={dialog === 'link'} onClose={() => setDialog(null)} />
      <ButtonDialog editor={editor} opened={dialog === 'button'} onClose={() => setDialog(null)} />
      <ImageDialog editor={editor} opened={dialog === 'image' || dialog === 'describe'} mode={dialog === 'describe' ? 'describe' : 'insert'} upload={uploadImage} onClose={() => setDialog(null)} />
      {page ? (
        <>
          <FormBlockDialog editor={editor} opened={dialog === 'form'} forms={page.forms} onClose={() => setDialog(null)} />
          <PhaseSectionDialog editor={editor} opened={dialog === 'phase'} forms={page.forms} onClose={() => setDialog(null)} />
        </>
      ) : null}
    </Input.Wrapper>
  );
}
