import type { JSONContent } from '@tiptap/core';
import { PAGE_PHASES, type PageBlock, type PageDocument, type PageInnerBlock, type PagePhase } from '../../../contract/page-doc-model.ts';
import { isAllowedHref, type RichTextBlock, type RichTextDocument, type RichTextInline, type RichTextMark } from '../../../contract/rich-text-model.ts';

/** The document of an empty editor: one empty paragraph, as the editor itself holds it. */
export const EMPTY_DOC: RichTextDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

const PLAIN_MARKS = new Set(['bold', 'italic', 'underline', 'strike']);
const EMPTY_PARAGRAPH: RichTextBlock = { type: 'paragraph' };

// The editor's JSON carries attributes the stored model has none of (a link's target and rel, a
// cell's widths, a list's type): they are left behind here, so what is saved is the model itself.
function marks(list: JSONContent['marks']): { marks?: RichTextMark[] } {
  const kept: RichTextMark[] = [];
  for (const mark of list ?? []) {
    if (PLAIN_MARKS.has(mark.type)) kept.push({ type: mark.type } as RichTextMark);
    else if (mark.type === 'link' && typeof mark.attrs?.href === 'string' && isAllowedHref(mark.attrs.href)) kept.push({ type: 'link', attrs: { href: mark.attrs.href } });
  }
  return kept.length > 0 ? { marks: kept } : {};
}

function inlines(list: JSONContent[] | undefined): { content?: RichTextInline[] } {
  const content: RichTextInline[] = [];
  for (const node of list ?? []) {
    if (node.type === 'text' && node.text) content.push({ type: 'text', text: node.text, ...marks(node.marks) });
    else if (node.type === 'hardBreak') content.push({ type: 'hardBreak', ...marks(node.marks) });
  }
  return content.length > 0 ? { content } : {};
}

// A node that must hold blocks keeps an empty paragraph when none is left.
function blocks(list: JSONContent[] | undefined): RichTextBlock[] {
  const content = (list ?? []).map(block).filter((node): node is RichTextBlock => node !== null);
  return content.length > 0 ? content : [EMPTY_PARAGRAPH];
}

function children<T>(list: JSONContent[] | undefined, type: string, map: (node: JSONContent) => T): T[] {
  return (list ?? []).filter((node) => node.type === type || (type === 'cell' && (node.type === 'tableCell' || node.type === 'tableHeader'))).map(map);
}

const listItem = (node: JSONContent) => ({ type: 'listItem' as const, content: blocks(node.content) });

function cell(node: JSONContent) {
  const colspan = Number(node.attrs?.colspan ?? 1);
  const rowspan = Number(node.attrs?.rowspan ?? 1);
  const spans = { ...(colspan > 1 ? { colspan } : {}), ...(rowspan > 1 ? { rowspan } : {}) };
  return { type: node.type as 'tableCell' | 'tableHeader', ...(Object.keys(spans).length > 0 ? { attrs: spans } : {}), content: blocks(node.content) };
}

function block(node: JSONContent): RichTextBlock | null {
  switch (node.type) {
    case 'paragraph':
      return { type: 'paragraph', ...inlines(node.content) };
    case 'heading':
      return { type: 'heading', attrs: { level: node.attrs?.level as 2 | 3 | 4 }, ...inlines(node.content) };
    case 'blockquote':
      return { type: 'blockquote', content: blocks(node.content) };
    case 'bulletList':
      return { type: 'bulletList', content: children(node.content, 'listItem', listItem) };
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return { type: 'orderedList', ...(start !== 1 ? { attrs: { start } } : {}), content: children(node.content, 'listItem', listItem) };
    }
    case 'horizontalRule':
      return { type: 'horizontalRule' };
    case 'image':
      return typeof node.attrs?.media_id === 'string' ? { type: 'image', attrs: { media_id: node.attrs.media_id, alt: String(node.attrs.alt ?? '') } } : null;
    case 'buttonLink':
      return isAllowedHref(String(node.attrs?.href ?? '')) ? { type: 'buttonLink', attrs: { href: String(node.attrs!.href), label: String(node.attrs!.label ?? '') } } : null;
    case 'table':
      return { type: 'table', content: children(node.content, 'tableRow', (row) => ({ type: 'tableRow' as const, content: children(row.content, 'cell', cell) })) };
    default:
      return null;
  }
}

// A landing page's own nodes (only its editor's schema holds them): a form block anywhere a page
// block may be, a phase section at the top with the phases in their own order.
function pageBlock(node: JSONContent): PageBlock | null {
  const form = String(node.attrs?.form ?? '');
  if (node.type === 'formBlock') return form ? { type: 'formBlock', attrs: { form } } : null;
  if (node.type !== 'phaseSection') return block(node);
  const named = Array.isArray(node.attrs?.phases) ? (node.attrs.phases as string[]) : [];
  const phases = PAGE_PHASES.filter((phase: PagePhase) => named.includes(phase));
  const content = (node.content ?? []).map(pageBlock).filter((inner): inner is PageInnerBlock => inner !== null && inner.type !== 'phaseSection');
  return { type: 'phaseSection', attrs: { form, phases, days: Number(node.attrs?.days ?? 7) }, content: content.length > 0 ? content : [EMPTY_PARAGRAPH] };
}

/** The editor's document as the stored model (contract/rich-text.ts): the allowed nodes, marks and attributes only. */
export function toStoredDoc(json: JSONContent): RichTextDocument {
  const content = (json.content ?? []).map(block).filter((node): node is RichTextBlock => node !== null);
  return { type: 'doc', content };
}

/** A landing page's editor document as stored (contract/page-doc.ts): rich text, form blocks and phase sections. */
export function toStoredPageDoc(json: JSONContent): PageDocument {
  const content = (json.content ?? []).map(pageBlock).filter((node): node is PageBlock => node !== null);
  return { type: 'doc', content };
}
