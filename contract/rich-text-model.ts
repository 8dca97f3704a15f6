// The rich-text document as stored, its limits and its link rule, without zod: the editor reads
// them in the browser (zod stays out of its chunk), the schema in rich-text.ts builds on them.
import type { Language } from './languages.ts';

/** How far a document may go: its JSON size, its nesting, its parts. */
export const RICH_TEXT_LIMITS = {
  /** The document as JSON, in UTF-8 bytes: five languages of it still fit in one call's 1 MiB body. */
  bytes: 200 * 1024,
  /** Nodes inside nodes: doc > list > item > paragraph > text is 5. */
  depth: 20,
  /** Nodes and marks in one document. */
  nodes: 20_000,
  /** Characters of one text node. */
  text: 10_000,
  /** Characters of a link's address. */
  href: 2_000,
  /** Characters of a button's label. */
  label: 200,
  /** Characters of an image's description. */
  alt: 500,
  /** Rows or columns a table cell spans. */
  span: 50,
  /** The first number of an ordered list. */
  listStart: 100_000,
} as const;

/** The heading levels a document may use: the page's own title is the h1. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** A heading level. */
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** A mark without attributes. */
export type RichTextPlainMark = { type: 'bold' } | { type: 'italic' } | { type: 'underline' } | { type: 'strike' };

/** A link over some text: its address only, the renderer decides the rest. */
export interface RichTextLinkMark {
  type: 'link';
  attrs: { href: string };
}

/** A mark on a piece of text. */
export type RichTextMark = RichTextPlainMark | RichTextLinkMark;

/** A run of text with its marks. */
export interface RichTextText {
  type: 'text';
  text: string;
  marks?: RichTextMark[];
}

/** A line break inside a paragraph. */
export interface RichTextHardBreak {
  type: 'hardBreak';
  marks?: RichTextMark[];
}

/** What a paragraph or a heading holds. */
export type RichTextInline = RichTextText | RichTextHardBreak;

/** A paragraph. */
export interface RichTextParagraph {
  type: 'paragraph';
  content?: RichTextInline[];
}

/** A heading of level 2 to 4. */
export interface RichTextHeading {
  type: 'heading';
  attrs: { level: HeadingLevel };
  content?: RichTextInline[];
}

/** A quotation. */
export interface RichTextBlockquote {
  type: 'blockquote';
  content: RichTextBlock[];
}

/** One item of a list. */
export interface RichTextListItem {
  type: 'listItem';
  content: RichTextBlock[];
}

/** A list with bullets. */
export interface RichTextBulletList {
  type: 'bulletList';
  content: RichTextListItem[];
}

/** A numbered list, from `start` (1 when absent). */
export interface RichTextOrderedList {
  type: 'orderedList';
  attrs?: { start: number };
  content: RichTextListItem[];
}

/** A horizontal line. */
export interface RichTextHorizontalRule {
  type: 'horizontalRule';
}

/** An uploaded image, named by its media id only, with its description for those who cannot see it. */
export interface RichTextImage {
  type: 'image';
  attrs: { media_id: string; alt: string };
}

/** A call to action: a link shown as a button. */
export interface RichTextButtonLink {
  type: 'buttonLink';
  attrs: { href: string; label: string };
}

/** A cell of a table: a header cell or a data cell, spanning rows or columns. */
export interface RichTextTableCell {
  type: 'tableCell' | 'tableHeader';
  attrs?: { colspan?: number; rowspan?: number };
  content: RichTextBlock[];
}

/** A row of a table. */
export interface RichTextTableRow {
  type: 'tableRow';
  content: RichTextTableCell[];
}

/** A table. */
export interface RichTextTable {
  type: 'table';
  content: RichTextTableRow[];
}

/** A block of a document. */
export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | RichTextBlockquote
  | RichTextBulletList
  | RichTextOrderedList
  | RichTextHorizontalRule
  | RichTextImage
  | RichTextButtonLink
  | RichTextTable;

