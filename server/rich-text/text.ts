import { RICH_TEXT_LIMITS, type RichTextDocument } from '../../contract/rich-text-model.ts';
import { placedHref, textOf, type RenderPlace } from './html.ts';

type Loose = { type?: unknown; text?: unknown; attrs?: Record<string, unknown>; marks?: Loose[]; content?: Loose[] };

function linkOf(node: Loose): unknown {
  return (node.marks ?? []).find((mark) => mark?.type === 'link')?.attrs?.href;
}

// A link reads as its words with the address after them, unless the words are the address.
function inline(nodes: Loose[] | undefined, place: RenderPlace): string {
  const list = Array.isArray(nodes) ? nodes : [];
  let text = '';
  for (let start = 0; start < list.length; ) {
    const href = linkOf(list[start]!);
    let end = start + 1;
    while (end < list.length && linkOf(list[end]!) === href) end++;
    const words = list
      .slice(start, end)
      .map((node) => (node.type === 'text' ? textOf(node.text) : node.type === 'hardBreak' ? '\n' : ''))
      .join('');
    const shown = placedHref(href, place);
    text += shown === null || shown === words || (shown.startsWith('mailto:') && shown.slice(7) === words) ? words : `${words} (${shown})`;
    start = end;
  }
  return text;
}

function indent(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? first : rest) + line)
    .join('\n');
}

function item(node: Loose, place: RenderPlace, depth: number, marker: string): string {
  return indent(blocks(node.content, place, depth + 1).join('\n'), marker, ' '.repeat(marker.length));
}

type TextRenderer = (node: Loose, place: RenderPlace, depth: number) => string | null;

const BLOCKS: Record<string, TextRenderer> = {
  paragraph: (node, place) => inline(node.content, place),
  heading: (node, place) => inline(node.content, place),
  blockquote: (node, place, depth) => indent(blocks(node.content, place, depth + 1).join('\n\n'), '> ', '> '),
  bulletList: (node, place, depth) => (node.content ?? []).map((child) => item(child, place, depth + 1, '- ')).join('\n'),
  orderedList: (node, place, depth) => {
    const start = Number.isInteger(node.attrs?.start) ? (node.attrs!.start as number) : 1;
    return (node.content ?? []).map((child, index) => item(child, place, depth + 1, `${start + index}. `)).join('\n');
  },
  horizontalRule: () => '----',
  image: (node) => (typeof node.attrs?.alt === 'string' && node.attrs.alt.trim() !== '' ? `[${node.attrs.alt}]` : null),
  buttonLink: (node, place) => {
    const label = textOf(node.attrs?.label);
    const shown = placedHref(node.attrs?.href, place);
    return shown === null ? label : `${label}: ${shown}`;
  },
  table: (node, place, depth) => (node.content ?? []).map((row) => cells(row, place, depth + 1)).join('\n'),
};

function cells(row: Loose, place: RenderPlace, depth: number): string {
  return (row.content ?? []).map((cell) => blocks(cell.content, place, depth + 2).join(' ').replace(/\n/g, ' ')).join(' | ');
}

function blocks(nodes: Loose[] | undefined, place: RenderPlace, depth: number): string[] {
  if (!Array.isArray(nodes) || depth > RICH_TEXT_LIMITS.depth) return [];
  return nodes
    .map((node) => (typeof node?.type === 'string' && Object.hasOwn(BLOCKS, node.type) ? BLOCKS[node.type]!(node, place, depth) : null))
    .filter((text): text is string => text !== null);
}

/**
 * The document as plain text, for a mail's text part and for previews: blocks apart by an
 * empty line, list items marked, a link's address after its words, a button as its label and
 * address, an image as its description.
 */
export function richTextPlain(doc: RichTextDocument, place: RenderPlace): string {
  return blocks((doc as Loose).content, place, 2)
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
