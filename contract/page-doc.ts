// The schema of a landing page's document: the one rich-text schema's blocks, plus a form block
// and a phase section at the top level. The same limits, measured first, the same refusals by path.
import { z } from 'zod';
import { LanguageSchema } from './fields.ts';
import { CLOSING_DAYS, PAGE_PHASES, type PageBlock, type PageDocument } from './page-doc-model.ts';
import { MeasuredRichText, RICH_TEXT_BLOCK_SCHEMAS } from './rich-text.ts';

const FormId = z.uuid().transform((value) => value.toLowerCase());

/** A form block: one of the project's forms by id. */
export const PageFormBlockSchema = z.strictObject({ type: z.literal('formBlock'), attrs: z.strictObject({ form: FormId }) });

/** A phase section: its form, its phases (at least one, each once), the days of 'closing', and its blocks. */
export const PagePhaseSectionSchema = z.strictObject({
  type: z.literal('phaseSection'),
  attrs: z.strictObject({
    form: FormId,
    phases: z
      .array(z.enum(PAGE_PHASES))
      .min(1)
      .max(PAGE_PHASES.length)
      .refine((phases) => new Set(phases).size === phases.length),
    days: z.number().int().min(CLOSING_DAYS.min).max(CLOSING_DAYS.max),
  }),
  // Rich text and form blocks: a section never holds another section.
  content: z.array(z.discriminatedUnion('type', [...RICH_TEXT_BLOCK_SCHEMAS, PageFormBlockSchema])).min(1),
});

// One discriminated union over every node a page's top level may hold: a block claiming a type is
// checked as that type, so a refusal names its own path (`body.en.content.0.attrs.form`).
const Block = z.discriminatedUnion('type', [...RICH_TEXT_BLOCK_SCHEMAS, PageFormBlockSchema, PagePhaseSectionSchema]);

const Doc = z.strictObject({ type: z.literal('doc'), content: z.array(Block) });

/** A landing page's document, checked whole: the rich-text limits first, then every node. */
export const PageDoc: z.ZodType<PageDocument, unknown> = MeasuredRichText.pipe(Doc) as z.ZodType<PageDocument, unknown>;

/** A page document per language (a map from language code to document). */
export const LocalizedPageDoc = z.partialRecord(LanguageSchema, PageDoc);

/** A page document as the calls carry it. */
export type PageDocInput = z.output<typeof PageDoc>;

/** Page documents per language as the calls carry them. */
export type LocalizedPageDocInput = z.output<typeof LocalizedPageDoc>;

/** A top-level block as the calls carry it. */
export type PageBlockInput = PageBlock;
