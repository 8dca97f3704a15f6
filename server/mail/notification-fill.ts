// A notification's text with its `{{tags}}` filled in: the subject as words, the body as a
// rich-text document again, so the one renderer escapes every value it puts in. A `text` value
// stands as words, a `link` value as words that link to it, a `table` value alone in its paragraph
// as a table of its rows.
import { TAG_PATTERN, type Notification, type NotyVariable } from '../../contract/notification-catalog.ts';
import type { RichTextBlock, RichTextDocument, RichTextInline, RichTextMark, RichTextTable, RichTextText } from '../../contract/rich-text-model.ts';

/** What a text's tags may name: a notification's variables (a notification itself, or a template's tags as variables). */
export type TagSet = Pick<Notification, 'variables'>;

/** One row of a table value (a receipt's answers): a label and its value. */
export interface MailRow {
  label: string;
  value: string;
}

/** The values of a notification's variables, by name; a variable without one reads as nothing. */
export type NotificationValues = Readonly<Record<string, string | readonly MailRow[]>>;

interface Piece {
  text: string;
  link?: string;
}

function variableOf(notification: TagSet, name: string): NotyVariable | undefined {
  return notification.variables.find((variable) => variable.name === name);
}

function rowsOf(value: string | readonly MailRow[] | undefined): readonly MailRow[] {
  return Array.isArray(value) ? value : [];
}

function wordsOf(value: string | readonly MailRow[] | undefined): string {
  if (typeof value === 'string') return value;
  return rowsOf(value)
    .map((row) => `${row.label}: ${row.value}`)
    .join('; ');
}

/**
 * A text split at its tags, each filled in. A tag the notification does not know stays as it is
 * written; a value that is empty takes the space before it along ("Hello {{first_name}}," reads
 * "Hello," without a name).
 */
function pieces(text: string, notification: TagSet, values: NotificationValues): Piece[] {
  const out: Piece[] = [];
  let words = '';
  let last = 0;
  for (const match of text.matchAll(TAG_PATTERN)) {
    words += text.slice(last, match.index);
    last = match.index + match[0].length;
    const variable = variableOf(notification, match[1] ?? '');
    if (!variable) {
      words += match[0];
      continue;
    }
    const value = wordsOf(values[variable.name]);
    if (value === '') {
      words = words.replace(/ $/, '');
    } else if (variable.kind === 'link') {
      out.push({ text: words }, { text: value, link: value });
      words = '';
    } else {
      words += value;
    }
  }
  out.push({ text: words + text.slice(last) });
  return out.filter((piece) => piece.text !== '');
}

/** A subject with its tags filled in, on one line. */
export function fillSubject(subject: string, notification: TagSet, values: NotificationValues): string {
  return pieces(subject, notification, values)
    .map((piece) => piece.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A link's address with its tags filled in: a tag alone is its value, a tag inside an address its value encoded. */
function fillHref(href: string, notification: TagSet, values: NotificationValues): string {
  const alone = /^\{\{\s*([^{}\s]*)\s*\}\}$/.exec(href.trim());
  if (alone && variableOf(notification, alone[1] ?? '')) return wordsOf(values[alone[1]!]);
  return href.replace(TAG_PATTERN, (whole, name: string) => (variableOf(notification, name) ? encodeURIComponent(wordsOf(values[name])) : whole));
}

function withLink(marks: readonly RichTextMark[] | undefined, href: string | undefined): RichTextMark[] | undefined {
  const kept = (marks ?? []).filter((mark) => href === undefined || mark.type !== 'link');
  const all = href === undefined ? kept : [...kept, { type: 'link' as const, attrs: { href } }];
  return all.length > 0 ? all : undefined;
}

// Words with line feeds as text and line breaks.
function inlineWords(text: string, marks: RichTextMark[] | undefined): RichTextInline[] {
  const nodes: RichTextInline[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) nodes.push(marks ? { type: 'hardBreak', marks } : { type: 'hardBreak' });
    if (line !== '') nodes.push(marks ? { type: 'text', text: line, marks } : { type: 'text', text: line });
  });
  return nodes;
}

function fillText(node: RichTextText, notification: TagSet, values: NotificationValues): RichTextInline[] {
  const marks = (node.marks ?? []).map((mark) => (mark.type === 'link' ? { ...mark, attrs: { href: fillHref(mark.attrs.href, notification, values) } } : mark));
  return pieces(node.text, notification, values).flatMap((piece) => inlineWords(piece.text, withLink(marks, piece.link)));
}

function fillInline(nodes: readonly RichTextInline[] | undefined, notification: TagSet, values: NotificationValues): RichTextInline[] {
  return (nodes ?? []).flatMap((node) => (node.type === 'text' ? fillText(node, notification, values) : [node]));
}

/** The variable a paragraph holds alone (`{{answers}}` on its own), if it holds nothing else. */
export function aloneIn(block: RichTextBlock, notification: TagSet): NotyVariable | undefined {
  if (block.type !== 'paragraph' || block.content?.length !== 1) return undefined;
  const [only] = block.content;
  if (only?.type !== 'text') return undefined;
  const alone = /^\s*\{\{\s*([^{}\s]*)\s*\}\}\s*$/.exec(only.text);
  return alone ? variableOf(notification, alone[1] ?? '') : undefined;
}

/** The rows of a table value as a table: the labels as header cells, the values beside them. */
export function rowsTable(rows: readonly MailRow[]): RichTextTable {
  const cell = (type: 'tableHeader' | 'tableCell', text: string) => ({ type, content: [{ type: 'paragraph' as const, content: inlineWords(text, undefined) }] });
  return { type: 'table', content: rows.map((row) => ({ type: 'tableRow', content: [cell('tableHeader', row.label), cell('tableCell', row.value)] })) };
}

/** One block with its tags filled in: none when it was a table value with no rows. */
export function fillBlock(block: RichTextBlock, notification: TagSet, values: NotificationValues): RichTextBlock[] {
  const alone = aloneIn(block, notification);
  if (alone?.kind === 'table') {
    const rows = rowsOf(values[alone.name]);
    return rows.length > 0 ? [rowsTable(rows)] : [];
  }
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return [{ ...block, content: fillInline(block.content, notification, values) }];
    case 'buttonLink': {
      const label = pieces(block.attrs.label, notification, values)
        .map((piece) => piece.text)
        .join('');
      return [{ ...block, attrs: { href: fillHref(block.attrs.href, notification, values), label } }];
    }
    case 'blockquote':
      return [{ ...block, content: block.content.flatMap((child) => fillBlock(child, notification, values)) }];
    case 'bulletList':
    case 'orderedList':
      return [{ ...block, content: block.content.map((item) => ({ ...item, content: item.content.flatMap((child) => fillBlock(child, notification, values)) })) }];
    case 'table':
      return [
        {
          ...block,
          content: block.content.map((row) => ({ ...row, content: row.content.map((cell) => ({ ...cell, content: cell.content.flatMap((child) => fillBlock(child, notification, values)) })) })),
        },
      ];
    default:
      return [block];
  }
}

/** A whole document with its tags filled in. */
export function fillDocument(doc: RichTextDocument, notification: TagSet, values: NotificationValues): RichTextDocument {
  return { type: 'doc', content: doc.content.flatMap((block) => fillBlock(block, notification, values)) };
}
