import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import { Button, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { isAllowedHref } from '../../../contract/rich-text-model.ts';
import { useI18nContext } from '../../../i18n/i18n-react';
import { EditorDialog, EditorForm } from './editor-dialog.tsx';

interface LinkDialogProps {
  editor: Editor;
  opened: boolean;
  onClose(): void;
}

/**
 * Sets, changes or removes the link on the selected words (or inserts the address as linked
 * words when nothing is selected). An address the server would refuse is refused here first,
 * with the same rule, in the screen's language.
 */
export function LinkDialog({ editor, opened, onClose }: LinkDialogProps) {
  const { LL } = useI18nContext();
  const cancel = () => {
    onClose();
    editor.commands.focus();
  };
  return (
    <EditorDialog opened={opened} title={LL.richText.link.title()} onClose={cancel}>
      <LinkForm editor={editor} onDone={onClose} onCancel={cancel} />
    </EditorDialog>
  );
}

function LinkForm({ editor, onDone, onCancel }: { editor: Editor; onDone(): void; onCancel(): void }) {
  const { LL } = useI18nContext();
  const t = LL.richText.link;
  const [existing] = useState(() => editor.isActive('link'));
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const address = href.trim();
    if (!isAllowedHref(address)) {
      setError(t.notAllowed());
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !existing) {
      // The address becomes the linked words; what is typed next is no longer part of the link.
      chain.insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] }).unsetMark('link').run();
    } else {
      chain.setLink({ href: address }).run();
    }
    onDone();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };

  const aside = existing ? (
    <Button variant="subtle" color="red" onClick={remove}>
      {t.remove()}
    </Button>
  ) : null;
  return (
    <EditorForm submitLabel={t.save()} aside={aside} onCancel={onCancel} onSubmit={save}>
      <TextInput
        label={t.address()}
        description={t.addressHelp()}
        value={href}
        error={error}
        required
        data-autofocus
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setHref(event.currentTarget.value);
          setError(null);
        }}
      />
    </EditorForm>
  );
}
