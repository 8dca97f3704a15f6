import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import type { ComponentType, SVGProps } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { TOOLBAR_ATTRIBUTE } from './extensions.ts';
import { ButtonIcon, DescriptionIcon, FormBlockIcon, ImageIcon, LinkIcon, PhaseIcon } from './icons.tsx';
import { sectionAt, selectedFormBlock } from './page-node-dialogs.tsx';
import { selectedNode } from './selection.ts';

/** A dialog of the editor. */
export type EditorDialogName = 'link' | 'button' | 'image' | 'describe' | 'form' | 'phase';

interface ToolbarProps {
  editor: Editor;
  /** Whether images can be uploaded here (the screen gave an upload and an owner). */
  withImages: boolean;
  /** A landing page's editor: its form block and phase section controls. */
  withPageNodes?: boolean;
  /** The group's name for assistive technology. */
  name: string;
  onOpen(dialog: EditorDialogName): void;
}

interface DialogControlProps {
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
}

function DialogControl({ label, icon: Icon, active, disabled, onClick }: DialogControlProps) {
  const { getStyles } = useRichTextEditorContext();
  return (
    <RichTextEditor.Control aria-label={label} title={label} active={active} disabled={disabled} onClick={onClick}>
      <Icon {...getStyles('controlIcon')} />
    </RichTextEditor.Control>
  );
}

/**
 * The controls of the allowed nodes and marks only, each named in the screen's language; the
 * table's own controls show while the cursor is in a table.
 */
export function EditorToolbar({ editor, withImages, withPageNodes = false, name, onOpen }: ToolbarProps) {
  const { LL } = useI18nContext();
  const t = LL.richText.toolbar;
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      link: current.isActive('link'),
      inTable: current.isActive('table'),
      image: selectedNode(current, 'image') !== null,
      button: selectedNode(current, 'buttonLink') !== null,
      formBlock: selectedFormBlock(current) !== null,
      inSection: withPageNodes && sectionAt(current.state.selection.$from) !== null,
    }),
  });
  return (
    <RichTextEditor.Toolbar role="group" aria-label={name} {...{ [TOOLBAR_ATTRIBUTE]: '' }}>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
        <RichTextEditor.Strikethrough />
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 />
        <RichTextEditor.H3 />
        <RichTextEditor.H4 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        <RichTextEditor.Blockquote />
        <RichTextEditor.Hr />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <DialogControl label={t.link()} icon={LinkIcon} active={state.link} onClick={() => onOpen('link')} />
        <RichTextEditor.Unlink />
        <DialogControl label={t.buttonLink()} icon={ButtonIcon} active={state.button} onClick={() => onOpen('button')} />
        {withImages ? <DialogControl label={t.image()} icon={ImageIcon} onClick={() => onOpen('image')} /> : null}
        <DialogControl label={t.imageDescription()} icon={DescriptionIcon} disabled={!state.image} onClick={() => onOpen('describe')} />
      </RichTextEditor.ControlsGroup>
      {withPageNodes ? (
        <RichTextEditor.ControlsGroup>
          <DialogControl label={LL.richText.pageNodes.insertForm()} icon={FormBlockIcon} active={state.formBlock} onClick={() => onOpen('form')} />
          <DialogControl label={state.inSection ? LL.richText.pageNodes.editPhase() : LL.richText.pageNodes.insertPhase()} icon={PhaseIcon} active={state.inSection} onClick={() => onOpen('phase')} />
        </RichTextEditor.ControlsGroup>
      ) : null}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.TableInsert maxColumns={6} maxRows={8} />
        {state.inTable ? (
          <>
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableToggleHeaderRow />
            <RichTextEditor.TableMergeCells />
            <RichTextEditor.TableSplitCell />
            <RichTextEditor.TableDelete />
          </>
        ) : null}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo />
        <RichTextEditor.Redo />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
