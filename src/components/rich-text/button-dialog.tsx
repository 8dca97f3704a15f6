import '@mantine/core/styles/Input.css';
import { TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { isAllowedHref, RICH_TEXT_LIMITS } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EditorDialog, EditorForm } from './editor-dialog.tsx';
import { selectedNode } from './selection.ts';

interface ButtonDialogProps {
  editor: Editor;
  opened: boolean;
  onClose(): void;
}

/** Inserts a button link, or changes the selected one: its text and its address, held to the link rule. */
export function ButtonDialog({ editor, opened, onClose }: ButtonDialogProps) {
  const { LL } = useI18nContext();
  const cancel = () => {
    onClose();
    editor.commands.focus();
  };
  return (
    <EditorDialog opened={opened} title={LL.richText.button.title()} onClose={cancel}>
      <ButtonForm editor={editor} onDone={onClose} onCancel={cancel} />
    </EditorDialog>
  );
}

function ButtonForm({ editor, onDone, onCancel }: { editor: Editor; onDone(): void; onCancel(): void }) {
  const { LL } = useI18nContext();
  const t = LL.richText;
  const [selected] = useState(() => selectedNode(editor, 'buttonLink'));
  const [label, setLabel] = useState(String(selected?.label ?? ''));
  const [href, setHref] = useState(String(selected?.href ?? ''));
  const [errors, setErrors] = useState<{ label?: string; href?: string }>({});

  const save = () => {
    const attrs = { label: label.trim(), href: href.trim() };
    const found = { label: attrs.label ? undefined : t.button.labelRequired(), href: isAllowedHref(attrs.href) ? undefined : t.link.notAllowed() };
    setErrors(found);
    if (found.label || found.href) return;
    if (selected) editor.chain().focus().updateAttributes('buttonLink', attrs).run();
    else editor.chain().focus().insertContent({ type: 'buttonLink', attrs }).run();
    onDone();
  };

  return (
    <EditorForm submitLabel={t.link.save()} onCancel={onCancel} onSubmit={save}>
      <TextInput
        label={t.button.label()}
        value={label}
        error={errors.label}
        required
        maxLength={RICH_TEXT_LIMITS.label}
        data-autofocus
        onChange={(event) => setLabel(event.currentTarget.value)}
      />
      <TextInput
        label={t.link.address()}
        description={t.link.addressHelp()}
        value={href}
        error={errors.href}
        required
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setHref(event.currentTarget.value)}
      />
    </EditorForm>
  );
}
