import { Extension, type Extensions } from '@tiptap/core';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { HEADING_LEVELS, isAllowedHref } from '../../../contract/rich-text-model.ts';
import { ButtonLink } from './button-link.ts';
import { MediaImage } from './media-image.ts';
import { pageNodeExtensions, type PageNodeWordsStore } from './page-nodes.ts';

/** What the editor's own keys ask of the screen around it. */
export interface EditorKeys {
  /** Ctrl+K (Cmd+K): the link dialog. */
  onLink(): void;
}

/** Marks the editor's toolbar, where Escape sends the keyboard. */
export const TOOLBAR_ATTRIBUTE = 'data-rich-text-toolbar';

// Escape leaves the text for the toolbar's first usable control, so a table's Tab (which moves
// between cells and adds rows) never keeps the keyboard inside; Tab and Shift+Tab go on from there.
function toToolbar(text: HTMLElement): boolean {
  const root = text.closest('[data-rich-text-root]');
  const control = root?.querySelector<HTMLButtonElement>(`[${TOOLBAR_ATTRIBUTE}] button:not(:disabled)`);
  control?.focus();
  return Boolean(control);
}

function keys(handlers: EditorKeys) {
  return Extension.create({
    name: 'richTextKeys',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          handlers.onLink();
          return true;
        },
        Escape: ({ editor }) => toToolbar(editor.view.dom),
      };
    },
  });
}

/**
 * Exactly the nodes and marks of the stored model (contract/rich-text-model.ts): StarterKit without
 * code and with headings 2 to 4, links held to the same rule as the server's, tables without
 * column widths, images by media id and button links. Pasted content the schema has no place for
 * is dropped by ProseMirror's parser. A landing page's editor (`page`) adds the page's form block
 * and phase section; every other editor's schema has no place for them.
 */
export function richTextExtensions(handlers: EditorKeys, page: PageNodeWordsStore | null = null): Extensions {
  return [
    StarterKit.configure({
      // A landing page's document holds its own nodes besides rich text (page-nodes.ts).
      ...(page ? { document: false } : {}),
      code: false,
      codeBlock: false,
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    MediaImage,
    ButtonLink,
    ...(page ? pageNodeExtensions(page) : []),
    keys(handlers),
  ];
}
