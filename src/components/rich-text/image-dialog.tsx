import '@mantine/core/styles/Input.css';
import { FileInput, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { IMAGE_TYPES } from '../../../contract/media.ts';
import { RICH_TEXT_LIMITS } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormAlert } from '../form-alert.tsx';
import { EditorDialog, EditorForm } from './editor-dialog.tsx';
import { selectedNode } from './selection.ts';

/** Sends an image file and answers its media id. */
export type UploadImage = (file: File) => Promise<{ media_id: string }>;

interface ImageDialogProps {
  editor: Editor;
  opened: boolean;
  /** `insert` a new image, or `describe` the selected one. */
  mode: 'insert' | 'describe';
  upload?: UploadImage;
  onClose(): void;
}

/**
 * Inserts an uploaded image with its description, or changes the description of the selected
 * one. The file goes through the media upload first; the document names it by its media id only.
 */
export function ImageDialog({ editor, opened, mode, upload, onClose }: ImageDialogProps) {
  const { LL } = useI18nContext();
  const cancel = () => {
    onClose();
    editor.commands.focus();
  };
  return (
    <EditorDialog opened={opened} title={LL.richText.image.title()} onClose={cancel}>
      {mode === 'describe' ? <DescribeForm editor={editor} onDone={onClose} onCancel={cancel} /> : <InsertForm editor={editor} upload={upload} onDone={onClose} onCancel={cancel} />}
    </EditorDialog>
  );
}

interface FormProps {
  editor: Editor;
  onDone(): void;
  onCancel(): void;
}

function DescriptionInput({ value, autoFocus, onChange }: { value: string; autoFocus?: boolean; onChange(value: string): void }) {
  const { LL } = useI18nContext();
  const t = LL.richText.image;
  return (
    <TextInput
      label={t.description()}
      description={t.descriptionHelp()}
      value={value}
      maxLength={RICH_TEXT_LIMITS.alt}
      data-autofocus={autoFocus || undefined}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function DescribeForm({ editor, onDone, onCancel }: FormProps) {
  const { LL } = useI18nContext();
  const [alt, setAlt] = useState(() => String(selectedNode(editor, 'image')?.alt ?? ''));
  const save = () => {
    if (selectedNode(editor, 'image')) editor.chain().focus().updateAttributes('image', { alt: alt.trim() }).run();
    onDone();
  };
  return (
    <EditorForm submitLabel={LL.richText.link.save()} onCancel={onCancel} onSubmit={save}>
      <DescriptionInput value={alt} autoFocus onChange={setAlt} />
    </EditorForm>
  );
}

function InsertForm({ editor, upload, onDone, onCancel }: FormProps & { upload?: UploadImage }) {
  const { LL } = useI18nContext();
  const t = LL.richText.image;
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ file?: string; upload?: string }>({});

  const save = async () => {
    if (!file || !upload) {
      setErrors({ file: t.fileRequired() });
      return;
    }
    setBusy(true);
    try {
      const { media_id } = await upload(file);
      editor.chain().focus().insertContent({ type: 'image', attrs: { media_id, alt: alt.trim() } }).run();
      onDone();
    } catch (error) {
      setErrors({ upload: error instanceof Error && error.message ? error.message : t.uploadFailed() });
      setBusy(false);
    }
  };

  return (
    <EditorForm submitLabel={t.insert()} busy={busy} onCancel={onCancel} onSubmit={() => void save()}>
      <FileInput label={t.file()} description={t.fileHelp()} accept={IMAGE_TYPES.join(',')} value={file} onChange={setFile} error={errors.file} required clearable data-autofocus />
      <DescriptionInput value={alt} onChange={setAlt} />
      <FormAlert message={errors.upload ?? null} />
    </EditorForm>
  );
}
