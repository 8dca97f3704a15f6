// The `{{tags}}` a rich-text body names: in its texts, its links' addresses and its buttons, in
// the document's order, and whether it holds an image.
import { tagsIn } from '../../contract/notification-catalog.ts';
import type { RichTextBlock, RichTextInline } from '../../contract/rich-text-model.ts';

function inlineTags(nodes: readonly RichTextInline[] | undefined): string[] {
  return (nodes ?? []).flatMap((node) => [
    ...(node.type === 'text' ? tagsIn(node.text) : []),
    ...(node.marks ?? []).flatMap((mark) => (mark.type === 'link' ? tagsIn(mark.attrs.href) : [])),
  ]);
}

/** The tags a body names, in its texts, links' addresses and buttons, and whether it holds an image. */
export function bodyTags(blocks: readonly RichTextBlock[]): { tags: string[]; image: boolean } {
  const tags: string[] = [];
  let image = false;
  // In the document's order, so the first unknown tag named is the first one written.
  const queue: RichTextBlock[] = [...blocks];
  while (queue.length > 0) {
    const block = queue.shift()!;
    switch (block.type) {
      case 'paragraph':
      case 'heading':
        tags.push(...inlineTags(block.content));
        break;
      case 'buttonLink':
        tags.push(...tagsIn(block.attrs.label), ...tagsIn(block.attrs.href));
        break;
      case 'image':
        image = true;
        break;
      case 'blockquote':
        queue.unshift(...block.content);
        break;
      case 'bulletList':
      case 'orderedList':
        queue.unshift(...block.content.flatMap((item) => item.content));
        break;
      case 'table':
        queue.unshift(...block.content.flatMap((row) => row.content.flatMap((cell) => cell.content)));
        break;
      default:
        break;
    }
  }
  return { tags, image };
}