/** A rich-text document: the editor's JSON, restricted to the nodes, marks and attributes above. */
export interface RichTextDocument {
  type: 'doc';
  content: RichTextBlock[];
}

/** A document per language. */
export type LocalizedRichTextValue = Partial<Record<Language, RichTextDocument>>;

/** The schemes a link may use besides a path of this site. */
export const LINK_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'] as const;

// Any whitespace or control character: a browser drops some of them inside a scheme
// (`java\nscript:`), so an address holding one is refused rather than read.
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;
const WEB = /^https?:\/\/[^/?#\\@]+(?:[/?#].*)?$/i;
const MAIL = /^mailto:[^\s/\\][^\\]*$/i;
const PHONE = /^tel:\+?[0-9()./-]{1,40}$/i;

/**
 * Whether a link may lead there: an https, http, mailto or tel address, or a path of this site
 * (one `/` then not another, no backslash). Anything else (another scheme, an encoded one, a
 * protocol-relative `//host`) is refused, never repaired.
 */
export function isAllowedHref(href: string): boolean {
  if (href.length === 0 || href.length > RICH_TEXT_LIMITS.href) return false;
  if (SPACE_OR_CONTROL.test(href) || href.includes('\\')) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  return WEB.test(href) || MAIL.test(href) || PHONE.test(href);
}

/** Whether a link leaves the site for another one (it then opens in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^https?:/i.test(href);
}

// Objects and arrays inside each other, whatever their keys: a node level takes two (the node and
// its content), its marks and attributes three more.
const MAX_NESTING = RICH_TEXT_LIMITS.depth * 2 + 5;

/** Why a value cannot be a document before its parts are read: too deep, too many parts, too large. */
export type RichTextShapeProblem = 'depth' | 'nodes' | 'bytes';

/**
 * Measures a value without recursion before anything walks it recursively: how deep its nodes
 * nest (a node's `content` holds the next level), how many objects it holds, and its size as
 * JSON. A hostile document 10,000 levels deep is refused here, not by a stack overflow.
 */
export function richTextShapeProblem(value: unknown): RichTextShapeProblem | null {
  const stack: Array<{ value: unknown; depth: number; nesting: number }> = [{ value, depth: 1, nesting: 1 }];
  let objects = 0;
  while (stack.length > 0) {
    const { value: at, depth, nesting } = stack.pop()!;
    if (typeof at !== 'object' || at === null) continue;
    if (depth > RICH_TEXT_LIMITS.depth || nesting > MAX_NESTING) return 'depth';
    if (++objects > RICH_TEXT_LIMITS.nodes * 2) return 'nodes';
    for (const [key, inner] of Object.entries(at)) {
      // The objects of a node's `content` are one level down; its attributes and marks are not.
      const down = !Array.isArray(at) && key === 'content' ? depth + 1 : depth;
      stack.push({ value: inner, depth: down, nesting: nesting + 1 });
    }
  }
  return jsonBytes(value) > RICH_TEXT_LIMITS.bytes ? 'bytes' : null;
}

function jsonBytes(value: unknown): number {
  const json = JSON.stringify(value) ?? '';
  return new TextEncoder().encode(json).length;
}

// Nodes that show nothing by themselves: a document of only these (and blank text) is empty.
const NOTHING_BY_ITSELF = new Set(['paragraph', 'heading', 'hardBreak', 'blockquote', 'bulletList', 'orderedList', 'listItem']);

/** Whether a document shows nothing: no text, image, button, line or table. */
export function isEmptyRichText(doc: RichTextDocument | undefined | null): boolean {
  if (!doc) return true;
  const stack: unknown[] = [...doc.content];
  while (stack.length > 0) {
    const node = stack.pop() as { type: string; text?: string; content?: unknown[] };
    if (node.type === 'text' ? (node.text ?? '').trim() !== '' : !NOTHING_BY_ITSELF.has(node.type)) return false;
    stack.push(...(node.content ?? []));
  }
  return true;
}
