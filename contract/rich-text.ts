// The one schema of rich text: the editor's JSON document restricted to the nodes, marks and
// attributes the renderer knows. Every other key, type or scheme is refused, never dropped: what
// is stored is exactly what was checked. Endpoints take `RichTextDoc` or `LocalizedRichText`.
import { z } from 'zod';
import { LanguageSchema } from './fields.ts';
import {
  HEADING_LEVELS,
  isAllowedHref,
  RICH_TEXT_LIMITS as LIMITS,
  richTextShapeProblem,
  type RichTextBlock,
  type RichTextDocument,
  type RichTextInline,
  type RichTextListItem,
  type RichTextMark,
  type RichTextTableCell,
  type RichTextTableRow,
} from './rich-text-model.ts';

// Control characters other than tab and line feed, and half a surrogate pair: no editor types
// them, and PostgreSQL stores neither a NUL nor a lone surrogate.
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const PlainText = (max: number) => z.string().max(max).refine((text) => !CONTROL.test(text));

/** A link's address: https, http, mailto, tel or a path of this site (see `isAllowedHref`). */
export const RichTextHref = z.string().max(LIMITS.href).refine(isAllowedHref);

const Mark: z.ZodType<RichTextMark> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  z.strictObject({ type: z.literal('underline') }),
  z.strictObject({ type: z.literal('strike') }),
  z.strictObject({ type: z.literal('link'), attrs: z.strictObject({ href: RichTextHref }) }),
]);

// Each mark at most once on a piece of text: the editor never repeats one.
const Marks = z
  .array(Mark)
  .max(5)
  .refine((marks) => new Set(marks.map((mark) => mark.type)).size === marks.length)
  .optional();

const Inline: z.ZodType<RichTextInline> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('text'), text: PlainText(LIMITS.text).min(1), marks: Marks }),
  z.strictObject({ type: z.literal('hardBreak'), marks: Marks }),
]);

const Span = z.number().int().min(1).max(LIMITS.span);
const Blocks = z.array(z.lazy(() => Block));

const ListItem: z.ZodType<RichTextListItem> = z.strictObject({ type: z.literal('listItem'), content: Blocks.min(1) });
const Cell: z.ZodType<RichTextTableCell> = z.strictObject({
  type: z.enum(['tableCell', 'tableHeader']),
  attrs: z.strictObject({ colspan: Span.optional(), rowspan: Span.optional() }).optional(),
  content: Blocks.min(1),
});
const Row: z.ZodType<RichTextTableRow> = z.strictObject({ type: z.literal('tableRow'), content: z.array(Cell).min(1) });

/**
 * The blocks of the model, one schema per node type: a document built on rich text (a page) joins
 * them with its own nodes in one discriminated union, so a refusal still names the node's path.
 */
export const RICH_TEXT_BLOCK_SCHEMAS = [
  z.strictObject({ type: z.literal('paragraph'), content: z.array(Inline).optional() }),
  z.strictObject({
    type: z.literal('heading'),
    attrs: z.strictObject({ level: z.literal(HEADING_LEVELS) }),
    content: z.array(Inline).optional(),
  }),
  z.strictObject({ type: z.literal('blockquote'), content: Blocks.min(1) }),
  z.strictObject({ type: z.literal('bulletList'), content: z.array(ListItem).min(1) }),
  z.strictObject({
    type: z.literal('orderedList'),
    attrs: z.strictObject({ start: z.number().int().min(0).max(LIMITS.listStart) }).optional(),
    content: z.array(ListItem).min(1),
  }),
  z.strictObject({ type: z.literal('horizontalRule') }),
  z.strictObject({ type: z.literal('image'), attrs: z.strictObject({ media_id: z.uuid(), alt: PlainText(LIMITS.alt) }) }),
  z.strictObject({
    type: z.literal('buttonLink'),
    attrs: z.strictObject({ href: RichTextHref, label: PlainText(LIMITS.label).trim().min(1) }),
  }),
  z.strictObject({ type: z.literal('table'), content: z.array(Row).min(1) }),
] as const;

const Block: z.ZodType<RichTextBlock> = z.discriminatedUnion('type', RICH_TEXT_BLOCK_SCHEMAS);

const Doc = z.strictObject({ type: z.literal('doc'), content: z.array(Block) });

/**
 * The size, depth and count measured first, without recursion, so that zod's own walk (one call
 * per level) never meets a document deeper than the limit: the first step of every document's
 * schema, this one's and those built on it (`measured.pipe(theirDoc)`).
 */
export const MeasuredRichText = z.transform((value: unknown, ctx) => {
  const problem = richTextShapeProblem(value);
  if (problem === null) return value;
  const maximum = problem === 'depth' ? LIMITS.depth : problem === 'nodes' ? LIMITS.nodes : LIMITS.bytes;
  ctx.issues.push({ code: 'too_big', origin: problem === 'bytes' ? 'string' : 'array', maximum, input: value, message: `rich text over its ${problem} limit` });
  return z.NEVER;
});

/** A rich-text document, checked whole: its limits, then every node, mark and attribute. */
export const RichTextDoc: z.ZodType<RichTextDocument, unknown> = MeasuredRichText.pipe(Doc);

/** A rich-text document per language (a map from language code to document). */
export const LocalizedRichText = z.partialRecord(LanguageSchema, RichTextDoc);

/** A rich-text document as the calls carry it. */
export type RichTextDocInput = z.output<typeof RichTextDoc>;

/** Rich text per language as the calls carry it. */
export type LocalizedRichTextInput = z.output<typeof LocalizedRichText>;
