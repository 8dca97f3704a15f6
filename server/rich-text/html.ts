import { mediaImagePath } from '../../contract/media.ts';
import {
  HEADING_LEVELS,
  isAllowedHref,
  isExternalHref,
  RICH_TEXT_LIMITS,
  type RichTextDocument,
} from '../../contract/rich-text-model.ts';

/** Where the rendered HTML is shown: a page of this site (paths stay relative) or a mail (every address absolute). */
export interface RenderPlace {
  /** Put before the site's own paths and images: '' on a page, the public URL in a mail. */
  base: string;
}

/** The class of the anchor a "button link" renders; the page's and the mail's styles draw it as a button. */
export const BUTTON_CLASS = 'rt-button';

// The renderer reads what it is given defensively: a checked document never needs it, but a
// stored one read by a later version, or a test's hostile one, still renders inert.
type Loose = { type?: unknown; text?: unknown; attrs?: Record<string, unknown>; marks?: Loose[]; content?: Loose[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' };

/** Text as HTML text: the three characters that could open markup, escaped as sanitize-html writes them. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text as a double-quoted attribute value. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** A link's address as shown in this place, or null when the link may not lead there. */
export function placedHref(href: unknown, place: RenderPlace): string | null {
  if (typeof href !== 'string' || !isAllowedHref(href)) return null;
  return href.startsWith('/') ? place.base + href : href;
}

/** An image's address from its media id, or null when the id is not one. */
export function imageSource(mediaId: unknown, place: RenderPlace): string | null {
  return typeof mediaId === 'string' && UUID.test(mediaId) ? place.base + mediaImagePath(mediaId.toLowerCase()) : null;
}

/** A text the renderer shows: a string, else nothing. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** An anchor around HTML already escaped, as the renderer writes a link; only the words when the address may not be linked. */
export function anchor(href: string, place: RenderPlace, inner: string, className?: string): string {
  const shown = placedHref(href, place);
  if (shown === null) return inner;
  const kind = className ? ` class="${className}"` : '';
  // Another site opens in a new tab, and learns nothing of the page that sent the reader.
  const away = isExternalHref(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a${kind} href="${escapeAttribute(shown)}"${away}>${inner}</a>`;
}

function linkOf(node: Loose): string | null {
  const link = (node.marks ?? []).find((mark) => mark?.type === 'link');
  const href = link?.attrs?.href;
  return typeof href === 'string' ? href : null;
}

function markedInline(node: Loose): string {
  let html = node.type === 'text' ? escapeText(textOf(node.text)) : node.type === 'hardBreak' ? '<br />' : '';
  for (const mark of node.marks ?? []) {
    const tag = typeof mark?.type === 'string' ? MARK_TAGS[mark.type] : undefined;
    if (tag) html = `<${tag}>${html}</${tag}>`;
  }
  return html;
}

// Neighbours under the same link make one anchor, so a link with a bold word reads as one link.
function inline(nodes: Loose[] | undefined, place: RenderPlace): string {
  const list = Array.isArray(nodes) ? nodes : [];
  let html = '';
  for (let start = 0; start < list.length; ) {
    const href = linkOf(list[start]!);
    let end = start + 1;
    while (end < list.length && linkOf(list[end]!) === href) end++;
    const inner = list.slice(start, end).map(markedInline).join('');
    html += href === null ? inner : anchor(href, place, inner);
    start = end;
  }
  return html;
}

function span(name: string, value: unknown): string {
  return Number.isInteger(value) && (value as number) > 1 && (value as number) <= RICH_TEXT_LIMITS.span ? ` ${name}="${value as number}"` : '';
}

type BlockRenderer = (node: Loose, place: RenderPlace, depth: number) => string;

const BLOCKS: Record<string, BlockRenderer> = {
  paragraph: (node, place) => `<p>${inline(node.content, place)}</p>`,
  heading: (node, place) => {
    const level = HEADING_LEVELS.find((allowed) => allowed === node.attrs?.level) ?? HEADING_LEVELS[0];
    return `<h${level}>${inline(node.content, place)}</h${level}>`;
  },
  blockquote: (node, place, depth) => `<blockquote>${blocks(node.content, place, depth + 1)}</blockquote>`,
  bulletList: (node, place, depth) => `<ul>${blocks(node.content, place, depth + 1)}</ul>`,
  orderedList: (node, place, depth) => {
    const start = node.attrs?.start;
    const from = Number.isInteger(start) && start !== 1 && (start as number) >= 0 && (start as number) <= RICH_TEXT_LIMITS.listStart ? ` start="${start as number}"` : '';
    return `<ol${from}>${blocks(node.content, place, depth + 1)}</ol>`;
  },
  listItem: (node, place, depth) => `<li>${blocks(node.content, place, depth + 1)}</li>`,
  horizontalRule: () => '<hr />',
  image: (node, place) => {
    const src = imageSource(node.attrs?.media_id, place);
    const alt = typeof node.attrs?.alt === 'string' ? node.attrs.alt : '';
    return src === null ? '' : `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}" />`;
  },
  buttonLink: (node, place) => {
    const label = escapeText(textOf(node.attrs?.label));
    return `<p>${typeof node.attrs?.href === 'string' ? anchor(node.attrs.href, place, label, BUTTON_CLASS) : label}</p>`;
  },
  table: (node, place, depth) => `<table><tbody>${blocks(node.content, place, depth + 1)}</tbody></table>`,
  tableRow: (node, place, depth) => `<tr>${blocks(node.content, place, depth + 1)}</tr>`,
  tableHeader: (node, place, depth) => cell('th', node, place, depth),
  tableCell: (node, place, depth) => cell('td', node, place, depth),
};

function cell(tag: 'td' | 'th', node: Loose, place: RenderPlace, depth: number): string {
  return `<${tag}${span('colspan', node.attrs?.colspan)}${span('rowspan', node.attrs?.rowspan)}>${blocks(node.content, place, depth + 1)}</${tag}>`;
}

// Nodes at one level (the doc's children are at 2). Unknown nodes render as nothing, and nothing
// deeper than the schema allows is walked.
function blocks(nodes: Loose[] | undefined, place: RenderPlace, depth: number): string {
  if (!Array.isArray(nodes) || depth > RICH_TEXT_LIMITS.depth) return '';
  return nodes.map((node) => (typeof node?.type === 'string' && Object.hasOwn(BLOCKS, node.type) ? BLOCKS[node.type]!(node, place, depth) : '')).join('');
}

/**
 * The document as HTML, built from the allowed nodes only: every text and attribute escaped,
 * every address checked again (a link that may not lead there renders as its text), images by
 * their media id, links to other sites in a new tab.
 */
export function richTextHtml(doc: RichTextDocument, place: RenderPlace): string {
  return blocks((doc as Loose).content, place, 2);
}
