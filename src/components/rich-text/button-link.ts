import { Node } from '@tiptap/core';
import { isAllowedHref } from '../../../contract/rich-text-model.ts';

/** The class the editor draws a button link with. */
export const BUTTON_LINK_CLASS = 'rt-button';

/**
 * A call to action: a label and an address, shown as a button. In the editor it is one piece
 * (selected, moved and deleted whole), edited through its dialog.
 */
export const ButtonLink = Node.create({
  name: 'buttonLink',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      href: { default: '', parseHTML: (element) => element.getAttribute('data-href') ?? '', renderHTML: () => ({}) },
      label: { default: '', parseHTML: (element) => element.textContent ?? '', renderHTML: () => ({}) },
    };
  },
  parseHTML() {
    return [{ tag: 'p[data-button-link]', getAttrs: (element) => (isAllowedHref(element.getAttribute('data-href') ?? '') ? null : false) }];
  },
  renderHTML({ node }) {
    const href = node.attrs.href as string;
    return ['p', { 'data-button-link': '', 'data-href': href, title: href }, ['span', { class: BUTTON_LINK_CLASS }, node.attrs.label as string]];
  },
});
