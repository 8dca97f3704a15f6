import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAllowedHref, RICH_TEXT_LIMITS, type RichTextDocument } from '../../contract/rich-text-model.ts';
import { MAX_BODY_BYTES } from '../../server/app.ts';
import { LocalizedRichText, RichTextDoc } from '../../contract/rich-text.ts';
import { AppError } from '../../server/errors.ts';
import { parseInput } from '../../server/http/validation.ts';
import { inputJsonSchema } from '../../server/openapi/json-schema.ts';
import { ON_PAGE, renderRichText } from '../../server/rich-text/render.ts';
import { HOSTILE_CASES, MEDIA_ID } from './rich-text-hostile-fixtures.ts';

const TAG = /<[^>]*>/g;
// Every tag the renderer and sanitize-html write: a name, then attributes each quoted whole.
const TAG_SHAPE = /^<\/?([a-z0-9]+)((?:\s[a-z-]+="[^"]*")*)\s*\/?>$/;
const ATTRIBUTE = /\s([a-z-]+)="([^"]*)"/g;
const ALLOWED_TAGS = ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'br', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'img', 'table', 'tbody', 'tr', 'th', 'td'];
const ALLOWED_ATTRIBUTES = ['href', 'target', 'rel', 'class', 'src', 'alt', 'start', 'colspan', 'rowspan'];
const IMAGE_PATH = /^\/api\/img\/[0-9a-f-]{36}$/;

function decoded(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** What in the HTML could act: a tag or attribute the renderer never writes, an address it may not lead to. */
function activeParts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(TAG) ?? []) {
    const shape = TAG_SHAPE.exec(tag);
    if (!shape || !ALLOWED_TAGS.includes(shape[1]!)) {
      found.push(tag);
      continue;
    }
    for (const [, name, value] of shape[2]!.matchAll(ATTRIBUTE)) {
      const address = decoded(value!);
      if (!ALLOWED_ATTRIBUTES.includes(name!)) found.push(`${name} in ${tag}`);
      else if (name === 'href' && !isAllowedHref(address)) found.push(`href ${address}`);
      else if (name === 'src' && !IMAGE_PATH.test(address)) found.push(`src ${address}`);
    }
  }
  return found;
}

/** No tag runs script, carries a handler or a style, or leads anywhere but the allowed places. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+="/i);
  expect(activeParts(html)).toEqual([]);
}

// The renderer is also handed each document unchecked: what the schema refuses must not come out
// active even if it ever reached the renderer (a stored document read by a later version).
const renderUnchecked = (doc: unknown) => renderRichText(doc as RichTextDocument, ON_PAGE).html;

describe('hostile rich text', () => {
  it('has a corpus of at least 40 documents', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const hostile of HOSTILE_CASES) {
    it(`${hostile.name}: ${hostile.verdict}`, () => {
      const result = RichTextDoc.safeParse(hostile.doc);
      if (hostile.verdict === 'refused') {
        expect(result.success).toBe(false);
        expect(result.error!.issues.length).toBeGreaterThan(0);
      } else {
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
        const { html } = renderRichText(result.data!, ON_PAGE);
        expectInert(html);
        expect(html).toContain(hostile.shows);
      }
      expectInert(renderUnchecked(hostile.doc));
    });
  }
});

describe('a refusal is a clear error', () => {
  const Input = z.object({ text: LocalizedRichText });

  it('names the field and the language, with the spec message of an invalid field', () => {
    const link = HOSTILE_CASES.find((hostile) => hostile.name === 'javascript: link')!;
    const refusal = (() => {
      try {
        parseInput(Input, { text: { en: link.doc } });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('validation_failed');
    expect((refusal as AppError).options.fields).toEqual({ 'text.en.content.0.content.0.marks.0.attrs.href': { rule: 'invalid' } });
  });

  it('tells a document too deep or too large by its bound, without walking it', () => {
    const deep = HOSTILE_CASES.find((hostile) => hostile.name === '10,000 levels of nesting')!;
    const large = HOSTILE_CASES.find((hostile) => hostile.name === 'a 5 MB document')!;
    const problem = (doc: unknown) => {
      try {
        parseInput(Input, { text: { it: doc } });
      } catch (error) {
        return (error as AppError).options.fields;
      }
      return null;
    };
    expect(problem(deep.doc)).toEqual({ 'text.it': { rule: 'maxValue', bound: 20 } });
    expect(problem(large.doc)).toEqual({ 'text.it': { rule: 'maxLength', bound: 200 * 1024 } });
  });

  it('lets five documents of the largest size travel in one call', () => {
    expect(RICH_TEXT_LIMITS.bytes * 5 + 16 * 1024).toBeLessThanOrEqual(MAX_BODY_BYTES);
  });

  it('refuses a language that is not one of the five', () => {
    const result = LocalizedRichText.safeParse(JSON.parse('{"__proto__":{"type":"doc","content":[]},"de":{"type":"doc","content":[]}}'));
    expect(result.success).toBe(false);
  });
});

describe('what the schema takes', () => {
  const nested = (levels: number) => {
    let node: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'deep' }] };
    for (let level = 0; level < levels; level++) node = { type: 'blockquote', content: [node] };
    return { type: 'doc', content: [node] };
  };

  it('takes text at the twentieth level and refuses it at the twenty-first', () => {
    expect(RichTextDoc.safeParse(nested(17)).success).toBe(true);
    expect(RichTextDoc.safeParse(nested(18)).success).toBe(false);
  });

  it('takes every allowed kind of address', () => {
    for (const href of ['https://example.org/a?b=1#c', 'http://example.org', 'mailto:info@example.org', 'tel:+39061234567', '/p/aurora/premio-2026', '/']) {
      const doc = { type: 'doc', content: [{ type: 'buttonLink', attrs: { href, label: 'Go' } }] };
      expect(RichTextDoc.safeParse(doc).success, href).toBe(true);
    }
  });

  it('takes an image by its media id and renders it from the image route, absolute in a mail', () => {
    const doc = RichTextDoc.parse({ type: 'doc', content: [{ type: 'image', attrs: { media_id: MEDIA_ID, alt: 'The jury' } }] });
    expect(renderRichText(doc, ON_PAGE).html).toBe(`<img src="/api/img/${MEDIA_ID}" alt="The jury" />`);
    expect(renderRichText(doc, { base: 'https://bo.example.org' }).html).toBe(`<img src="https://bo.example.org/api/img/${MEDIA_ID}" alt="The jury" />`);
  });

  it('is described whole in the API description: the grammar, not "any value"', () => {
    const described = JSON.stringify(inputJsonSchema(z.object({ body: LocalizedRichText })));
    for (const type of ['doc', 'paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'horizontalRule', 'image', 'buttonLink', 'table', 'tableRow', 'tableCell', 'text', 'hardBreak', 'link', 'bold']) {
      expect(described).toContain(`"${type}"`);
    }
    expect(described).toContain('"propertyNames":{"type":"string","enum":["it","en","es","fr","pt"]}');
  });
});
