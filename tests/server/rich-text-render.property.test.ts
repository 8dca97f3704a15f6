import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEADING_LEVELS, isAllowedHref, richTextShapeProblem } from '../../contract/rich-text-model.ts';
import { RichTextDoc } from '../../contract/rich-text.ts';
import { richTextHtml } from '../../server/rich-text/html.ts';
import { sanitizeRichTextHtml } from '../../server/rich-text/sanitize.ts';
import { richTextPlain } from '../../server/rich-text/text.ts';

// Documents built from the allowed grammar only: the schema takes each, and the renderer's HTML is
// exactly what the second layer keeps (it never writes what sanitize-html would strip or rewrite).

const SEED = 20301109;

// Text with what HTML reads specially, entities, quotes, non-Latin letters and an emoji in it.
const TRICKY = ['<', '>', '&', '"', "'", '&amp;', '&#60;', '<script>', '`', '=', '/', 'é', 'ß', '中', '😀', ' ', '\t', '\n', 'a', 'Z', '0'];
const words = (maxLength: number) => fc.array(fc.constantFrom(...TRICKY), { minLength: 1, maxLength }).map((parts) => parts.join(''));

const href = fc
  .oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.emailAddress().map((address) => `mailto:${address}`),
    fc.stringMatching(/^\+?[0-9]{3,15}$/).map((number) => `tel:${number}`),
    fc.array(fc.stringMatching(/^[a-z0-9_-]{1,12}$/), { maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
  )
  .filter(isAllowedHref);

const mark = fc.oneof(
  fc.constantFrom({ type: 'bold' }, { type: 'italic' }, { type: 'underline' }, { type: 'strike' }),
  href.map((address) => ({ type: 'link', attrs: { href: address } })),
);
const marks = fc.uniqueArray(mark, { maxLength: 4, selector: (one) => one.type }).map((list) => (list.length > 0 ? { marks: list } : {}));

const inline = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(words(12), marks).map(([text, withMarks]) => ({ type: 'text', text, ...withMarks })) },
  { weight: 1, arbitrary: marks.map((withMarks) => ({ type: 'hardBreak', ...withMarks })) },
);
const inlines = fc.array(inline, { maxLength: 5 }).map((content) => (content.length > 0 ? { content } : {}));

const { block } = fc.letrec<{ block: unknown; blocks: unknown[]; item: unknown; cell: unknown }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'xsmall', withCrossShrink: true },
    inlines.map((content) => ({ type: 'paragraph', ...content })),
    fc.tuple(fc.constantFrom(...HEADING_LEVELS), inlines).map(([level, content]) => ({ type: 'heading', attrs: { level }, ...content })),
    fc.constant({ type: 'horizontalRule' }),
    fc.tuple(fc.uuid(), words(10)).map(([media_id, alt]) => ({ type: 'image', attrs: { media_id, alt } })),
    fc.tuple(href, words(8).filter((label) => label.trim() !== '')).map(([address, label]) => ({ type: 'buttonLink', attrs: { href: address, label: label.trim() } })),
    tie('blocks').map((content) => ({ type: 'blockquote', content })),
    fc.array(tie('item'), { minLength: 1, maxLength: 3 }).map((content) => ({ type: 'bulletList', content })),
    fc
      .tuple(fc.integer({ min: 0, max: 100 }), fc.array(tie('item'), { minLength: 1, maxLength: 3 }))
      .map(([start, content]) => ({ type: 'orderedList', ...(start === 1 ? {} : { attrs: { start } }), content })),
    fc
      .array(fc.array(tie('cell'), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 })
      .map((rows) => ({ type: 'table', content: rows.map((content) => ({ type: 'tableRow', content })) })),
  ),
  blocks: fc.array(tie('block'), { minLength: 1, maxLength: 3 }),
  item: tie('blocks').map((content) => ({ type: 'listItem', content })),
  cell: fc
    .tuple(fc.constantFrom('tableCell', 'tableHeader'), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), tie('blocks'))
    .map(([type, colspan, rowspan, content]) => ({
      type,
      ...(colspan === 1 && rowspan === 1 ? {} : { attrs: { colspan, rowspan } }),
      content,
    })),
}));

const documents = fc.array(block, { maxLength: 6 }).map((content) => ({ type: 'doc', content }));

describe('rendering documents of the allowed grammar', () => {
  it('the schema takes every one, and sanitize-html leaves the HTML unchanged', () => {
    fc.assert(
      fc.property(documents, (candidate) => {
        // Nesting past the limit is the schema's business, tested apart.
        fc.pre(richTextShapeProblem(candidate) === null);
        const checked = RichTextDoc.safeParse(candidate);
        expect(checked.success, JSON.stringify(checked.error?.issues)).toBe(true);
        for (const base of ['', 'https://bo.example.org']) {
          const html = richTextHtml(checked.data!, { base });
          expect(sanitizeRichTextHtml(html)).toBe(html);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('the plain text holds every word of the document, unescaped', () => {
    fc.assert(
      fc.property(documents, (candidate) => {
        const checked = RichTextDoc.safeParse(candidate);
        fc.pre(checked.success);
        const plain = richTextPlain(checked.data!, { base: '' });
        const texts: string[] = [];
        const stack: unknown[] = [...checked.data!.content];
        while (stack.length > 0) {
          const node = stack.pop() as { type: string; text?: string; content?: unknown[] };
          if (node.type === 'text' && node.text!.trim() !== '') texts.push(node.text!.trim());
          stack.push(...(node.content ?? []));
        }
        for (const text of texts) for (const word of text.split(/\s+/)) expect(plain).toContain(word);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});
