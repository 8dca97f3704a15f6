import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';

/** The attributes of the selected node when it is a whole node of that type (an image, a button), else null. */
export function selectedNode(editor: Editor, type: 'image' | 'buttonLink'): Record<string, unknown> | null {
  const { selection } = editor.state;
  return selection instanceof NodeSelection && selection.node.type.name === type ? selection.node.attrs : null;
}
