import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inPhase, pageDocForms, type PagePhase } from '../../contract/page-doc-model.ts';
import { LocalizedPageDoc, PageDoc } from '../../contract/page-doc.ts';
import { RICH_TEXT_LIMITS } from '../../contract/rich-text-model.ts';
import { AppError } from '../../server/errors.ts';
import { parseInput } from '../../server/http/validation.ts';
import { HOSTILE_CASES } from './rich-text-hostile-fixtures.ts';

const FORM = '3f0c6a1e-2b4d-4c5e-9f60-718293a4b5c6';
const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const formBlock = (form: unknown = FORM) => ({ type: 'formBlock', attrs: { form } });
const section = (content: unknown[], attrs: Record<string, unknown> = {}) => ({
  type: 'phaseSection',
  attrs: { form: FORM, phases: ['open'], days: 7, ...attrs },
  content,
});
const doc = (...content: unknown[]) => ({ type: 'doc', content });

function refusedAt(value: unknown): string[] {
  const result = PageDoc.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => issue.path.join('.'));
}

describe('a page document is rich text', () => {
  for (const hostile of HOSTILE_CASES) {
    it(`${hostile.name}: ${hostile.verdict} as a page, and inside a phase section`, () => {
      expect(PageDoc.safeParse(hostile.doc).success).toBe(hostile.verdict === 'inert');
      const content = (hostile.doc as { content?: unknown })?.content;
      // The blocks of a hostile document are just as hostile inside a section.
      if (Array.isArray(content) && content.length > 0 && content.length < 1000) {
        expect(PageDoc.safeParse(doc(section(content))).success).toBe(hostile.verdict === 'inert');
      }
    });
  }
});

describe('form blocks and phase sections', () => {
  it('takes a form block and a phase section holding rich text and a form block', () => {
    const value = doc(paragraph('Intro'), formBlock(FORM.toUpperCase()), section([paragraph('Open now'), formBlock()], { phases: ['closing', 'open'], days: 60 }));
    const result = PageDoc.parse(value);
    expect(result.content[1]).toEqual(formBlock());
    expect(pageDocForms(result)).toEqual([FORM]);
  });

  it.each([
    ['a form that is no id', doc(formBlock('x')), 'content.0.attrs.form'],
    ['a form block with another attribute', doc({ type: 'formBlock', attrs: { form: FORM, href: 'javascript:alert(1)' } }), 'content.0.attrs'],
    ['a form block with content', doc({ ...formBlock(), content: [paragraph('x')] }), 'content.0'],
    ['a form block without its form', doc({ type: 'formBlock', attrs: {} }), 'content.0.attrs.form'],
    ['a section without phases', doc(section([paragraph('x')], { phases: [] })), 'content.0.attrs.phases'],
    ['an unknown phase', doc(section([paragraph('x')], { phases: ['someday'] })), 'content.0.attrs.phases.0'],
    ['a phase twice', doc(section([paragraph('x')], { phases: ['open', 'open'] })), 'content.0.attrs.phases'],
    ['no days', doc(section([paragraph('x')], { days: 0 })), 'content.0.attrs.days'],
    ['61 days', doc(section([paragraph('x')], { days: 61 })), 'content.0.attrs.days'],
    ['days not whole', doc(section([paragraph('x')], { days: 1.5 })), 'content.0.attrs.days'],
    ['an empty section', doc(section([])), 'content.0.content'],
    ['a section in a section', doc(section([section([paragraph('x')])])), 'content.0.content.0.type'],
    ['a form block in a list', doc({ type: 'bulletList', content: [{ type: 'listItem', content: [formBlock()] }] }), 'content.0.content.0.content.0.type'],
    ['a section in a quotation', doc({ type: 'blockquote', content: [section([paragraph('x')])] }), 'content.0.content.0.type'],
    ['a hostile link in a section', doc(section([{ type: 'buttonLink', attrs: { href: 'javascript:alert(1)', label: 'Go' } }])), 'content.0.content.0.attrs.href'],
    ['a style on a section', doc({ ...section([paragraph('x')]), attrs: { form: FORM, phases: ['open'], days: 7, style: 'color:red' } }), 'content.0.attrs'],
  ])('refuses %s, naming its path', (_name, value, path) => {
    expect(refusedAt(value)).toContain(path);
  });

  it('measures a page before reading it: 10,000 sections deep is refused by its depth', () => {
    let node: unknown = paragraph('deep');
    for (let level = 0; level < 10_000; level++) node = section([node]);
    const result = PageDoc.safeParse(doc(node));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.code).toBe('too_big');
  });

  it('holds a page to the size of rich text', () => {
    const big = doc(...Array.from({ length: 30 }, () => section([paragraph('x'.repeat(RICH_TEXT_LIMITS.text))])));
    expect(PageDoc.safeParse(big).success).toBe(false);
  });

  it('names the language and the path in the adapter’s refusal', () => {
    const Input = z.object({ body: LocalizedPageDoc });
    try {
      parseInput(Input, { body: { en: doc(paragraph('ok'), formBlock('nope')) } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(Object.keys((error as AppError).options.fields ?? {})).toEqual(['body.en.content.1.attrs.form']);
    }
  });
});

describe('the phases of a call', () => {
  const call = { opens_at: '2026-03-01T00:00:00Z', closes_at: '2026-03-31T00:00:00Z', results_at: '2026-05-01T00:00:00Z' };
  const at = (iso: string, phase: PagePhase, days = 7) => inPhase(call, [phase], days, new Date(iso));

  it('is before until it opens, open until it closes, closing in its last days', () => {
    expect(at('2026-02-28T23:59:59Z', 'before')).toBe(true);
    expect(at('2026-02-28T23:59:59Z', 'open')).toBe(false);
    expect(at('2026-03-01T00:00:00Z', 'open')).toBe(true);
    expect(at('2026-03-23T23:59:59Z', 'closing')).toBe(false);
    expect(at('2026-03-24T00:00:00Z', 'closing')).toBe(true);
    expect(at('2026-03-24T00:00:00Z', 'open')).toBe(true);
    expect(at('2026-03-10T00:00:00Z', 'closing', 30)).toBe(true);
  });

  it('is closed from its closing time until the results, then results', () => {
    expect(at('2026-03-31T00:00:00Z', 'closed')).toBe(true);
    expect(at('2026-03-31T00:00:00Z', 'open')).toBe(false);
    expect(at('2026-05-01T00:00:00Z', 'closed')).toBe(false);
    expect(at('2026-05-01T00:00:00Z', 'results')).toBe(true);
  });

  it('reads open ends: no opening time has opened, no closing time never closes, no results time never shows results', () => {
    const open = { opens_at: null, closes_at: null, results_at: null };
    const now = new Date('2030-01-01T00:00:00Z');
    expect(inPhase(open, ['open'], 7, now)).toBe(true);
    expect(inPhase(open, ['before', 'closing', 'closed', 'results'], 60, now)).toBe(false);
  });
});
