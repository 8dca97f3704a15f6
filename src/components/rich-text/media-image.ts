import { Node } from '@tiptap/core';
import { mediaImagePath } from '../../../contract/media.ts';

const IMAGE_PATH = /^(?:https?:\/\/[^/]+)?\/api\/img\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The media id an image's address names when it is one of this site's images (`/api/img/<id>`), else null. */
export function mediaIdOf(src: string | null): string | null {
  return IMAGE_PATH.exec(src ?? '')?.[1]?.toLowerCase() ?? null;
}

/**
 * An uploaded image, named by its media id and shown from the image route. A pasted image from
 * anywhere else has no id and is dropped: a document never points at another site's picture.
 */
export const MediaImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,
  addAttributes() {
    return {
      media_id: { default: null, parseHTML: (element) => mediaIdOf(element.getAttribute('src')), renderHTML: () => ({}) },
      alt: { default: '', parseHTML: (element) => element.getAttribute('alt') ?? '', renderHTML: () => ({}) },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (mediaIdOf(element.getAttribute('src')) ? null : false) }];
  },
  renderHTML({ node }) {
    const mediaId = node.attrs.media_id as string | null;
    return ['img', { src: mediaId ? mediaImagePath(mediaId) : '', alt: node.attrs.alt as string }];
  },
});
